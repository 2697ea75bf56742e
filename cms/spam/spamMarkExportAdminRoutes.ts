import { SPAM_MARK_EXPORT } from './spamMarkExportDefinition';
import { countSpamMarks, streamSpamMarks } from './spamMarks';
import { inboxExportRoutes } from '../exports/inboxExport';
import { spamMarkFilter } from '../exports/inboxFilter';

/** Sales' Spam / Not spam marks as CSV or XLSX, to tune the signals' weights against. */
export default inboxExportRoutes({
  path: '/spam-marks/export',
  filter: spamMarkFilter,
  definition: SPAM_MARK_EXPORT,
  auditAction: 'spamMark.export',
  count: countSpamMarks,
  rows: streamSpamMarks,
});
