import type { ContentFormShape } from '../contentFormShape';

/** A job category or work place is a Chinese name and a position. */
export const JOB_FACET_SHAPE: ContentFormShape = { translated: null, emptyLanguage: null, htmlFields: [] };
