import type { Kysely } from 'kysely';
import { CLASSIFY_TYPES } from '../../../contract/entities/classify';
import { toApiLanguage, toSiteLanguage } from '../../../contract/language';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import type { Database } from '../../db/schema';

/** A published case's text in one language. */
export interface CaseText {
  articleId: number;
  language: SiteLanguage;
}

/**
 * The published cases whose text in a language was written after `point` (contentPoint.ts), in
 * no order. Texts, articles and tags all raise the time (migration 013): what changed beyond the
 * text is told by comparing the page's data (casePageData.ts).
 */
export async function casesChangedSince(db: Kysely<Database>, point: string): Promise<CaseText[]> {
  const rows = await db
    .selectFrom('article_i18n as t')
    .innerJoin('article as a', 'a.article_id', 't.article_id')
    .innerJoin('classify as c', 'c.classify_id', 'a.classify_id')
    .select(['t.article_id', 't.language'])
    .where('t.updated_at', '>', point)
    .where('a.published', '=', 1)
    .where('c.classify_type', '=', CLASSIFY_TYPES.cases)
    .execute();
  return rows.map((row) => ({ articleId: row.article_id, language: toSiteLanguage(toApiLanguage(row.language)) }));
}
