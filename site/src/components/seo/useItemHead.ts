import { useEffect } from 'react';
import { DEFAULT_SITE_LANGUAGE, SITE_LANGUAGES, type SiteLanguage } from '../../../../contract/siteRoutes';
import { pageTitleWith, pageUrl } from './SeoHead';

/** The head of an item a `?id=` page loaded in the browser, as SeoHead words it for a pre-rendered one. */
export interface ItemHead {
  company: string;
  pageTitle: string;
  description: string;
  /** The item's public address without language prefix (`/caseDetails?id=3`). */
  canonicalPath: string;
  language: SiteLanguage;
}

function setContent(head: HTMLHeadElement, selector: string, attribute: string, value: string): void {
  const element = head.querySelector(selector);
  if (element && element.getAttribute(attribute) !== value) element.setAttribute(attribute, value);
}

/** Writes the item's head over the generic one Gatsby rendered for the page. */
export function applyItemHead(document: Document, item: ItemHead): void {
  const { head } = document;
  const title = pageTitleWith(item.company, item.pageTitle);
  if (document.title !== title) document.title = title;
  setContent(head, 'meta[name="description"]', 'content', item.description);
  setContent(head, 'meta[property="og:title"]', 'content', title);
  setContent(head, 'meta[property="og:description"]', 'content', item.description);
  setContent(head, 'link[rel="canonical"]', 'href', pageUrl(item.canonicalPath, item.language));
  setContent(head, 'meta[property="og:url"]', 'content', pageUrl(item.canonicalPath, item.language));
  for (const language of SITE_LANGUAGES) {
    setContent(head, `link[rel="alternate"][hreflang="${language}"]`, 'href', pageUrl(item.canonicalPath, language));
  }
  setContent(head, 'link[rel="alternate"][hreflang="x-default"]', 'href', pageUrl(item.canonicalPath, DEFAULT_SITE_LANGUAGE));
  // The page without its item is kept out of search results; with it, it is the item's page.
  head.querySelector('meta[name="robots"][content="noindex"]')?.remove();
}

/**
 * A `?id=` page reached inside the site loads its item in the browser, after Gatsby rendered the
 * head from the page's build-time data, which knows no item: the tab would keep the generic
 * title. While the item is shown its head is written over that one, and again whenever Gatsby
 * renders the page's head anew (it does on any re-render of the page, replacing head nodes).
 */
export function useItemHead(item: ItemHead | null): void {
  const { company, pageTitle, description, canonicalPath, language } = item ?? {};
  useEffect(() => {
    if (company === undefined || pageTitle === undefined || description === undefined || canonicalPath === undefined || !language) return undefined;
    const current: ItemHead = { company, pageTitle, description, canonicalPath, language };
    applyItemHead(document, current);
    const observer = new MutationObserver(() => applyItemHead(document, current));
    observer.observe(document.head, { childList: true });
    return () => observer.disconnect();
  }, [company, pageTitle, description, canonicalPath, language]);
}
