/** What a customer's person said of the company, in one language (`internal/customerReviews`). */
export interface CustomerReview {
  reviewId: number;
  quote: string;
  personName: string;
  personRole: string;
  company: string;
  industry: string;
  /** The case (article) the review speaks of, if any. */
  caseId: number | null;
}
