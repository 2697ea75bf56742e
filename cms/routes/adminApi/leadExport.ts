import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { requestLanguage } from '../../http/requestLanguage';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider';
import { leadCsv } from '../../leads/leadCsv';
import { streamLeads } from '../../repositories/leadInbox';
import { recordAudit } from '../../staff/recordAudit';
import { leadFilter } from './inboxFilter';

const exportQuery = v.object({ filter: leadFilter });

/** The filtered leads list as a CSV download, streamed: an export of every lead stays flat in memory. */
const leadExportRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  app.get('/leads/export.csv', { schema: { querystring: exportQuery }, preHandler: app.requireRole('sales') }, async (request, reply) => {
    const { filter } = request.query;
    await recordAudit(request, { action: 'lead.export', target: JSON.stringify(filter) });
    const day = app.staffClock().toISOString().slice(0, 10);
    const body = leadCsv(streamLeads(app.db, filter), requestLanguage(request), (error) => request.log.error({ err: error }, 'lead export failed'));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
      .send(body);
  });
};

export default leadExportRoutes;
