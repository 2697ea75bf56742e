import { formatCompanyTime } from '../../contract/companyTime';
import type { ApiLanguage } from '../../contract/language';

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

const LABELS: Record<ApiLanguage, { company: string; industry: string; province: string; due: string }> = {
  zh: { company: '公司', industry: '行业', province: '地区', due: '承诺联系时间' },
  en: { company: 'Company', industry: 'Industry', province: 'Region', due: 'Promised contact by' },
};

/** The subject and lines of a notice about a lead: the facts sales decide by, and when it is due. */
export function composeLeadNotice(
  reason: LeadNoticeReason,
  lead: LeadSummary,
  language: ApiLanguage,
  timeZone: string,
): { subject: string; text: string } {
  const labels = LABELS[language];
  const lines = [
    lead.companyName && `${labels.company}: ${lead.companyName}`,
    lead.industry && `${labels.industry}: ${lead.industry}`,
    lead.province && `${labels.province}: ${lead.province}`,
    `${labels.due}: ${formatCompanyTime(new Date(lead.responseDueAt), timeZone)}`,
  ].filter(Boolean);
  return { subject: `${SUBJECTS[language][reason]} #${lead.customersId}`, text: lines.join('\n') };
}

/** The lead's page in the back office (as the mail about a new lead links it). */
export const leadLink = (publicUrl: string, customersId: number) => `${publicUrl}/admin/leads/${customersId}`;
