import type { Translated } from '../protocol';

export interface CustomerReviewText {
  quote: string;
  personName: string;
  personRole: string;
  company: string;
  industry: string;
}

/** What a customer's person said of the company. */
export interface CustomerReviewDocument {
  /** The case (an article) it speaks of, if any. */
  caseId: number | null;
  sort: number;
  texts: Translated<CustomerReviewText>;
}
