import { canMoveLead, LEAD_STATUSES, type LeadStatus } from '../../../contract/leadStatus';

/** Every status, for the list's filter; names are message keys react-admin translates. */
export const LEAD_STATUS_CHOICES = LEAD_STATUSES.map((status) => ({ id: status, name: `app.leadStatus.${status}` }));

/** The statuses a lead may be given from where it is: the server's own pipeline rule. */
export const nextLeadStatusChoices = (current: LeadStatus) =>
  LEAD_STATUS_CHOICES.filter(({ id }) => id === current || canMoveLead(current, id));

