import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { isDeepStrictEqual } from 'node:util';
import { toApiLanguage } from '../../../contract/language';
import { INLINE_SCRIPT_HASHES_FILE, type InlineScriptHashes } from '../../../contract/inlineScriptHashes';
import { ROUTES, localizedPath, type SiteLanguage } from '../../../contract/siteRoutes';
import { finishPage } from '../../../site/gatsby/finishBuiltPages';
import { findArticle } from '../../content/articles/articles';
import type { Database } from '../../db/schema';
import { casePageDataNow, type CaseNow, type CasePageData } from './casePageData';
import { casesChangedSince, type CaseText } from './changedCaseTexts';
import { readReleaseContentPoint } from './contentPoint';
import { keptRenderer } from './keptRenderer';
import { addOverlay, hasOverlay } from './quickOverlays';
import { renderPages } from './renderPages';

/** What a quick release laid over a release: the pages it serves newer than the release's build. */
export interface QuickReleaseResult {
  /** The overlay's number in its release. */
  overlay: number;
  pages: string[];
  ms: number;
}

/**
 * Lays the case pages whose text changed since `releaseDir`'s build over it, rendered as that
 * build would render them now (its kept renderer, its assets, slices and static queries), within
 * about a second, while the full build that will hold them is queued as always. A case edited in
 * text only is such a page, and so are its neighbours, which show its title; a page whose other
 * data changed, a new or removed case and every list showing the title wait for the full build.
 * Each overlay holds every such page since the build, so the newest one is all that is served.
 * Answers null when there is nothing to lay (none changed, none was laid before) or the release
 * cannot have one (built before quick releases, without the content point or the renderer).
 */
export async function quickRelease(db: Kysely<Database>, releaseDir: string): Promise<QuickReleaseResult | null> {
  const started = performance.now();
  const [point, renderer] = await Promise.all([readReleaseContentPoint(releaseDir), keptRenderer(releaseDir)]);
  if (point === null || !renderer) return null;
  const pages = await pagesToRender(db, releaseDir, await casesChangedSince(db, point));
  if (pages.length === 0 && !(await hasOverlay(releaseDir))) return null;
  const overlay = await addOverlay(releaseDir, async (dir) => {
    if (pages.length === 0) return;
    const workDir = path.join(dir, '.render');
    await fs.mkdir(workDir);
    await renderPages({ releaseDir, renderer, workDir, outDir: dir, pages });
    await fs.rm(workDir, { recursive: true });
    const hashes: InlineScriptHashes = {};
    for (const { pagePath, pageData } of pages) {
      const page = `${pagePath.slice(1)}/index.html`;
      const listed = finishPage(path.join(dir, page));
      if (listed.length > 0) hashes[page] = listed;
      const dataFile = path.join(dir, pageDataFile(pagePath));
      await fs.mkdir(path.dirname(dataFile), { recursive: true });
      await fs.writeFile(dataFile, JSON.stringify(pageData));
    }
    await fs.writeFile(path.join(dir, INLINE_SCRIPT_HASHES_FILE), JSON.stringify(hashes));
  });
  return { overlay, pages: pages.map((page) => page.pagePath), ms: Math.round(performance.now() - started) };
}

/** A page's data file in a release, as Gatsby names it. */
const pageDataFile = (pagePath: string) => `page-data${pagePath}/page-data.json`;

/** The changed cases' pages and their neighbours' whose data differs from the release's only in text, with that data. */
async function pagesToRender(db: Kysely<Database>, releaseDir: string, changed: CaseText[]) {
  const keyOf = ({ articleId, language }: CaseText) => `${language} ${articleId}`;
  const candidates = new Map<string, CaseText>();
  const add = (text: CaseText) => candidates.set(keyOf(text), text);
  const known = new Map<string, CaseNow | null>();
  const caseNow = async (text: CaseText) => {
    if (!known.has(keyOf(text))) known.set(keyOf(text), await readCaseNow(db, text.articleId, text.language));
    return known.get(keyOf(text))!;
  };
  for (const text of changed) {
    add(text);
    const now = await caseNow(text);
    for (const neighbour of [now?.previous, now?.next]) {
      if (neighbour) add({ articleId: neighbour.articleId, language: text.language });
    }
  }
  const pages: Array<{ pagePath: string; pageData: CasePageData }> = [];
  for (const text of candidates.values()) {
    const pagePath = localizedPath(`${ROUTES.caseDetails}/${text.articleId}`, text.language);
    const built = await fs.readFile(path.join(releaseDir, pageDataFile(pagePath)), 'utf8').catch(() => null);
    const now = await caseNow(text);
    if (built === null || !now) continue;
    const builtData = JSON.parse(built) as CasePageData;
    const pageData = casePageDataNow(builtData, now);
    if (pageData && !isDeepStrictEqual(pageData, builtData)) pages.push({ pagePath, pageData });
  }
  return pages;
}

/** The case as the open API answers it now, with its text's time; null when it is not published in that language. */
async function readCaseNow(db: Kysely<Database>, articleId: number, language: SiteLanguage): Promise<CaseNow | null> {
  const apiLanguage = toApiLanguage(language);
  const details = await findArticle(db, articleId, apiLanguage);
  if (!details) return null;
  const text = await db
    .selectFrom('article_i18n')
    .select('updated_at')
    .where('article_id', '=', articleId)
    .where('language', '=', apiLanguage)
    .executeTakeFirstOrThrow();
  return { ...details, updateTime: text.updated_at };
}
