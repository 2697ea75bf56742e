/**
 * Shared pieces of the end-to-end tests: the seed content read from the CMS's open API, a page
 * visit that records console errors, and small DOM helpers. Selectors rely on ARIA roles,
 * accessible names, ids and `data-anchor`, never on the (hashed) CSS-module class names.
 */
import { type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Response } from 'playwright-core';
import { API_BASE_PATH, CASE_PAGE_SIZE } from '../../contract/api';
import type { ArticleDetails, ArticleListItem } from '../../contract/entities/article';
import type { ClassifyNode } from '../../contract/entities/classify';
import type { JobListItem } from '../../contract/entities/job';
import { englishCareersOn } from '../../contract/entities/site';
import type { SiteLanguage } from '../../contract/siteRoutes';
import { siteSettings } from '../../seed/content/siteSettings';

export const apiLanguage = (language: SiteLanguage) => (language === 'en-US' ? 'en' : 'zh');

/**
 * Whether the site the end-to-end setup built shows careers in English: the demo content's
 * setting, off as SPEC describes the site (publishing.test.ts builds it with the setting on).
 */
export const BUILT_WITH_ENGLISH_CAREERS = englishCareersOn({ englishCareers: siteSettings.englishCareers?.zh });

/** A served page's robots meta that keeps it out of search engines. */
export const NOINDEX = /<meta name="robots" content="noindex"/;

/** The HTML as a page's text reads (the few entities React writes into attributes and text). */
export const unescapeHtml = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

/** The hreflang alternates a page's head names, by language. */
export const hreflangAlternates = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((match) => match[1]);

/** GET an open API call of the CMS under test and answer its JSON envelope. */
export async function api<T>(origin: string, call: string, query: Record<string, string | number> = {}): Promise<T> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await fetch(`${origin}${API_BASE_PATH}/${call}?${search}`);
  if (!response.ok) throw new Error(`GET ${call}?${search} answered ${response.status}`);
  const body = (await response.json()) as T & { code: number; msg: string };
  if (body.code !== 0) throw new Error(`GET ${call}?${search} answered code ${body.code}: ${body.msg}`);
  return body;
}

/** The case tree's root (the All entry, outLink AllCase); its children are the categories. */
export async function caseRoot(origin: string, language: SiteLanguage = 'zh-CN'): Promise<ClassifyNode> {
  const { data } = await api<{ data: ClassifyNode[] }>(origin, 'classify/treeData', { classifyType: 0, language: apiLanguage(language) });
  const [root] = data;
  if (!root) throw new Error('classify/treeData?classifyType=0 answered no root');
  return root;
}

/** Every case of the root, in the CMS's order, fetched page by page at the site's page size. */
export async function allCases(origin: string, language: SiteLanguage = 'zh-CN'): Promise<ArticleListItem[][]> {
  const root = await caseRoot(origin, language);
  const pages: ArticleListItem[][] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const { rows, total } = await api<{ rows: ArticleListItem[]; total: number }>(origin, 'article/list', {
      classifyId: root.classifyId, pageNum, pageSize: CASE_PAGE_SIZE, language: apiLanguage(language),
    });
    if (rows.length > 0) pages.push(rows);
    if (rows.length === 0 || pages.flat().length >= total) return pages;
  }
}

export async function articleDetails(origin: string, articleId: number, language: SiteLanguage = 'zh-CN'): Promise<ArticleDetails> {
  return (await api<{ data: ArticleDetails }>(origin, `articleDetails/${articleId}`, { language: apiLanguage(language) })).data;
}

/** The first job listed in `language` (an English job has an English text). */
export async function firstJob(origin: string, language: SiteLanguage = 'zh-CN'): Promise<JobListItem> {
  const { rows } = await api<{ rows: JobListItem[] }>(origin, 'job/list', { pageNum: 1, pageSize: 10, language: apiLanguage(language) });
  if (!rows[0]) throw new Error('job/list answered no job');
  return rows[0];
}

/**
 * What a page reported while it was open: console errors and uncaught exceptions. The browser's
 * own `/favicon.ico` request is left out: whether it lands before the page closes is a matter of
 * timing, so routes.test.ts checks the icon once, deterministically, instead.
 */
export function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    if (/\/favicon\.ico$/.test(where) && /Failed to load resource/.test(message.text())) return;
    errors.push(`console.error: ${message.text()}${where ? ` (at ${where})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

export interface Visit {
  context: BrowserContext;
  page: Page;
  response: Response | null;
  errors: string[];
  close(): Promise<void>;
}

/**
 * Opens `url` in a fresh context (nothing stored: no language choice leaks between visits),
 * waits for the network to settle so hydration and run-time fetches are done.
 */
export async function visit(browser: Browser, url: string, options: BrowserContextOptions = {}): Promise<Visit> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors = recordErrors(page);
  const response = await page.goto(url, { waitUntil: 'load' });
  // Without JavaScript nothing runs after load (and requestAnimationFrame never answers).
  if (options.javaScriptEnabled !== false) await settle(page);
  return { context, page, response, errors, close: () => context.close() };
}

/** Network idle, then a frame, so effects that ran after the last response have painted. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Text of every h1 in the document, trimmed. */
export async function headings(page: Page): Promise<string[]> {
  return page.locator('h1').evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

/** The visible text a browser without JavaScript would show: tags dropped, entities decoded. */
export function textOfHtml(html: string): string {
  return decodeEntities(
    html
      .replace(/<script[\s\S]*?<\/script>/gi, ' ')
      .replace(/<style[\s\S]*?<\/style>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** Whitespace-collapsed text of an HTML fragment, as a browser would show it. */
export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Ids of the case articles a page links to, in document order, each once (`?id=N` or `/N`). */
export async function linkedCaseIds(page: Page): Promise<number[]> {
  const hrefs = await page
    .locator('main a[href*="/caseDetails"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const ids: number[] = [];
  for (const href of hrefs) {
    const match = /\/caseDetails(?:\/|\?(?:.*&)?id=)(\d+)/.exec(href);
    if (match && !ids.includes(Number(match[1]))) ids.push(Number(match[1]));
  }
  return ids;
}

/** True when the element's box overlaps the viewport. */
export async function isInViewport(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => {
    const element = document.querySelector(target);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
  }, selector);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The consent box's label in the forms visitors submit, in each language. */
export const CONSENT = { zh: '我已阅读并同意《隐私政策》', en: 'I have read and agree to the Privacy Notice' } as const;

/** Fills the consult dialog in Chinese with a valid lead of `company`, consent given; the caller confirms. */
export async function fillConsultDialog(dialog: Locator, company: string): Promise<void> {
  await dialog.getByRole('textbox', { name: /联系人/ }).fill('王工');
  await dialog.getByRole('textbox', { name: /联系电话/ }).fill('13912345678');
  await dialog.getByRole('textbox', { name: /公司名称/ }).fill(company);
  await dialog.getByRole('textbox', { name: /所属行业/ }).fill('新能源');
  await dialog.getByRole('button', { name: /所在城市/ }).click();
  await dialog.getByRole('combobox', { name: '搜索地区' }).fill('南山');
  await dialog.getByRole('option', { name: /广东省.*深圳市.*南山区/ }).first().click();
  await dialog.getByRole('textbox', { name: /需求描述/ }).fill('电芯成品库立体库改造');
  await dialog.getByRole('checkbox', { name: CONSENT.zh }).check();
}

/**
 * Fills the consult dialog in English as a prospect abroad of `company` (John Smith, a UK number,
 * United Kingdom then London typed), consent given; the caller confirms.
 */
export async function fillEnglishConsultDialog(dialog: Locator, company: string): Promise<void> {
  await dialog.getByRole('textbox', { name: /Contact person/ }).fill('John Smith');
  await dialog.getByRole('textbox', { name: /Phone/ }).fill('+44 20 7946 0958');
  await dialog.getByRole('textbox', { name: /Company name/ }).fill(company);
  await dialog.getByRole('textbox', { name: /Industry/ }).fill('Cold-chain warehousing');
  await dialog.getByRole('button', { name: /^City/ }).click();
  await dialog.getByRole('combobox', { name: 'Search regions' }).fill('United Kingdom');
  await dialog.getByRole('option', { name: 'United Kingdom', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Town or city' }).fill('London');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.getByRole('textbox', { name: /Requirement/ }).fill('An automated cold store for 6,000 pallets');
  await dialog.getByRole('checkbox', { name: CONSENT.en }).check();
}
