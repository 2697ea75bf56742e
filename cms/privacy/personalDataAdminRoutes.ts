import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { deletePersonalData, deletionCounts } from './deletePersonalData';
import { findPersonalData, idsOf } from './personalData';
import { recordAudit } from '../staff/recordAudit';
import { personIdentifierQuery } from './personIdentifier';

/**
 * What a person may ask about their data: everything stored under their phone number or e-mail
 * address, as a list, as a JSON download, or deleted (rows and resume files). Admins only; every
 * call is in the audit log with the identifier asked about.
 */
const personalDataRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const adminOnly = app.requireRole('admin');

  app.get('/personal-data', {
    schema: {
      summary: 'Everything stored about a person',
      description: '`?phone=…` or `?email=…`: `{leads, downloadRequests, resumes}`, leads with `notes` and `changes`, resumes with `notes` and `stageChanges`, each with its `touches` (`{first, last}`, docs/attribution.md). A phone number matches by its digits alone, an e-mail address case-insensitively. Audited. Role: admin.',
      querystring: personIdentifierQuery,
    },
    preHandler: adminOnly,
  }, async (request, reply) => {
    const data = await findPersonalData(app.db, request.query);
    await recordAudit(request, { action: 'personalData.find', target: JSON.stringify(request.query) });
    return reply.send(data);
  });

  app.get('/personal-data/export', {
    schema: {
      summary: 'Everything stored about a person, as a file',
      description: 'The same as a JSON attachment (`personal-data-<day>.json`). Audited. Role: admin.',
      querystring: personIdentifierQuery,
    },
    preHandler: adminOnly,
  }, async (request, reply) => {
    const data = await findPersonalData(app.db, request.query);
    await recordAudit(request, { action: 'personalData.export', target: JSON.stringify(request.query) });
    const day = app.staffClock().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="personal-data-${day}.json"`)
      .send(JSON.stringify({ query: request.query, exportedAt: app.staffClock().toISOString(), ...data }, null, 2));
  });

  app.delete('/personal-data', {
    schema: {
      summary: 'Delete everything stored about a person',
      description: 'Deletes all of it, rows and resume files; answers `{leads, downloadRequests, resumes}` counts. Audited. Role: admin.',
      querystring: personIdentifierQuery,
    },
    preHandler: adminOnly,
  }, async (request, reply) => {
    const found = await findPersonalData(app.db, request.query);
    const deleted = await deletePersonalData(app.db, app.resumeFiles, idsOf(found));
    const counts = deletionCounts(deleted);
    await recordAudit(request, { action: 'personalData.delete', target: JSON.stringify({ ...request.query, deleted: counts }) });
    return reply.send(counts);
  });
};

export default personalDataRoutes;
