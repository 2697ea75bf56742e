import { articleRowSchema, type ArticleRowItem } from '../../../contract/validation/contentExport';
import type { ApiLanguage } from '../../../contract/language';
import { insertArticle, updateArticle, type ArticleText, type ArticleWrite } from '../../repositories/articleWrites';
import { sanitizeContentHtml } from '../../content/sanitizeContentHtml';
import { storedFileId } from '../../repositories/storedFileWrites';
import type { StoredDocument } from '../importedMedia';
import type { ImportKind } from '../importKind';
import { Refusal } from '../refusal';
import { byLanguage, bySourceId, mergeVersions, versionsOf } from '../languageVersions';

interface ArticleItem {
  classifyId: number;
  thumbnail: string;
  file: string | null;
  publishTime: string;
  tagIds: number[];
  texts: Partial<Record<ApiLanguage, ArticleText>>;
}

type PreparedArticle = Omit<ArticleItem, 'thumbnail' | 'file'> & { thumbnail: string; file: StoredDocument | null };

/** What an article is in every language: a version disagreeing on any of it is refused. */
const neutral = (row: ArticleRowItem) => ({
  articleThumbnail: row.articleThumbnail,
  classifyId: row.classifyId,
  publishTime: row.publishTime,
  fileUrl: row.fileUrl,
  tagIds: [...row.tagIds].sort((a, b) => a - b),
});

/**
 * `article/list` rows with their `articleDetails`: cases, news, certificates, investor documents,
 * brochures. Imported in the order of their source ids, so articles published the same day keep
 * their order in the lists (newest id first).
 */
export const articles: ImportKind<ArticleItem, PreparedArticle, ArticleWrite> = {
  kind: 'article',
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
            file: versions[0]!.item.fileUrl,
            texts: byLanguage(versions, (row) => ({
              title: row.articleTitle,
              summary: row.articleSummary,
              content: sanitizeContentHtml(row.articleDetails.articleContent),
            })),
          }),
        ),
      ),
  prepare: async (article, media) => ({
    ...article,
    thumbnail: await media.image('articleThumbnail', article.thumbnail),
    file: article.file === null ? null : await media.document('fileUrl', article.file),
  }),
  async resolve(db, article, localIdOf) {
    const classifyId = localIdOf('category', article.classifyId);
    if (classifyId === undefined) throw new Refusal(`its category ${article.classifyId} was not imported`);
    const tagIds = article.tagIds.map((tagId) => {
      const local = localIdOf('tag', tagId);
      if (local === undefined) throw new Refusal(`its tag ${tagId} was not imported`);
      return local;
    });
    return {
      classifyId,
      thumbnail: article.thumbnail,
      fileId: article.file === null ? null : await storedFileId(db, { ...article.file, createdAt: new Date().toISOString() }),
      publishTime: article.publishTime,
      sort: 0,
      texts: article.texts,
      tagIds: tagIds.sort((a, b) => a - b),
    };
  },
  insert: insertArticle,
  update: updateArticle,
};
