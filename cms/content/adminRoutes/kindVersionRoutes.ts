import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { idParam, idParams } from '../../../contract/queries';
import { restoreVersion } from '../contentEdits';
import { contentNotFound, readWorkingCopy } from '../contentRecords';
import { CmsError } from '../../http/cmsError';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider';
import { findContentVersion, listContentVersions } from '../contentVersions';
import { recordAudit } from '../../staff/recordAudit';
import { listHeaders, listQuery } from '../../http/listRange';
import { actorOf, itemTarget, rolesNote, revisionBody, type KindRouteOptions } from './contentRouteOptions';

const versionParams = v.object({ id: idParam, number: idParam });

/** An item's published versions: the list (who, when), one version's document, and its restore as the draft. */
const kindVersionRoutes: FastifyPluginAsync<KindRouteOptions, RawServerDefault, ValibotTypeProvider> = async (app, { definition }) => {
  const { db } = app;
  const { kind } = definition;
  const roles = rolesNote(definition);
  const editors = app.requireRole(...definition.roles);
  const existing = async (id: number) => {
    if (!(await readWorkingCopy(db, definition, id))) throw contentNotFound();
  };

  app.get('/:id/versions', {
    schema: {
      summary: `The published versions of an item of the ${kind} kind`,
      description: `Who published each and when. A simple-REST list. ${roles}`,
      params: idParams,
      querystring: listQuery(['number']),
    },
    preHandler: editors,
  }, async (request, reply) => {
    const { id } = request.params;
    const { range, sort } = request.query;
    await existing(id);
    const { rows, total } = await listContentVersions(db, definition.kind, id, { offset: range.offset, limit: range.limit, newestFirst: sort.order === 'DESC' });
    await recordAudit(request, { action: 'content.versions', target: itemTarget(definition, id) });
    return reply.headers(listHeaders(`content/${definition.kind}/${id}/versions`, range.start, rows.length, total)).send(rows);
  });

  app.get('/:id/versions/:number', {
    schema: { summary: `One published version of an item of the ${kind} kind`, description: `With its document. Audited. ${roles}`, params: versionParams },
    preHandler: editors,
  }, async (request, reply) => {
    const { id, number } = request.params;
    const version = await findContentVersion(db, definition.kind, id, number);
    if (!version) throw new CmsError(404, 'contentVersionNotFound');
    await recordAudit(request, { action: 'content.version', target: `${itemTarget(definition, id)}:${number}` });
    return reply.send({ ...version, document: JSON.parse(version.document) as unknown });
  });

  app.post('/:id/versions/:number/restore', {
    schema: {
      summary: `Restore a version of an item of the ${kind} kind as its draft`,
      description: `\`{revision}\` of the item; answers it. A stale revision answers 409. ${roles}`,
      params: versionParams,
      body: revisionBody,
    },
    preHandler: editors,
  }, async (request, reply) => {
    const { id, number } = request.params;
    const record = await restoreVersion(db, definition, id, number, request.body.revision, actorOf(request));
    await recordAudit(request, { action: 'content.restore', target: `${itemTarget(definition, id)}:${number}` });
    return reply.send(record);
  });
};

export default kindVersionRoutes;
