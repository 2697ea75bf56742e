/** A city jobs are in, the careers page's other filter (Chinese only, as careers are). */
export interface WorkPlaceDocument {
  name: string;
  sort: number;
}
