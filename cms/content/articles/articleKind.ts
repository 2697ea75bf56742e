import * as v from 'valibot';
import type { ArticleDocument } from '../../../contract/content/documents/article';
import type { BackOfficeMessageKey } from '../../../contract/messages/cmsMessages';
import { CmsError } from '../../http/cmsError';
import { listArticleRecords, loadArticleRecord } from './articleRecords';
import { deleteArticle, insertArticle, updateArticle, type ArticleWrite } from './articleWrites';
import { findCategoryPlace } from '../categories/categoryRecords';
import { findStoredFile } from '../../downloads/storedFiles';
import { countExistingTags } from '../tags/tagRecords';
import { sanitizeContentHtml } from '../sanitizeContentHtml';
import { publishedFlagOf } from '../publishedFlag';
import type { ContentKindDefinition } from '../contentKind';
import { referenceId, sortField, textLine } from '../documentFields';
import { missingIn, presentTexts, titlesOf, translated } from '../translatedTexts';
import { filterNumber, filterSearch, orderOf, pageOf, parseFilter } from '../kinds/listQuery';

const invalid = 'contentFieldInvalid' satisfies BackOfficeMessageKey;

/** The body of an article: sanitised on every write, so what is stored is what may be rendered. */
const articleBody = v.pipe(v.string(invalid), v.maxLength(500_000, 'contentTextTooLong' satisfies BackOfficeMessageKey), v.transform(sanitizeContentHtml));

const articleText = v.object({
  title: textLine(200),
  summary: v.pipe(v.string(invalid), v.trim(), v.maxLength(2000, 'contentTextTooLong' satisfies BackOfficeMessageKey)),
  content: articleBody,
  // Left out by a client written before files were per language: no file, never another language's.
  fileId: v.optional(v.nullable(referenceId), null),
});

/** A root-relative address on the site (`/media/…`), or none. */
const thumbnail = v.pipe(v.string(invalid), v.trim(), v.maxLength(500, invalid), v.regex(/^$|^\/(?!\/)[^\s"'<>\\]*$/, invalid));

const schema = v.object({
  categoryId: referenceId,
  thumbnail,
  publishTime: v.pipe(v.string(invalid), v.isoDate(invalid)),
  sort: sortField,
  tagIds: v.pipe(v.array(referenceId, invalid), v.maxLength(100, invalid), v.transform((ids) => [...new Set(ids)].sort((a, b) => a - b))),
  texts: translated(articleText),
});

const filterSchema = v.strictObject({
  classifyType: v.optional(filterNumber),
  categoryId: v.optional(filterNumber),
  q: v.optional(filterSearch),
});

const toWrite = (document: ArticleDocument): ArticleWrite => ({
  classifyId: document.categoryId,
  thumbnail: document.thumbnail,
  publishTime: document.publishTime,
  sort: document.sort,
  texts: presentTexts(document.texts),
  tagIds: document.tagIds,
});

/**
 * Articles (`article`, `article_i18n`, `article_tag`) of every listed type: cases, news,
 * certificates, investor items, brochures; the type is its category's.
 */
export const articlesKind: ContentKindDefinition<ArticleDocument> = {
  kind: 'articles',
  roles: ['editor'],
  schema,
  translatedTexts: (document) => document.texts,
  missingLanguages: (document) => missingIn(document.texts),
  titles: (document) => titlesOf(document.texts, (text) => text.title),
  async list(db, query) {
    const filter = parseFilter(filterSchema, query.filter);
    return listArticleRecords(db, {
      ...pageOf(query),
      orderBy: orderOf(['id', 'sort'], query),
      classifyType: filter.classifyType,
      categoryId: filter.categoryId,
      q: filter.q,
    });
  },
  async load(db, id) {
    const record = await loadArticleRecord(db, id);
    if (!record) return null;
    const { published, classifyId, ...document } = record;
    return { published, document: { categoryId: classifyId, ...document } };
  },
  async check(db, document) {
    if (!(await findCategoryPlace(db, document.categoryId))) throw new CmsError(400, 'contentCategoryMissing', { field: 'categoryId' });
    if ((await countExistingTags(db, document.tagIds)) !== document.tagIds.length) throw new CmsError(400, 'contentTagMissing', { field: 'tagIds' });
    for (const [language, text] of Object.entries(document.texts)) {
      if (text && text.fileId !== null && !(await findStoredFile(db, text.fileId))) throw new CmsError(400, 'contentFieldInvalid', { field: `texts.${language}.fileId` });
    }
  },
  create: (db, document) => insertArticle(db, toWrite(document), { published: false }),
  async apply(db, id, document) {
    await updateArticle(db, id, toWrite(document));
  },
  setPublished: publishedFlagOf('article'),
  remove: deleteArticle,
};
