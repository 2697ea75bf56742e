import type { ContentFormShape } from '../contentFormShape';

/** A job category's or work place's languages are its `names`, plain text, the Chinese one required. */
export const JOB_FACET_SHAPE: ContentFormShape = { translated: 'names', emptyLanguage: '', requiredLanguages: ['zh'], htmlFields: [] };
