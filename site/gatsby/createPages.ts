import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { GatsbyNode } from 'gatsby';
import { CASE_PAGE_SIZE } from '../../contract/api';
import { PREVIEW_PATH } from '../../contract/content/preview';
import { CLASSIFY_TYPES, type ClassifyType } from '../../contract/entities/classify';
import { englishCareersOn } from '../../contract/entities/site';
import {
  ABOUT_CHILDREN, DEFAULT_SITE_LANGUAGE, REDIRECTS, ROUTES, SITE_LANGUAGES, hasContentIn, type AboutChild, type SiteLanguage,
} from '../../contract/siteRoutes';
import { withDescendants } from '../src/components/cases/categoryTree';
import { EQUIPMENT_PAGES } from '../src/components/content/products/equipmentPages';
import { SOLUTIONS, SOLUTION_KEYS } from '../src/components/content/solutions/solutions';
import { createLayoutSlices } from './layoutSlices';
import { createLocalizedPages } from './localizedPages';
import { TEMPLATES_DIR } from './pageNamespaces';

/** The page components; Gatsby extracts their queries from site/src/ (the site's local theme). */
const template = (name: string) => path.resolve(TEMPLATES_DIR, `${name}.tsx`);

/**
 * The classify type of the about pages that list one kind of content (the `$classifyType` of the
 * `ClassifiedContent` fragment: a graphql tag cannot hold a value, the page context can).
 */
const ABOUT_CLASSIFY_TYPES: Partial<Record<AboutChild, ClassifyType>> = {
  journalism: CLASSIFY_TYPES.journalism,
  certification: CLASSIFY_TYPES.certification,
  downloadCenter: CLASSIFY_TYPES.downloads,
};

/** Pages with a fixed path, and the template that renders each. */
const STATIC_PAGES: Array<{ path: string; template: string; context?: Record<string, unknown> }> = [
  { path: ROUTES.home, template: 'HomePage' },
  { path: ROUTES.productCenter, template: 'ProductCenterPage' },
  ...SOLUTION_KEYS.map((solution) => ({
    path: SOLUTIONS[solution].path,
    template: 'SolutionPage',
    context: { solution, caseCategories: SOLUTIONS[solution].caseCategories },
  })),
  { path: ROUTES.serviceSupport, template: 'ServiceSupportPage' },
  ...Object.entries(EQUIPMENT_PAGES).map(([productType, { path: pagePath, copyKey, param }]) => ({
    path: pagePath,
    template: 'EquipmentDetailsPage',
    context: { productType, copyKey, param },
  })),
  { path: ROUTES.stockmarket, template: 'StockmarketPage' },
  { path: ROUTES.secretaries, template: 'SecretariesPage' },
  { path: ROUTES.investorNews, template: 'InvestorNewsPage', context: { classifyType: CLASSIFY_TYPES.investor } },
  { path: ROUTES.caseDetails, template: 'CaseDetailsPage', context: { articleId: 0, articleNode: '' } },
  { path: ROUTES.privacy, template: 'PrivacyPage' },
  { path: PREVIEW_PATH, template: 'PreviewPage' },
  ...ABOUT_CHILDREN.map((child) => ({
    path: `${ROUTES.aboutUs}/${child}`,
    template: `about/${child[0]!.toUpperCase()}${child.slice(1)}Page`,
    context: { aboutChild: child, classifyType: ABOUT_CLASSIFY_TYPES[child] },
  })),
];

interface PageData {
  cases: { nodes: Array<{ classifyId: number; outLink: string; parentId: number | null }> };
  caseArticles: { nodes: Array<{ id: string; articleId: number; language: SiteLanguage }> };
  jobs: { nodes: Array<{ jobId: number; language: SiteLanguage }> };
  settings: { englishCareers: string | null } | null;
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  createLayoutSlices(actions.createSlice);
  const result = await graphql<PageData>(`
    {
      cases: allCmsCategory(filter: { classifyType: { eq: ${CLASSIFY_TYPES.cases} }, language: { eq: "zh-CN" } }, sort: { sort: ASC }) {
        nodes { classifyId outLink parentId }
      }
      caseArticles: allCmsArticle(filter: { classifyType: { eq: ${CLASSIFY_TYPES.cases} } }) {
        nodes { id articleId language }
      }
      jobs: allCmsJob { nodes { jobId language } }
      settings: cmsSettings(language: { eq: "${DEFAULT_SITE_LANGUAGE}" }) { englishCareers }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the sourced content to create pages', result.errors);
    return;
  }

  for (const page of STATIC_PAGES) {
    createLocalizedPages(actions.createPage, { path: page.path, component: template(page.template), context: page.context ?? {} });
  }

  // Careers: in the languages they are shown in (English only while the setting turns it on), and
  // in the others a page saying they are in Chinese only, as investor relations' English pages do.
  const englishCareers = englishCareersOn(result.data.settings);
  const careersLanguages = SITE_LANGUAGES.filter((language) => hasContentIn(ROUTES.joinUs, language, englishCareers));
  const careersHiddenIn = SITE_LANGUAGES.filter((language) => !careersLanguages.includes(language));
  for (const page of [{ path: ROUTES.joinUs, template: 'JoinUsPage', context: {} }, { path: ROUTES.joinUsDetails, template: 'JobDetailsPage', context: { jobId: 0 } }]) {
    const component = template(page.template);
    createLocalizedPages(actions.createPage, { path: page.path, component, context: { ...page.context, languages: careersLanguages }, languages: careersLanguages });
    createLocalizedPages(actions.createPage, { path: page.path, component, context: { ...page.context, chineseOnly: true }, languages: careersHiddenIn });
  }

  // One route per case category, the root being the All entry. A list page's query takes the
  // category with its descendants and the first page only: its data does not grow with the list.
  const [root] = result.data.cases.nodes.filter((node) => node.parentId === null);
  if (!root) reporter.panicOnBuild('The CMS has no case category tree');
  for (const category of result.data.cases.nodes) {
    createLocalizedPages(actions.createPage, {
      path: `${ROUTES.succeedCase}/${category.outLink}`,
      component: template('CaseListPage'),
      context: {
        classifyId: category.classifyId,
        classifyIds: [...withDescendants(result.data.cases.nodes, category.classifyId)],
        pageSize: CASE_PAGE_SIZE,
        outLink: category.outLink,
        rootClassifyId: root?.classifyId,
      },
    });
  }

  // A case page queries its article's node by id: Gatsby finds a node by id directly, whereas a
  // query by language, kind and article intersects index buckets as long as all the cases, once
  // per page, which made the page queries grow with the square of the number of cases.
  const caseNodes = new Map<number, Map<SiteLanguage, string>>();
  for (const node of result.data.caseArticles.nodes) caseNodes.set(node.articleId, (caseNodes.get(node.articleId) ?? new Map()).set(node.language, node.id));
  for (const [index, [articleId, nodeIn]] of [...caseNodes].sort(([a], [b]) => a - b).entries()) {
    if (index > 0 && index % CASES_PER_TURN === 0) await nextTurn();
    createLocalizedPages(actions.createPage, {
      path: `${ROUTES.caseDetails}/${articleId}`,
      component: template('CaseDetailsPage'),
      context: { articleId },
      contextIn: (language) => ({ articleNode: nodeIn.get(language) ?? '' }),
    });
  }
  // A job's page exists in the languages it is written in and careers are shown in: elsewhere its
  // address is a missing job's (404), or careers' Chinese-only notice.
  for (const [jobId, written] of languagesById(result.data.jobs.nodes, (job) => job.jobId)) {
    const languages = written.filter((language) => careersLanguages.includes(language));
    if (languages.length === 0) continue;
    createLocalizedPages(actions.createPage, {
      path: `${ROUTES.joinUsDetails}/${jobId}`,
      component: template('JobDetailsPage'),
      context: { jobId, languages },
      languages,
    });
  }

  for (const redirect of REDIRECTS) {
    createLocalizedPages(actions.createPage, { path: redirect.from, component: template('RedirectPage'), context: { to: redirect.to } });
  }
  createLocalizedPages(actions.createPage, { path: '/404', component: template('NotFoundPage'), context: {}, notFound: true });
};

/**
 * Case pages created between two turns of the event loop. Every page is also a node (SitePage)
 * that Gatsby writes to its LMDB store, which commits what was written when the loop turns: a
 * loop creating every case's pages in one go kept all of them in memory until it ended, and let
 * the heap grow for the rest of the bootstrap (Gatsby's process held 2.2 GB of anonymous memory
 * at 30,000 cases and 4.1 GB at 100,000, against 1.3 GB at 30,000 with a turn every thousand).
 */
const CASES_PER_TURN = 1_000;

/** The languages each item is sourced in, by its id, in the order first seen. */
function languagesById<Node extends { language: SiteLanguage }>(nodes: readonly Node[], idOf: (node: Node) => number): Map<number, SiteLanguage[]> {
  const languages = new Map<number, SiteLanguage[]>();
  for (const node of nodes) languages.set(idOf(node), [...(languages.get(idOf(node)) ?? []), node.language]);
  return languages;
}
