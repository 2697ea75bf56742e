import { DOWNLOAD_REQUEST_EXPORT, downloadRequestExportRows } from './downloadRequestExportDefinition';
import { countDownloadRequests } from './downloadRequestInbox';
import { inboxExportRoutes } from '../exports/inboxExport';
import { downloadRequestFilter } from '../exports/inboxFilter';

/** The filtered download requests list as CSV or XLSX, streamed like the leads export. */
export default inboxExportRoutes({
  path: '/download-requests/export',
  filter: downloadRequestFilter,
  definition: DOWNLOAD_REQUEST_EXPORT,
  auditAction: 'download-request.export',
  count: countDownloadRequests,
  rows: downloadRequestExportRows,
});
