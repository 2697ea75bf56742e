import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_LANGUAGES, type SiteLanguage } from '../../contract/siteRoutes';
import { siteSettings } from '../../seed/content/siteSettings';
import type { PageBasics } from '../../site/src/components/seo/pageBasics';

const api = (language: SiteLanguage) => (language === 'en-US' ? 'en' : 'zh');

/** What a page's query gives SeoHead, from the seed's settings and the site's own `titles` copy. */
export function seededPageBasics(language: SiteLanguage): PageBasics {
  const text = (field: keyof typeof siteSettings) => (siteSettings[field] as Record<'zh' | 'en', string>)[api(language)];
  return {
    locales: { edges: [{ node: { ns: 'titles', language, data: readFileSync(path.resolve(__dirname, `../../site/locales/${language}/titles.json`), 'utf8') } }] },
    settings: {
      companyName: text('companyName'),
      companyShortName: text('companyShortName'),
      stockCode: text('stockCode'),
      phoneZh: text('phoneZh'),
      phoneEn: text('phoneEn'),
      serviceHotline: text('serviceHotline'),
      marketingEmail: text('marketingEmail'),
      address: text('address'),
      postalCode: text('postalCode'),
    },
    companyNames: { nodes: SITE_LANGUAGES.map((each) => ({ language: each, companyName: siteSettings.companyName[api(each)] })) },
  };
}
