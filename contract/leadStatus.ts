import type { ApiLanguage } from './language';

/** The sales pipeline a lead goes through. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The pipeline's steps in order; a lead that reached one passed those before it (the dashboard's funnel). */
export const PIPELINE_STEPS = ['new', 'contacted', 'qualified', 'won'] as const satisfies readonly LeadStatus[];
export type PipelineStep = (typeof PIPELINE_STEPS)[number];

/**
 * Where a lead may go from each status: forward through the pipeline, or out of it as lost or
 * spam from any open status. Won and lost are final; a lead marked spam by mistake goes back to new.
 */
const NEXT: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['contacted', 'lost', 'spam'],
  contacted: ['qualified', 'lost', 'spam'],
  qualified: ['won', 'lost', 'spam'],
  won: [],
  lost: [],
  spam: ['new'],
};

export const canMoveLead = (from: LeadStatus, to: LeadStatus): boolean => NEXT[from].includes(to);

/** What staff call each status, on screen and in exports. */
export const LEAD_STATUS_LABELS = {
  zh: { new: '新线索', contacted: '已联系', qualified: '已确认', won: '已成交', lost: '已流失', spam: '垃圾信息' },
  en: { new: 'New', contacted: 'Contacted', qualified: 'Qualified', won: 'Won', lost: 'Lost', spam: 'Spam' },
} satisfies Record<ApiLanguage, Record<LeadStatus, string>>;
