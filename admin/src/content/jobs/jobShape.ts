import type { JobText } from '../../../../contract/content/documents/job';
import type { ContentFormShape } from '../contentFormShape';

const emptyText: JobText = { post: '', place: '', duties: '', requirements: '' };

/** A job's languages are its `texts`, the Chinese one required; its duties and requirements are HTML. */
export const JOB_SHAPE: ContentFormShape = { translated: 'texts', emptyLanguage: emptyText, requiredLanguages: ['zh'], htmlFields: ['duties', 'requirements'] };
