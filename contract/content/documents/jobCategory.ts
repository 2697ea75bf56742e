/** A job category of the careers page's filter (Chinese only, as careers are). */
export interface JobCategoryDocument {
  name: string;
  sort: number;
}
