import type { Translated } from '../protocol';

/**
 * A city jobs are in, the careers page's other filter. Its Chinese name is required, the English
 * one optional: without it the place and its jobs are hidden on the English site.
 */
export interface WorkPlaceDocument {
  names: Translated<string>;
  sort: number;
}
