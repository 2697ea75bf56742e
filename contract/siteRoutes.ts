/**
 * The site's routes, shared by the Gatsby build, the CMS that serves it, and the tests.
 * Chinese lives at the site's established paths; English under one prefix.
 */
export const SITE_LANGUAGES = ['zh-CN', 'en-US'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'zh-CN';
export const ENGLISH_PREFIX = '/en-US';

/** The privacy notice the forms link to; the widgets build its address from it on the CMS origin. */
export const PRIVACY_PATH = '/privacy';

export const ROUTES = {
  home: '/home',
  productCenter: '/productCenter',
  plantSolution: '/plantSolution',
  gardenSolution: '/gardenSolution',
  logisticsSolution: '/logisticsSolution',
  caseDetails: '/caseDetails',
  serviceSupport: '/serviceSupport',
  agvDetails: '/AGVDetails',
  pilerDetails: '/pilerDetails',
  joinUs: '/joinUs',
  joinUsDetails: '/joinUsDetails',
  stockmarket: '/stockmarket',
  secretaries: '/secretaries',
  investorNews: '/investorNews',
  succeedCase: '/succeedCase',
  aboutUs: '/aboutUs',
  privacy: PRIVACY_PATH,
} as const;

/**
 * The cookie that mirrors the visitor's stored language choice: the site's root names no
 * language, and the CMS reads the cookie to send `/` to the chosen language's home page.
 */
export const LANGUAGE_COOKIE = 'language';

/** Any stored value other than en-US means Chinese; nothing stored means no preference. */
export function languageFromStored(stored: string | null | undefined): SiteLanguage | null {
  if (stored === null || stored === undefined) return null;
  return stored === 'en-US' ? 'en-US' : DEFAULT_SITE_LANGUAGE;
}

/** The about-us children in the menu's order: groups 1–4, 5–7 and 8–10. */
export const ABOUT_CHILDREN = [
  'chairman', 'electricity', 'development', 'contactUs',
  'culture', 'responsibility', 'certification',
  'journalism', 'videoDetails', 'downloadCenter',
] as const;
export type AboutChild = (typeof ABOUT_CHILDREN)[number];
export const ABOUT_MENU_GROUPS: ReadonlyArray<ReadonlyArray<AboutChild>> = [
  ABOUT_CHILDREN.slice(0, 4),
  ABOUT_CHILDREN.slice(4, 7),
  ABOUT_CHILDREN.slice(7, 10),
];

export const ALL_CASES_OUT_LINK = 'AllCase';

/**
 * The site's pages whose address needs nothing from the CMS: every route but the privacy notice,
 * the case and job details (`?id=`) and the lists of case categories other than All.
 */
export const FIXED_PAGE_PATHS: readonly string[] = [
  ROUTES.home, ROUTES.productCenter, ROUTES.plantSolution, ROUTES.gardenSolution, ROUTES.logisticsSolution,
  ROUTES.serviceSupport, ROUTES.agvDetails, ROUTES.pilerDetails, ROUTES.joinUs, ROUTES.stockmarket,
  ROUTES.secretaries, ROUTES.investorNews, `${ROUTES.succeedCase}/${ALL_CASES_OUT_LINK}`,
  ...ABOUT_CHILDREN.map((child) => `${ROUTES.aboutUs}/${child}`),
];

/** Paths that answer by redirecting, in both languages. */
export const REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/', to: ROUTES.home },
  { from: ROUTES.succeedCase, to: `${ROUTES.succeedCase}/${ALL_CASES_OUT_LINK}` },
  { from: ROUTES.aboutUs, to: `${ROUTES.aboutUs}/chairman` },
];

/**
 * Investor relations exist in Chinese only (SPEC §1, §4): their English paths show a page that
 * says so (ChineseOnlyNotice), the English header leaves them out and the sitemap does not list
 * them. See hasContentIn.
 */
export const CHINESE_ONLY_ROUTES: readonly string[] = [ROUTES.stockmarket, ROUTES.secretaries, ROUTES.investorNews];

/**
 * Careers are Chinese only too (SPEC §1, §4) unless the company turns English careers on (the
 * site setting `englishCareers`): then the English job board, job pages and resume forms are built
 * and listed like any English page.
 */
export const CAREERS_ROUTES: readonly string[] = [ROUTES.joinUs, ROUTES.joinUsDetails];

/**
 * Pages publicly addressed as `{path}?id=N`. Each id is also pre-rendered at `{path}/N/`, and
 * the CMS answers `{path}?id=N` with that page so a crawler receives the content.
 */
export const QUERY_ID_ROUTES: readonly string[] = [ROUTES.caseDetails, ROUTES.joinUsDetails];

/** Header active index: 0 home … 7 careers. */
export const HEADER_INDEX = {
  home: 0, products: 1, solutions: 2, cases: 3, service: 4, investors: 5, about: 6, careers: 7,
} as const;

export function localizedPath(path: string, language: SiteLanguage): string {
  if (language === DEFAULT_SITE_LANGUAGE) return path;
  return path === '/' ? `${ENGLISH_PREFIX}/` : `${ENGLISH_PREFIX}${path}`;
}

/** The language a path belongs to, and the path without its language prefix. */
export function splitLocalizedPath(pathname: string): { language: SiteLanguage; path: string } {
  if (pathname === ENGLISH_PREFIX || pathname.startsWith(`${ENGLISH_PREFIX}/`)) {
    return { language: 'en-US', path: pathname.slice(ENGLISH_PREFIX.length) || '/' };
  }
  return { language: DEFAULT_SITE_LANGUAGE, path: pathname };
}

/**
 * The language of a page's `x-default` alternate, among the languages it exists in: the default
 * language's page when there is one, else the first (an item written in English only).
 */
export function xDefaultLanguage(languages: readonly SiteLanguage[]): SiteLanguage {
  return languages.includes(DEFAULT_SITE_LANGUAGE) ? DEFAULT_SITE_LANGUAGE : languages[0]!;
}

const isUnder = (path: string, routes: readonly string[]) => routes.some((route) => path === route || path.startsWith(`${route}/`));

/** Whether the page at `path` (without language prefix) is Chinese only; careers are unless `englishCareers`. */
export function isChineseOnly(path: string, englishCareers: boolean): boolean {
  return isUnder(path, CHINESE_ONLY_ROUTES) || (!englishCareers && isUnder(path, CAREERS_ROUTES));
}

/** Whether the page at `path` (without language prefix) has its content in `language`. */
export function hasContentIn(path: string, language: string, englishCareers: boolean): boolean {
  return language === DEFAULT_SITE_LANGUAGE || !isChineseOnly(path, englishCareers);
}
