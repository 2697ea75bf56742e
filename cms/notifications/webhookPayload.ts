import type { SubmissionNotice } from './composeNotification';

/** The one event delivered today. */
export const LEAD_CREATED = 'lead.created';

/**
 * A new lead as a CRM receives it: `{type, timestamp, data}` as Standard Webhooks suggests, the
 * data being the lead's id and its fields as submitted, with the visitor's language and the page
 * it was sent from (`source`). Written once, so every attempt sends the same bytes.
 */
export function composeLeadCreated(notice: SubmissionNotice, createdAt: string): string {
  return JSON.stringify({ type: LEAD_CREATED, timestamp: createdAt, data: { id: notice.submissionId, ...notice.fields } });
}
