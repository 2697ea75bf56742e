import React from 'react';
import { SITE_LANGUAGES, localizedPath, splitLocalizedPath, xDefaultLanguage, type SiteLanguage } from '../../../../contract/siteRoutes';
import type { CompanyContact, PageBasics } from './pageBasics';
import { SHARE_CARD_SIZE, shareCardOf } from '../../../../contract/shareCard';
import type { PageNodes } from './structuredData/pageGraph';
import { StructuredData } from './structuredData/StructuredData';

export interface SeoHeadProps {
  basics: PageBasics;
  /** The page's own name; the title becomes "name | company". Omit on the home page. */
  pageTitle?: string;
  description: string;
  /** The path as served, e.g. `/en-US/home` (Head's `location.pathname`). */
  pathname: string;
  /** Canonical path without language prefix when it differs from the served one (`/caseDetails?id=3`). */
  canonicalPath?: string;
  /** The page's own picture; a raster one is its share card, cut to size (contract/shareCard.ts). */
  image?: string;
  noIndex?: boolean;
  /** The languages the page exists in, for its hreflang alternates: every one unless given (an item written in some only). */
  languages?: readonly SiteLanguage[];
  /** The page's own structured data (its article, job…), besides the company, web site and trail every page has. */
  structuredData?: PageNodes;
  /** The company's contact facts, for the structured data of the page that gives them (the home page). */
  companyContact?: CompanyContact | null;
}

const siteUrl = () => (process.env.GATSBY_SITE_URL ?? '').replace(/\/$/, '');

/** The absolute address of a page in `language`, from its path without language prefix. */
export const pageUrl = (neutralPath: string, language: SiteLanguage) => `${siteUrl()}${localizedPath(neutralPath, language)}`;

/** "name | company", or the company alone for the home page. */
export const pageTitleWith = (company: string, pageTitle?: string) => (pageTitle ? `${pageTitle} | ${company}` : company);

/**
 * Title, description, canonical URL, hreflang alternates for the page's languages plus x-default,
 * Open Graph tags with the page's share card (1200×630, raster: contract/shareCard.ts) and X's large card
 * (gatsby-plugin-react-i18next 3 writes no hreflang links). `<html lang>` is
 * written from the address, not here (documentLanguage).
 */
export function SeoHead({ basics, pageTitle, description, pathname, canonicalPath, image, noIndex, languages = SITE_LANGUAGES, structuredData, companyContact }: SeoHeadProps) {
  const { language, path } = splitLocalizedPath(pathname.replace(/\/$/, '') || '/');
  const neutralPath = canonicalPath ?? path;
  const company = basics.settings?.companyName ?? '';
  const title = pageTitleWith(company, pageTitle);
  const url = (lang: SiteLanguage) => pageUrl(neutralPath, lang);
  const card = shareCardOf(image, title, pathname);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={url(language)} />
      {languages.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={url(lang)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url(xDefaultLanguage(languages))} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={company} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(language)} />
      <meta property="og:locale" content={language.replace('-', '_')} />
      <meta property="og:image" content={`${siteUrl()}${card.path}`} />
      <meta property="og:image:type" content={card.type} />
      <meta property="og:image:width" content={String(SHARE_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SHARE_CARD_SIZE.height)} />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={`${siteUrl()}${card.path}`} />
      <StructuredData basics={basics} language={language} neutralPath={neutralPath} pageTitle={pageTitle} siteUrl={siteUrl()} noIndex={noIndex} nodes={structuredData} companyContact={companyContact} />
    </>
  );
}
