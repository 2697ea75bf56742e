import type { ContentFormShape } from '../contentFormShape';

/** A friendly link is written in the one language whose footer holds it. */
export const FRIENDLY_LINK_SHAPE: ContentFormShape = { translated: null, emptyLanguage: null, htmlFields: [] };
