/** The sales pipeline a lead goes through. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

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
