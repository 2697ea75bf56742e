/**
 * Google's documented requirements for the rich results the site's structured data is for, as
 * the structured-data test reads them. A path names a property, dotted through nested nodes; a
 * value that is a list must hold the property in every one of its entries.
 *
 * - `required`: Google's required properties (the feature's "Required properties" table).
 * - `kept`: properties Google recommends that the site promises to give (the page says more with them).
 * - `unmet`: required properties the site cannot give, with `why`: the site claims no rich
 *   result then, and the test checks they are indeed absent (so adding them means claiming it here).
 *
 * Sources: each feature's page of Google Search Central (`source`), as quoted by the search
 * tool in November 2026 and cross-checked with how @adobe/structured-data-validator 1.7.1 encodes
 * the same pages (its src/types/*.js); the test cannot reach Google.
 */
export interface RichResult {
  feature: string;
  /** The node types (schema.org) it is read from, among the page's top-level nodes. */
  types: readonly string[];
  required: readonly string[];
  kept: readonly string[];
  /** Groups of paths of which at least one must be given. */
  oneOf?: ReadonlyArray<readonly string[]>;
  /** For lists (the trail): at least this many entries, and paths every entry but the last must give. */
  list?: { path: string; atLeast: number; allButLast: readonly string[] };
  unmet?: { paths: readonly string[]; why: string };
  source: string;
}

const DOCS = 'https://developers.google.com/search/docs/appearance/structured-data';

export const GOOGLE_RICH_RESULTS: readonly RichResult[] = [
  {
    feature: 'Article',
    types: ['Article', 'NewsArticle'],
    // "There are no required properties; instead, add the properties that apply to your content."
    required: [],
    kept: ['headline', 'datePublished', 'author', 'author.name', 'author.url'],
    source: `${DOCS}/article`,
  },
  {
    feature: 'Breadcrumb',
    types: ['BreadcrumbList'],
    required: ['itemListElement', 'itemListElement.position', 'itemListElement.name'],
    kept: [],
    // "item: the URL to the webpage that represents the breadcrumb… not required for the last
    // ListItem"; "you need at least two ListItems".
    list: { path: 'itemListElement', atLeast: 2, allButLast: ['item'] },
    source: `${DOCS}/breadcrumb`,
  },
  {
    feature: 'Job posting',
    types: ['JobPosting'],
    required: ['datePosted', 'description', 'hiringOrganization', 'hiringOrganization.name', 'jobLocation', 'jobLocation.address', 'title'],
    // validThrough is recommended "if the job posting has an expiration date": a job without a
    // closing date has none, and gives none (checked as a date when given).
    kept: ['employmentType', 'directApply', 'jobLocation.address.addressLocality', 'jobLocation.address.addressCountry'],
    source: `${DOCS}/job-posting`,
  },
  {
    feature: 'Organization',
    types: ['Organization', 'Corporation'],
    // "There are no required properties."
    required: [],
    kept: ['name', 'alternateName', 'url', 'logo', 'telephone', 'email', 'address', 'address.addressCountry'],
    source: `${DOCS}/organization`,
  },
  {
    feature: 'Site names',
    types: ['WebSite'],
    required: ['name', 'url'],
    kept: ['alternateName'],
    source: `${DOCS}/site-names`,
  },
  {
    feature: 'Sitelinks search box (retired by Google on 2024-11-21; the markup is still read as a SearchAction)',
    types: ['WebSite'],
    required: ['potentialAction', 'potentialAction.target', 'potentialAction.target.urlTemplate', 'potentialAction.query-input'],
    kept: [],
    source: `${DOCS}/sitelinks-searchbox`,
  },
  {
    feature: 'Product snippet',
    types: ['Product'],
    required: ['name'],
    kept: ['description', 'image', 'brand.name'],
    unmet: {
      paths: ['offers', 'review', 'aggregateRating'],
      why: 'Google requires one of offers, review or aggregateRating; the company quotes per project and has no reviews of a product',
    },
    source: `${DOCS}/product-snippet`,
  },
  {
    feature: 'Review snippet',
    types: ['Review'],
    required: ['author', 'author.name', 'itemReviewed', 'itemReviewed.name'],
    kept: ['reviewBody'],
    unmet: {
      paths: ['reviewRating'],
      why: 'the customer reviews carry no rating, and Google shows no review snippet for an Organization reviewed on its own site ("self-serving")',
    },
    source: `${DOCS}/review-snippet`,
  },
];
