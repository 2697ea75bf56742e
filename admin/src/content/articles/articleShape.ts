import type { ArticleText } from '../../../../contract/content/documents/article';
import type { ContentFormShape } from '../contentFormShape';

const emptyText: ArticleText = { title: '', summary: '', content: '', fileId: null };

/** An article's languages are its `texts`; its body is HTML. */
export const ARTICLE_SHAPE: ContentFormShape = { translated: 'texts', emptyLanguage: emptyText, htmlFields: ['content'] };
