import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/schema';
import type { ExportDefinition } from './exportDefinition';
import { EXPORT_FORMATS, type ExportExtension } from './exportFormats';
import { requestLanguage } from '../http/requestLanguage';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { recordAudit } from '../staff/recordAudit';
import { EXPORT_ROWS_HEADER } from '../../contract/adminApi';
import { companyDay } from '../../contract/companyTime';

export interface InboxExport<Row, Filter extends v.GenericSchema> {
  /** The calls' path without the extension: `/leads/export` answers `/leads/export.csv` and `.xlsx`. */
  path: string;
  /** The list's filter, its days on the clocks of the time zone given (the company's). */
  filter: (timeZone: string) => Filter;
  definition: ExportDefinition<Row>;
  auditAction: string;
  count(db: Kysely<Database>, filter: v.InferOutput<Filter>): Promise<number>;
  rows(db: Kysely<Database>, filter: v.InferOutput<Filter>): AsyncIterable<Row>;
}

/**
 * An inbox's filtered list as a download in every export format, for sales (and admins), audited
 * with the filter. The file is streamed as it is written, so it has no Content-Length; the row
 * count goes ahead of it in `X-Export-Rows` for the back office to show progress against.
 */
export function inboxExportRoutes<Row, Filter extends v.GenericSchema>(
  spec: InboxExport<Row, Filter>,
): FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> {
  return async (app) => {
    const querystring = v.object({ filter: spec.filter(app.companyTimeZone) });
    for (const extension of Object.keys(EXPORT_FORMATS) as ExportExtension[]) {
      const format = EXPORT_FORMATS[extension];
      app.get(`${spec.path}.${extension}`, {
        schema: {
          summary: `The ${spec.definition.fileStem} list as ${extension.toUpperCase()}`,
          description: 'The filtered list (`filter` as for the inbox\'s list) as an attachment, streamed without `Content-Length`; `X-Export-Rows` gives the number of rows ahead of it. Columns are headed, and codes (status, language) labelled, in the request\'s language (`Accept-Language`, as the back office sends its own); times are in the company\'s time zone (`COMPANY_TIME_ZONE`) with their offset, date cells in XLSX; a cell starting like a formula stays text. Audited. Role: sales.',
          querystring,
        },
        preHandler: app.requireRole('sales'),
      }, async (request, reply) => {
        const { filter } = request.query as v.InferOutput<typeof querystring>;
        const rows = await spec.count(app.db, filter);
        await recordAudit(request, { action: spec.auditAction, target: JSON.stringify(filter) });
        // The company's day, as the times inside the file are.
        const day = companyDay(app.staffClock(), app.companyTimeZone);
        const reader = { language: requestLanguage(request), timeZone: app.companyTimeZone };
        const body = format.write(spec.rows(app.db, filter), spec.definition, reader, (error) =>
          request.log.error({ err: error }, `${spec.definition.fileStem} export failed`),
        );
        return reply
          .header('content-type', format.contentType)
          .header('content-disposition', `attachment; filename="${spec.definition.fileStem}-${day}.${extension}"`)
          .header(EXPORT_ROWS_HEADER, rows)
          .send(body);
      });
    }
  };
}
