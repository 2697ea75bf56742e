/**
 * The careers page's two filters, job categories and work places: tables of the same shape (an
 * id, a Chinese name, a position, a published flag) with their translations' tables, read and
 * written by the same code under these column names.
 */
export type NamedTable = 'job_category' | 'work_place';

export const NAMED_COLUMNS = {
  job_category: { id: 'job_category_id', name: 'job_category_name', translations: 'job_category_i18n' },
  work_place: { id: 'work_place_id', name: 'work_place_name', translations: 'work_place_i18n' },
} as const satisfies Record<NamedTable, { id: string; name: string; translations: string }>;
