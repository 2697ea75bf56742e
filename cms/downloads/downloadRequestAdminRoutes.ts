import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { touchesOfSubmission } from '../attribution/submissionTouches';
import { idParams } from '../../contract/queries';
import { notFound } from '../http/cmsError';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { DOWNLOAD_REQUEST_STATUSES } from '../../contract/downloadRequestStatus';
import {
  findDownloadRequest,
  listDownloadRequests,
  markDownloadRequestRead,
  setDownloadRequestStatus,
} from './downloadRequestInbox';
import { recordAudit } from '../staff/recordAudit';
import { downloadRequestFilter } from '../exports/inboxFilter';
import { listHeaders, listQuery } from '../http/listRange';

/** react-admin sends the whole record back; only the status is sales' to change. */
const statusBody = v.object({ status: v.picklist(DOWNLOAD_REQUEST_STATUSES) });

const downloadRequestListQuery = (timeZone: string) => v.object({ ...listQuery(['id', 'createdAt']).entries, filter: downloadRequestFilter(timeZone) });

/** Who asked for which brochure: list, open (marks read), set the status; sales and admins. */
const downloadRequestRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const sales = app.requireRole('sales');

  app.get('/download-requests', {
    schema: {
      summary: 'The sales inbox: download requests',
      description: 'With the brochure\'s `fileTitle`; `filter` keys `status`, `createdFrom`, `createdTo` (calendar days on the company\'s clocks, `COMPANY_TIME_ZONE`, both included), `language`, `fileId`, and `channel`, `campaign` (utm_campaign), `partner` (a partner origin), each matching the first or the last touch. A simple-REST list. Audited. Role: sales.',
      querystring: downloadRequestListQuery(app.companyTimeZone),
    },
    preHandler: sales,
  }, async (request, reply) => {
    const { range, sort, filter } = request.query;
    const { rows, total } = await listDownloadRequests(app.db, filter, { offset: range.offset, limit: range.limit, sort });
    await recordAudit(request, { action: 'download-request.list', target: JSON.stringify(filter) });
    return reply
      .headers(listHeaders('download-requests', range.start, rows.length, total))
      .send(rows);
  });

  app.get('/download-requests/:id', {
    schema: {
      summary: 'One download request',
      description: 'With `touches` (`{first, last}`, each null or the touch: channel, utm_*, referrer host, landing page, the page it was sent from, partner origin, device class, time). Marks it read. Audited. Role: sales.',
      params: idParams,
    },
    preHandler: sales,
  }, async (request, reply) => {
    const { id } = request.params;
    const downloadRequest = await findDownloadRequest(app.db, id);
    if (!downloadRequest) throw notFound();
    const readAt = downloadRequest.readAt ?? (await markDownloadRequestRead(app.db, id, app.staffClock()));
    await recordAudit(request, { action: 'download-request.read', target: `download-request:${id}` });
    return reply.send({ ...downloadRequest, readAt, touches: await touchesOfSubmission(app.db, 'download_request', id) });
  });

  app.put('/download-requests/:id', {
    schema: {
      summary: 'Set a download request\'s status',
      description: '`status`: `new`, `contacted` or `spam`, set freely (no history; a move into or out of `spam` is recorded as a spam mark); answers the request. Audited. Role: sales.',
      params: idParams,
      body: statusBody,
    },
    preHandler: sales,
  }, async (request, reply) => {
    const { id } = request.params;
    const before = await findDownloadRequest(app.db, id);
    if (!before) throw notFound();
    await setDownloadRequestStatus(app.db, before, request.body.status, { userId: request.staffUser!.userId, now: app.staffClock() });
    await recordAudit(request, { action: 'download-request.update', target: `download-request:${id}` });
    return reply.send(await findDownloadRequest(app.db, id));
  });
};

export default downloadRequestRoutes;
