import type { ProductText } from '../../../../contract/content/documents/product';
import type { ContentFormShape } from '../contentFormShape';

const emptyText: ProductText = { title: '', description: '', content: '', group: '', highlights: [] };

/** A product's languages are its `texts`; its detail section is HTML. */
export const PRODUCT_SHAPE: ContentFormShape = { translated: 'texts', emptyLanguage: emptyText, htmlFields: ['content'] };
