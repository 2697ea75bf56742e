import { LEAD_EXPORT } from '../../exports/leadExportDefinition';
import { countLeads, streamLeads } from '../../repositories/leadInbox';
import { inboxExportRoutes } from './inboxExport';
import { leadFilter } from './inboxFilter';

/** The filtered leads list as CSV or XLSX, streamed: an export of every lead stays flat in memory. */
export default inboxExportRoutes({
  path: '/leads/export',
  filter: leadFilter,
  definition: LEAD_EXPORT,
  auditAction: 'lead.export',
  count: countLeads,
  rows: streamLeads,
});
