import type { ContentFormShape } from '../contentFormShape';

/** A job is written in Chinese only; its duties and requirements are HTML. */
export const JOB_SHAPE: ContentFormShape = { translated: null, emptyLanguage: null, htmlFields: ['duties', 'requirements'] };
