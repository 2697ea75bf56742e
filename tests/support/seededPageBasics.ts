import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toApiLanguage, type ApiLanguage } from '../../contract/language';
import { SITE_LANGUAGES, type SiteLanguage } from '../../contract/siteRoutes';
import { siteSettings } from '../../seed/content/siteSettings';
import { LOCALES_DIR } from '../../site/gatsby/localesDir';
import type { CompanyContact, PageBasics } from '../../site/src/components/seo/pageBasics';

/** A setting of the seed in the language of a site page. */
const text = (language: SiteLanguage, field: keyof typeof siteSettings) => (siteSettings[field] as Record<ApiLanguage, string>)[toApiLanguage(language)];

/** What a page's query gives SeoHead, from the seed's settings and the site's own `titles` copy. */
export function seededPageBasics(language: SiteLanguage): PageBasics {
  return {
    locales: { edges: [{ node: { ns: 'titles', language, data: readFileSync(path.join(LOCALES_DIR, language, 'titles.json'), 'utf8') } }] },
    settings: { companyName: text(language, 'companyName'), companyShortName: text(language, 'companyShortName') },
    companyNames: { nodes: SITE_LANGUAGES.map((each) => ({ language: each, companyName: siteSettings.companyName[toApiLanguage(each)] })) },
  };
}

/** What the home page's query gives SeoHead besides: the company's contact facts, from the seed's settings. */
export function seededCompanyContact(language: SiteLanguage): CompanyContact {
  const fields = ['stockCode', 'phoneZh', 'phoneEn', 'serviceHotline', 'marketingEmail', 'address', 'postalCode'] as const;
  return Object.fromEntries(fields.map((field) => [field, text(language, field)])) as CompanyContact;
}
