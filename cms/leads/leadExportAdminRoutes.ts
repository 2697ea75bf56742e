import { LEAD_EXPORT, leadExportRows } from './leadExportDefinition';
import { countLeads } from './leadInbox';
import { inboxExportRoutes } from '../exports/inboxExport';
import { leadFilter } from '../exports/inboxFilter';

/** The filtered leads list as CSV or XLSX, streamed: an export of every lead stays flat in memory. */
export default inboxExportRoutes({
  path: '/leads/export',
  filter: leadFilter,
  definition: LEAD_EXPORT,
  auditAction: 'lead.export',
  count: countLeads,
  rows: leadExportRows,
});
