import type { Translated } from '../protocol';

/**
 * A job category of the careers page's filter. Its Chinese name is required, the English one
 * optional: without it the category and its jobs are hidden on the English site.
 */
export interface JobCategoryDocument {
  names: Translated<string>;
  sort: number;
}
