import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { idParams } from '../../../contract/queries';
import { publishItem, unpublishItem } from '../contentPublishing';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider';
import { recordAudit } from '../../staff/recordAudit';
import { actorOf, itemTarget, rolesNote, revisionBody, type KindRouteOptions } from './contentRouteOptions';

/**
 * One item goes live or leaves the site, what instances hold of its kind is read again, then the
 * site is rebuilt (on an instance that builds one): the answer carries the publish job that takes
 * the change to the site, or null.
 */
const kindPublishRoutes: FastifyPluginAsync<KindRouteOptions, RawServerDefault, ValibotTypeProvider> = async (app, { definition }) => {
  const { db } = app;
  const editors = app.requireRole(...definition.roles);
  const { kind } = definition;
  const roles = rolesNote(definition);
  const schema = { params: idParams, body: revisionBody };

  app.post('/:id/publish', {
    schema: {
      summary: `Publish a ${kind} item`,
      description: `\`{revision}\`: the draft goes live and the site is rebuilt; answers \`{record, job}\`, the publish job or null. A stale revision answers 409. ${roles}`,
      ...schema,
    },
    preHandler: editors,
  }, async (request, reply) => {
    const { id } = request.params;
    const record = await publishItem(db, definition, id, request.body.revision, actorOf(request));
    await definition.announceLiveChange?.(app);
    const job = app.publishing?.request() ?? null;
    await recordAudit(request, { action: 'content.publish', target: itemTarget(definition, id) });
    return reply.send({ record, job });
  });

  app.post('/:id/unpublish', {
    schema: {
      summary: `Take a ${kind} item off the site`,
      description: `\`{revision}\`: the item leaves the site, which is rebuilt; answers \`{record, job}\`. A stale revision answers 409. ${roles}`,
      ...schema,
    },
    preHandler: editors,
  }, async (request, reply) => {
    const { id } = request.params;
    const record = await unpublishItem(db, definition, id, request.body.revision);
    await definition.announceLiveChange?.(app);
    const job = app.publishing?.request() ?? null;
    await recordAudit(request, { action: 'content.unpublish', target: itemTarget(definition, id) });
    return reply.send({ record, job });
  });
};

export default kindPublishRoutes;
