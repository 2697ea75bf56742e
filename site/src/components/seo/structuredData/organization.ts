import type { SiteSettings } from '../../../../../contract/entities/site';
import type { SiteLanguage } from '../../../../../contract/siteRoutes';
import { withoutEmpty, type JsonLdNode } from './jsonLd';

/** The site settings the company's node is made of, in the page's language (`cmsSettings`). */
export type CompanyFacts = Pick<SiteSettings, 'companyName' | 'companyShortName'> &
  Partial<Pick<SiteSettings, 'stockCode' | 'phoneZh' | 'phoneEn' | 'serviceHotline' | 'marketingEmail' | 'address' | 'postalCode'>>;

/** The company's logo: the site's icon drawn at 512 px as PNG (static/logo.png), a picture every search engine reads. */
export const LOGO = { path: '/logo.png', width: 512, height: 512 } as const;

/**
 * The ISO 10383 market (MIC) of a stock code of the Chinese mainland exchanges, by the code's
 * prefix (the exchanges' numbering rules): Shanghai 60/68/90, Shenzhen 00/30/20, Beijing 4/8/92.
 * schema.org's tickerSymbol is "MIC symbol".
 */
export function tickerSymbolOf(stockCode: string): string | undefined {
  const code = stockCode.trim();
  if (!/^\d{6}$/.test(code)) return undefined;
  if (/^(60|68|90)/.test(code)) return `XSHG ${code}`;
  if (/^(00|30|20)/.test(code)) return `XSHE ${code}`;
  if (/^(4|8|92)/.test(code)) return `BJSE ${code}`;
  return undefined;
}

/** The `@id` of the company's node: one company whatever the page or language. */
export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

/** How other nodes name the company: its `@id` with the name, address and logo a reader of that node alone needs. */
export function organizationReference(siteUrl: string, homeAddress: string, company: Pick<CompanyFacts, 'companyName'>): JsonLdNode {
  return withoutEmpty({
    '@type': 'Corporation',
    '@id': organizationId(siteUrl),
    name: company.companyName,
    url: homeAddress,
    logo: `${siteUrl}${LOGO.path}`,
  });
}

/**
 * The company (a listed one: schema.org's Corporation, which has tickerSymbol): its name in the
 * page's language and, as alternate names, in the others and short, and its logo; with its
 * contact facts (on the home page) its phones, mailbox, address and stock code; all from the site
 * settings the CMS publishes.
 */
export function organizationNode(options: {
  siteUrl: string;
  language: SiteLanguage;
  homeAddress: string;
  company: CompanyFacts;
  /** The company's name in the site's other languages. */
  otherNames: readonly string[];
}): JsonLdNode {
  const { siteUrl, language, homeAddress, company, otherNames } = options;
  const alternateNames = [...new Set([...otherNames, company.companyShortName])].filter((name) => name && name !== company.companyName);
  return withoutEmpty({
    ...organizationReference(siteUrl, homeAddress, company),
    alternateName: alternateNames,
    logo: withoutEmpty({ '@type': 'ImageObject', url: `${siteUrl}${LOGO.path}`, width: LOGO.width, height: LOGO.height }),
    telephone: language === 'en-US' ? company.phoneEn : company.phoneZh,
    email: company.marketingEmail,
    address: company.address
      ? withoutEmpty({ '@type': 'PostalAddress', streetAddress: company.address, postalCode: company.postalCode, addressCountry: 'CN' })
      : undefined,
    contactPoint: [
      ...(company.serviceHotline ? [{ '@type': 'ContactPoint', contactType: 'customer service', telephone: company.serviceHotline, areaServed: 'CN' }] : []),
      ...(company.phoneEn ? [{ '@type': 'ContactPoint', contactType: 'sales', telephone: company.phoneEn, availableLanguage: ['en', 'zh'] }] : []),
    ],
    tickerSymbol: company.stockCode === undefined ? undefined : tickerSymbolOf(company.stockCode),
  });
}

