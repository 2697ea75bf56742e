import path from 'node:path';

/** Where createPages finds the templates. */
export const TEMPLATES_DIR = path.resolve(__dirname, '../src/templates');

/**
 * The locale namespaces each template's pages use (in the page, its components and its Head),
 * besides `common`, which the layout around every page uses. A page queries only these: every
 * namespace of a language is some 46 KB of each page's data, most of it copy of other pages.
 * The header's and footer's `layout` copy is their slices' (site/src/slices/).
 * tests/site/gatsby/pageNamespaces.test.ts reads the templates' imports to check this list.
 */
export const TEMPLATE_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  CaseDetailsPage: ['cases', 'reviews', 'titles'],
  CaseListPage: ['cases', 'titles'],
  EquipmentDetailsPage: ['pages', 'titles'],
  HomePage: ['pages', 'reviews', 'titles'],
  InvestorNewsPage: ['investor', 'pages', 'titles'],
  JobDetailsPage: ['careers', 'titles'],
  JoinUsPage: ['careers', 'titles'],
  NotFoundPage: ['titles'],
  PreviewPage: ['about', 'careers', 'cases', 'investor', 'layout', 'pages', 'preview', 'reviews', 'titles'],
  PrivacyPage: ['titles'],
  ProductCenterPage: ['pages', 'titles'],
  RedirectPage: [],
  SecretariesPage: ['investor', 'pages', 'titles'],
  ServiceSupportPage: ['pages', 'reviews', 'titles'],
  SolutionPage: ['pages', 'titles'],
  StockmarketPage: ['investor', 'pages', 'titles'],
  'about/CertificationPage': ['about', 'pages', 'titles'],
  'about/ChairmanPage': ['about', 'titles'],
  'about/ContactUsPage': ['about', 'titles'],
  'about/CulturePage': ['about', 'titles'],
  'about/DevelopmentPage': ['about', 'titles'],
  'about/DownloadCenterPage': ['about', 'pages', 'titles'],
  'about/ElectricityPage': ['about', 'pages', 'titles'],
  'about/JournalismPage': ['about', 'pages', 'titles'],
  'about/ResponsibilityPage': ['about', 'titles'],
  'about/VideoDetailsPage': ['about', 'titles'],
};

/** The namespaces a page of the template at `component` queries; a template without an entry fails the build. */
export function namespacesOf(component: string): string[] {
  const name = path.relative(TEMPLATES_DIR, component).replace(/\.tsx$/, '').split(path.sep).join('/');
  const namespaces = TEMPLATE_NAMESPACES[name];
  if (!namespaces) throw new Error(`No locale namespaces listed for the template ${name} (site/gatsby/pageNamespaces.ts)`);
  return ['common', ...namespaces];
}
