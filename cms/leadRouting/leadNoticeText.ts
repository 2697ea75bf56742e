import { formatCompanyTime } from '../../contract/companyTime';
import type { ApiLanguage } from '../../contract/language';
import { FIELD_LABELS } from '../notifications/composeNotification';

/** What a staff notice about a lead names: never the visitor's name, phone or address beyond the province. */
export interface LeadSummary {
  customersId: number;
  companyName: string;
  industry: string;
  province: string | undefined;
  responseDueAt: string;
}

export type LeadNoticeReason = 'assigned' | 'reminder' | 'escalation';

const SUBJECTS: Record<ApiLanguage, Record<LeadNoticeReason, string>> = {
  zh: { assigned: '新线索已分配给你', reminder: '线索仍待联系', escalation: '线索超时未联系' },
  en: { assigned: 'A new lead is yours', reminder: 'A lead still waits for contact', escalation: 'A lead was not contacted in time' },
};

/** The lead's fields are labelled as in the mail about it (FIELD_LABELS); only the promise is new. */
const DUE_LABEL: Record<ApiLanguage, string> = { zh: '承诺联系时间', en: 'Promised contact by' };

/** The subject and lines of a notice about a lead: the facts sales decide by, and when it is due. */
export function composeLeadNotice(
  reason: LeadNoticeReason,
  lead: LeadSummary,
  language: ApiLanguage,
  timeZone: string,
): { subject: string; text: string } {
  const labels = FIELD_LABELS[language];
  const lines = [
    lead.companyName && `${labels.companyName}: ${lead.companyName}`,
    lead.industry && `${labels.industry}: ${lead.industry}`,
    lead.province && `${labels.customersAddress}: ${lead.province}`,
    `${DUE_LABEL[language]}: ${formatCompanyTime(new Date(lead.responseDueAt), timeZone)}`,
  ].filter(Boolean);
  return { subject: `${SUBJECTS[language][reason]} #${lead.customersId}`, text: lines.join('\n') };
}
