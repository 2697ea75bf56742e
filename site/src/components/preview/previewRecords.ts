import { ADMIN_API_BASE_PATH } from '../../../../contract/adminApi';
import type { ArticleDocument } from '../../../../contract/content/documents/article';
import type { CategoryDocument } from '../../../../contract/content/documents/category';
import type { ContentKind } from '../../../../contract/content/kinds';
import type { ContentRecord } from '../../../../contract/content/protocol';
import type { ApiLanguage } from '../../../../contract/language';
import type { StoredFileSummary } from '../../../../contract/media/storedFile';
import { CMS_ORIGIN } from '../../runtime/cmsOrigin';

/** Why a working copy could not be read: no staff session (or a role that may not edit it), no such item, anything else. */
export type PreviewRefusal = 'signIn' | 'notFound' | 'failed';

export type Fetched<T> = { status: 'ready'; record: T } | { status: PreviewRefusal };

/**
 * An answer of the back office's API, with the staff session's cookie: the CMS serves this page
 * beside the back office, so the call is same-origin and needs no CORS. Never cached: the preview
 * reloads after each save to show it.
 */
async function fetchBackOffice<T>(path: string): Promise<Fetched<T>> {
  let response: Response;
  try {
    response = await fetch(`${CMS_ORIGIN}${ADMIN_API_BASE_PATH}/${path}`, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
  } catch {
    return { status: 'failed' };
  }
  if (response.status === 401 || response.status === 403) return { status: 'signIn' };
  if (response.status === 404) return { status: 'notFound' };
  if (!response.ok) return { status: 'failed' };
  try {
    return { status: 'ready', record: (await response.json()) as T };
  } catch {
    return { status: 'failed' };
  }
}

/** An item's working copy from the back office's API. */
export function fetchWorkingCopy<Document>(kind: ContentKind, id: number): Promise<Fetched<ContentRecord<Document>>> {
  return fetchBackOffice<ContentRecord<Document>>(`content/${kind}/${id}`);
}

/**
 * The working copy of an item another names (an article's category, a job's work place): one
 * missing is a fault of the naming item's data, not an unknown item.
 */
export async function fetchNamedWorkingCopy<Document>(kind: ContentKind, id: number): Promise<Fetched<ContentRecord<Document>>> {
  const named = await fetchWorkingCopy<Document>(kind, id);
  return named.status === 'notFound' ? { status: 'failed' } : named;
}

/**
 * An article's working copy, its category's (the category decides which page shows the article,
 * and names it) and the file each language's version attaches.
 */
export interface ArticleWorkingCopy {
  article: ContentRecord<ArticleDocument>;
  category: ContentRecord<CategoryDocument>;
  files: Partial<Record<ApiLanguage, StoredFileSummary>>;
}

export async function fetchArticleWorkingCopy(id: number): Promise<Fetched<ArticleWorkingCopy>> {
  const article = await fetchWorkingCopy<ArticleDocument>('articles', id);
  if (article.status !== 'ready') return article;
  const category = await fetchNamedWorkingCopy<CategoryDocument>('categories', article.record.document.categoryId);
  if (category.status !== 'ready') return category;
  const files: ArticleWorkingCopy['files'] = {};
  for (const [language, text] of Object.entries(article.record.document.texts) as Array<[ApiLanguage, ArticleDocument['texts'][ApiLanguage]]>) {
    if (!text || text.fileId === null) continue;
    const file = await fetchBackOffice<StoredFileSummary>(`stored-files/${text.fileId}`);
    // The article names the file: one missing is a fault of its data, not an unknown article.
    if (file.status !== 'ready') return file.status === 'notFound' ? { status: 'failed' } : file;
    files[language] = file.record;
  }
  return { status: 'ready', record: { article: article.record, category: category.record, files } };
}
