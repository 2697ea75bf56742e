import { articleRowSchema, type ArticleRowItem } from '../../../contract/validation/contentExport';
import type { ApiLanguage } from '../../../contract/language';
import { insertArticle, updateArticle, type ArticleText, type ArticleWrite } from '../../content/articles/articleWrites';
import { sanitizeContentHtml } from '../../content/sanitizeContentHtml';
import { storedFileId } from '../../downloads/storedFileWrites';
import type { StoredDocument } from '../importedMedia';
import type { ImportKind } from '../importKind';
import { Refusal } from '../refusal';
import { byLanguage, bySourceId, mergeVersions, versionsOf } from '../languageVersions';

/** A language's version as the source answers it: its attached file is the source's address. */
type SourceText = Omit<ArticleText, 'fileId'> & { file: string | null };
/** A language's version once its file is stored, before its `stored_file` row is found or written. */
type PreparedText = Omit<ArticleText, 'fileId'> & { file: StoredDocument | null };

interface ArticleItem<Text = SourceText> {
  classifyId: number;
  thumbnail: string;
  publishTime: string;
  tagIds: number[];
  texts: Partial<Record<ApiLanguage, Text>>;
}

type PreparedArticle = ArticleItem<PreparedText>;

/** What an article is in every language (its attached file is each language's own): a version disagreeing on any of it is refused. */
const neutral = (row: ArticleRowItem) => ({
  articleThumbnail: row.articleThumbnail,
  classifyId: row.classifyId,
  publishTime: row.publishTime,
  tagIds: [...row.tagIds].sort((a, b) => a - b),
});

const languageEntries = <Text>(texts: Partial<Record<ApiLanguage, Text>>) => Object.entries(texts) as Array<[ApiLanguage, Text]>;

/**
 * `article/list` rows with their `articleDetails`: cases, news, certificates, investor documents,
 * brochures. Imported in the order of their source ids, so articles published the same day keep
 * their order in the lists (newest id first).
 */
export const articles: ImportKind<ArticleItem, PreparedArticle, ArticleWrite> = {
  kind: 'article',
  contentKind: 'articles',
  collect: (file) =>
    versionsOf(file, (section) => section['article/list'], articleRowSchema, (row) => row.articleId, 'articleId')
      .sort(bySourceId)
      .map((entry) =>
        mergeVersions(
          entry,
          'article',
          (row) => `"${row.articleTitle}"`,
          neutral,
          (versions) => ({
            classifyId: versions[0]!.item.classifyId,
            publishTime: versions[0]!.item.publishTime,
            tagIds: neutral(versions[0]!.item).tagIds,
            thumbnail: versions[0]!.item.articleThumbnail,
            texts: byLanguage(versions, (row) => ({
              title: row.articleTitle,
              summary: row.articleSummary,
              content: sanitizeContentHtml(row.articleDetails.articleContent),
              file: row.fileUrl,
            })),
          }),
        ),
      ),
  prepare: async (article, media) => {
    const texts: PreparedArticle['texts'] = {};
    for (const [language, { file, ...text }] of languageEntries(article.texts)) {
      texts[language] = { ...text, file: file === null ? null : await media.document('fileUrl', file) };
    }
    return { ...article, thumbnail: await media.image('articleThumbnail', article.thumbnail), texts };
  },
  async resolve(db, article, localIdOf) {
    const classifyId = localIdOf('category', article.classifyId);
    if (classifyId === undefined) throw new Refusal(`its category ${article.classifyId} was not imported`);
    const tagIds = article.tagIds.map((tagId) => {
      const local = localIdOf('tag', tagId);
      if (local === undefined) throw new Refusal(`its tag ${tagId} was not imported`);
      return local;
    });
    const texts: ArticleWrite['texts'] = {};
    for (const [language, { file, ...text }] of languageEntries(article.texts)) {
      texts[language] = { ...text, fileId: file === null ? null : await storedFileId(db, { ...file, createdAt: new Date().toISOString() }) };
    }
    return {
      classifyId,
      thumbnail: article.thumbnail,
      publishTime: article.publishTime,
      sort: 0,
      texts,
      tagIds: tagIds.sort((a, b) => a - b),
    };
  },
  insert: insertArticle,
  update: updateArticle,
};
