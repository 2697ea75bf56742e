import React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { customerReviews } from '../../../seed/content/customerReviews';
import { siteSettings } from '../../../seed/content/siteSettings';
import { seededCompanyContact, seededPageBasics } from '../../support/seededPageBasics';
import { articleNode } from '../../../site/src/components/seo/structuredData/article';
import { jobPostingNode } from '../../../site/src/components/seo/structuredData/jobPosting';
import type { JsonLdNode } from '../../../site/src/components/seo/structuredData/jsonLd';
import { newsArticleNodes } from '../../../site/src/components/seo/structuredData/newsArticle';
import { tickerSymbolOf } from '../../../site/src/components/seo/structuredData/organization';
import { pageGraph, type PageNodes } from '../../../site/src/components/seo/structuredData/pageGraph';
import { productNode } from '../../../site/src/components/seo/structuredData/product';
import { reviewNodes } from '../../../site/src/components/seo/structuredData/review';
import { pageAddress } from '../../../site/src/components/seo/structuredData/siteFacts';
import { StructuredData } from '../../../site/src/components/seo/structuredData/StructuredData';
import { GOOGLE_RICH_RESULTS } from '../../support/structuredData/googleRichResults';
import { loadSchemaOrgVocabulary } from '../../support/structuredData/schemaOrgVocabulary';
import { jsonLdDocumentsOf, jsonLdProblems, topLevelNodes, typesOf, type JsonLdJson } from '../../support/structuredData/validateJsonLd';

const SITE = 'https://www.yunzhan.example';
const vocabulary = loadSchemaOrgVocabulary();

// The home page gives the company's contact facts, as its query does.
const graphOf = (language: SiteLanguage, neutralPath: string, pageTitle?: string, nodes?: PageNodes) =>
  pageGraph({
    basics: seededPageBasics(language),
    language,
    neutralPath,
    pageTitle,
    siteUrl: SITE,
    nodes,
    companyContact: neutralPath === '/home' ? seededCompanyContact(language) : undefined,
  })!;
const nodesOf = (graph: JsonLdNode) => topLevelNodes([graph as JsonLdJson]);
const ofType = (graph: JsonLdNode, type: string) => nodesOf(graph).filter((node) => typesOf(node).includes(type));
const problemsOf = (graph: JsonLdNode) => jsonLdProblems(graph as JsonLdJson, vocabulary);

const JOB = {
  post: '电气调试工程师',
  workPlaceName: '嘉兴',
  place: '南湖区云栈智造路1号智能制造基地',
  announceTime: '2026-04-10',
  closesAt: '2026-12-31T23:59:59+08:00',
  employmentType: 'CONTRACTOR' as const,
  duties: '<ul><li>负责堆垛机电气调试</li></ul>',
  requirements: '<ul><li>三年以上经验</li></ul>',
};

describe('structured data builders', () => {
  it('the home page: the company with both names, PNG logo, phones, address and stock code, and the web site with its search; elsewhere the company by reference', () => {
    const graph = graphOf('en-US', '/home');
    const [company] = ofType(graph, 'Corporation');
    expect(company).toMatchObject({
      '@id': `${SITE}/#organization`,
      name: siteSettings.companyName.en,
      alternateName: [siteSettings.companyName.zh, siteSettings.companyShortName.en],
      url: `${SITE}/en-US/home`,
      logo: { '@type': 'ImageObject', url: `${SITE}/logo.png`, width: 512, height: 512 },
      telephone: siteSettings.phoneEn.en,
      email: siteSettings.marketingEmail.en,
      address: { '@type': 'PostalAddress', streetAddress: siteSettings.address.en, postalCode: '100000', addressCountry: 'CN' },
      tickerSymbol: 'XSHE 300532',
    });
    expect(ofType(graphOf('zh-CN', '/home'), 'Corporation')[0]).toMatchObject({ telephone: siteSettings.phoneZh.zh, alternateName: [siteSettings.companyName.en, '云栈智能'] });
    // Elsewhere the company is named by the nodes that refer to it, without its phones, address and
    // stock code: a page whose data held them would be built again at each change of them.
    const elsewhere = graphOf('en-US', '/productCenter', 'Products');
    expect(ofType(elsewhere, 'Corporation')).toEqual([]);
    expect(ofType(elsewhere, 'WebSite')[0]!.publisher).toEqual({ '@type': 'Corporation', '@id': `${SITE}/#organization`, name: siteSettings.companyName.en, url: `${SITE}/en-US/home`, logo: `${SITE}/logo.png` });
    expect(ofType(graph, 'WebSite')[0]).toMatchObject({
      url: `${SITE}/en-US/home`,
      inLanguage: 'en-US',
      potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: `${SITE}/en-US/home?q={search_term_string}` }, 'query-input': 'required name=search_term_string' },
    });
    // The home page is the top of every trail: it has none of its own.
    expect(ofType(graph, 'BreadcrumbList')).toEqual([]);
    expect(problemsOf(graph)).toEqual([]);
  });

  it('no company, no structured data: the settings hold its name', () => {
    const basics = { ...seededPageBasics('zh-CN'), settings: null };
    expect(pageGraph({ basics, language: 'zh-CN', neutralPath: '/privacy', pageTitle: '隐私政策', siteUrl: SITE })).toBeNull();
  });

  it.each([
    ['zh-CN', '/caseDetails?id=3', '某电池厂成品库', ['首页', '成功案例', '某电池厂成品库'], ['/home', '/succeedCase/AllCase', '/caseDetails?id=3']],
    ['en-US', '/joinUsDetails?id=7', 'Field Service Engineer', ['Home', 'Careers', 'Field Service Engineer'], ['/en-US/home', '/en-US/joinUs', '/en-US/joinUsDetails?id=7']],
    ['en-US', '/pilerDetails', 'Stacker cranes', ['Home', 'Products', 'Stacker cranes'], ['/en-US/home', '/en-US/productCenter', '/en-US/pilerDetails']],
    ['zh-CN', '/succeedCase/coldChain', '冷链 - 成功案例', ['首页', '成功案例', '冷链 - 成功案例'], ['/home', '/succeedCase/AllCase', '/succeedCase/coldChain']],
    ['en-US', '/aboutUs/contactUs', 'Contact us', ['Home', 'Contact us'], ['/en-US/home', '/en-US/aboutUs/contactUs']],
  ] as const)('in %s, %s: the trail from the home page, named in the page’s language', (language, neutralPath, title, names, paths) => {
    const graph = graphOf(language, neutralPath, title);
    const [trail] = ofType(graph, 'BreadcrumbList');
    expect(trail!.itemListElement).toEqual(names.map((name, index) => ({ '@type': 'ListItem', position: index + 1, name, item: `${SITE}${paths[index]}` })));
    expect(problemsOf(graph)).toEqual([]);
  });

  it('pages kept out of search results (shells, 404, preview) have no trail', () => {
    expect(ofType(pageGraph({ basics: seededPageBasics('zh-CN'), language: 'zh-CN', neutralPath: '/404', pageTitle: '页面不存在', siteUrl: SITE, noIndex: true })!, 'BreadcrumbList')).toEqual([]);
  });

  it('a case: an Article by and of the company, at its canonical address, with its picture absolute', () => {
    const graph = graphOf('zh-CN', '/caseDetails?id=3', '某电池厂成品库', (site) => [
      articleNode('Article', site, {
        title: '某电池厂成品库',
        summary: '2万货位',
        published: '2026-03-01T00:00:00.000Z',
        modified: '2026-05-02T08:00:00.000Z',
        picture: '/cms/static/images/case-3.png',
        url: pageAddress(site, '/caseDetails?id=3'),
        section: '新能源',
      }),
    ]);
    expect(ofType(graph, 'Article')[0]).toMatchObject({
      headline: '某电池厂成品库',
      image: [`${SITE}/cms/static/images/case-3.png`],
      url: `${SITE}/caseDetails?id=3`,
      author: { '@id': `${SITE}/#organization`, name: siteSettings.companyName.zh },
      publisher: { '@id': `${SITE}/#organization` },
    });
    expect(problemsOf(graph)).toEqual([]);
  });

  it('news: a NewsArticle for each item of a news category, at its anchor on the list page; documents are not news', () => {
    const graph = graphOf('en-US', '/aboutUs/journalism', 'News', (site) =>
      newsArticleNodes(site, '/aboutUs/journalism', [
        { articleId: 5, articleTitle: 'A new plant', articleSummary: 'Opened', date: '2026-06-01', categoryOutLink: 'news', articleThumbnail: '/cms/static/images/n5.png' },
        { articleId: 6, articleTitle: 'Open day', articleSummary: '', date: '2026-06-02', categoryOutLink: 'activities', articleThumbnail: '' },
        { articleId: 7, articleTitle: 'Journal no. 12', articleSummary: '', date: '2026-06-03', categoryOutLink: 'journal', articleThumbnail: '' },
      ]),
    );
    expect(ofType(graph, 'NewsArticle').map((node) => node.url)).toEqual([
      `${SITE}/en-US/aboutUs/journalism?tab=news#article-5`,
      `${SITE}/en-US/aboutUs/journalism?tab=activities#article-6`,
    ]);
    expect(problemsOf(graph)).toEqual([]);
  });

  it('a job: a JobPosting with its dates, place, type and the company hiring', () => {
    const graph = graphOf('zh-CN', '/joinUsDetails?id=7', JOB.post, (site) => [jobPostingNode(site, JOB, { url: pageAddress(site, '/joinUsDetails?id=7') })]);
    expect(ofType(graph, 'JobPosting')[0]).toMatchObject({
      title: JOB.post,
      description: `${JOB.duties}${JOB.requirements}`,
      datePosted: '2026-04-10',
      validThrough: '2026-12-31T23:59:59+08:00',
      employmentType: 'CONTRACTOR',
      hiringOrganization: { name: siteSettings.companyName.zh },
      jobLocation: { '@type': 'Place', address: { streetAddress: JOB.place, addressLocality: '嘉兴', addressCountry: 'CN' } },
    });
    expect(problemsOf(graph)).toEqual([]);
  });

  it('a job without a closing date: no validThrough (Google takes a posting without one), nothing invented, still valid', () => {
    const open = { ...JOB, closesAt: null, employmentType: 'FULL_TIME' as const };
    const graph = graphOf('zh-CN', '/joinUsDetails?id=7', JOB.post, (site) => [jobPostingNode(site, open, { url: pageAddress(site, '/joinUsDetails?id=7') })]);
    const [posting] = ofType(graph, 'JobPosting');
    expect(posting).not.toHaveProperty('validThrough');
    expect(posting).toMatchObject({ employmentType: 'FULL_TIME' });
    expect(problemsOf(graph)).toEqual([]);
  });

  it('equipment: a Product of the company’s brand, made by the company, at its section’s address', () => {
    const graph = graphOf('en-US', '/AGVDetails', 'AGVs', (site) => [
      productNode(site, { title: 'Forklift AGV', description: 'Pallets up to 2 t', image: '/cms/static/images/agv.png' }, { url: pageAddress(site, '/AGVDetails?type=forklift'), category: 'AGVs', brand: 'Yunzhan' }),
    ]);
    expect(ofType(graph, 'Product')[0]).toMatchObject({ name: 'Forklift AGV', url: `${SITE}/en-US/AGVDetails?type=forklift`, brand: { '@type': 'Brand', name: 'Yunzhan' }, manufacturer: { name: siteSettings.companyName.en } });
    expect(problemsOf(graph)).toEqual([]);
  });

  it('customer reviews: each a Review of the company by a person of the customer', () => {
    const reviews = customerReviews.map((review) => ({ quote: review.quote.en, personName: review.personName.en, personRole: review.personRole.en, company: review.company.en }));
    const graph = graphOf('en-US', '/serviceSupport', 'Service and support', (site) => reviewNodes(site, reviews));
    const nodes = ofType(graph, 'Review');
    expect(nodes).toHaveLength(reviews.length);
    expect(nodes[0]).toMatchObject({
      reviewBody: reviews[0]!.quote,
      itemReviewed: { '@type': 'Corporation', name: siteSettings.companyName.en },
      author: { '@type': 'Person', name: reviews[0]!.personName, jobTitle: reviews[0]!.personRole, worksFor: { '@type': 'Organization', name: reviews[0]!.company } },
    });
    expect(problemsOf(graph)).toEqual([]);
  });

  it.each([
    ['300532', 'XSHE 300532'],
    ['002415', 'XSHE 002415'],
    ['600519', 'XSHG 600519'],
    ['688981', 'XSHG 688981'],
    ['830799', 'BJSE 830799'],
    ['', undefined],
    ['AAPL', undefined],
  ])('the stock code %s is traded as %s', (code, ticker) => {
    expect(tickerSymbolOf(code)).toBe(ticker);
  });
});

describe('the JSON-LD element', () => {
  it('cannot be broken out of: a text holding </script> or <!-- stays inside the data block, and reads back the same', () => {
    const title = 'Case </script><script>alert(1)</script> <!-- & more';
    const html = renderToString(
      <StructuredData basics={seededPageBasics('en-US')} language="en-US" neutralPath="/caseDetails?id=3" pageTitle={title} siteUrl={SITE} />,
    );
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    const [document] = jsonLdDocumentsOf(html);
    const trail = topLevelNodes([document!]).find((node) => typesOf(node).includes('BreadcrumbList'))!;
    expect((trail.itemListElement as Array<{ name: string }>).at(-1)!.name).toBe(title);
  });
});

describe('the structured-data check (tests/support/structuredData)', () => {
  const job = () => graphOf('zh-CN', '/joinUsDetails?id=7', JOB.post, (site) => [jobPostingNode(site, JOB, { url: pageAddress(site, '/joinUsDetails?id=7') })]);
  const mutate = (graph: JsonLdNode, type: string, change: (node: Record<string, unknown>) => void) => {
    const copy = structuredClone(graph) as { '@graph': Array<Record<string, unknown>> };
    change(copy['@graph'].find((node) => node['@type'] === type)!);
    return copy as unknown as JsonLdNode;
  };

  it.each(['datePosted', 'description', 'hiringOrganization', 'jobLocation', 'title', 'employmentType'])('fails a JobPosting without %s', (property) => {
    const problems = problemsOf(mutate(job(), 'JobPosting', (node) => delete node[property]));
    expect(problems.join('\n')).toContain(`Job posting lacks ${property === 'employmentType' ? 'recommended' : 'required'} ${property}`);
  });

  it('fails a trail whose crumb has no address, a type or property schema.org lacks, a node where text is expected, a relative address, a date that is none', () => {
    const graph = graphOf('en-US', '/privacy', 'Privacy');
    const home = graphOf('en-US', '/home');
    expect(problemsOf(mutate(graph, 'BreadcrumbList', (node) => delete (node.itemListElement as Array<Record<string, unknown>>)[0]!.item))).toEqual([
      expect.stringContaining('itemListElement[0]: Breadcrumb lacks required item'),
    ]);
    expect(problemsOf(mutate(graph, 'WebSite', (node) => (node['@type'] = 'Website')))).toContainEqual(expect.stringContaining('Website is not a schema.org type'));
    expect(problemsOf(mutate(home, 'Corporation', (node) => (node.stockCode = '300532')))).toEqual([expect.stringContaining('stockCode is not a property of Corporation')]);
    expect(problemsOf(mutate(home, 'Corporation', (node) => (node.telephone = { '@type': 'ContactPoint' })))).toEqual([expect.stringContaining('telephone: a node where schema.org expects text')]);
    expect(problemsOf(mutate(home, 'Corporation', (node) => (node.url = '/en-US/home')))).toEqual([expect.stringContaining('url "/en-US/home" is not an absolute address')]);
    const posting = mutate(job(), 'JobPosting', (node) => (node.datePosted = '10/04/2026'));
    expect(problemsOf(posting)).toEqual([expect.stringContaining('datePosted "10/04/2026" is not an ISO 8601 date')]);
    const closing = mutate(job(), 'JobPosting', (node) => (node.validThrough = '2026-12-31 23:59'));
    expect(problemsOf(closing)).toEqual([expect.stringContaining('validThrough "2026-12-31 23:59" is not an ISO 8601 date')]);
  });

  it('fails a node that gives what the table says the site cannot, so the table is kept true', () => {
    const graph = graphOf('en-US', '/home', undefined, (site) => reviewNodes(site, [{ quote: 'Good', personName: 'Li', personRole: 'CTO', company: 'ACME' }]));
    const rated = mutate(graph, 'Review', (node) => (node.reviewRating = { '@type': 'Rating', ratingValue: 5 }));
    expect(problemsOf(rated)).toEqual([expect.stringContaining('gives reviewRating, which the table says the site cannot')]);
  });

  it('has a source for each rich result of its table', () => {
    for (const result of GOOGLE_RICH_RESULTS) expect(result.source).toMatch(/^https:\/\/developers\.google\.com\/search\/docs\/appearance\/structured-data\//);
  });
});
