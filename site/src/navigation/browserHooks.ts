import { navigate } from '@gatsbyjs/reach-router';
import type { GatsbyBrowser } from 'gatsby';
import { isPreviewPath } from '../../../contract/content/preview';
import { mirrorStoredLanguage, type UrlParts } from '../state/language';
import { reportPageView } from './analytics';
import { loadAnalyticsWhenIdle } from './analyticsLoader';
import { cancelScrollToTop, prefersReducedMotion, scrollToTop } from '../../../widgets/shared/scrollToTop';
import { hasAnchorQuery } from './anchorQuery';
import { showDocumentLanguage } from './documentLanguage';
import { publicAddress } from './publicAddress';
import { recordVisit } from '../../../widgets/shared/attribution/recordVisit';
import { isWechatBrowser } from './wechatBrowser';

/**
 * What every client-side navigation does: report a page view, then scroll to the top
 * 100 px per frame — unless the URL names a section with `anchor` (the page scrolls there) or a
 * hash that exists on the page.
 */
export function handleRouteChange(location: UrlParts, win: Window = window): void {
  reportPageView(`${location.pathname}${location.search}`, win);
  if (hasAnchorQuery(location.search)) {
    cancelScrollToTop();
    return;
  }
  if (location.hash.length > 1) {
    let id = location.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // Keep the raw hash.
    }
    const target = win.document.getElementById(id);
    if (target) {
      cancelScrollToTop();
      target.scrollIntoView({ behavior: prefersReducedMotion(win) ? 'auto' : 'smooth', block: 'start' });
      return;
    }
  }
  scrollToTop(win);
}

/** Gatsby's own scroll handling is off: the site scrolls itself, as handleRouteChange says. */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = () => false;

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  showDocumentLanguage(location.pathname);
  // The first page view is counted by the analytics snippets themselves, and the browser
  // places the first page.
  if (!prevLocation) return;
  handleRouteChange(location);
  shareInWechatBrowser();
};

/**
 * The address a visitor opens decides the page's language; the stored choice only decides where
 * `/` goes, which the CMS answers from the choice's cookie, kept in step with the storage here.
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  mirrorStoredLanguage();
  // Before the address shows the built page: the visit landed on the public one. A preview is staff at work.
  if (!isPreviewPath(window.location.pathname)) recordVisit(window);
  showBuiltPageAddress(window);
};

/**
 * Once hydrated on an internal address (see publicAddress), the address bar shows the public one;
 * the analytics tools load once the first page is interactive, and onRouteUpdate reports the rest.
 * Inside WeChat's browser the page's share is set up (wechatShare.ts), for the public address.
 * The back office's preview of a draft is staff at work, not a visit: it loads no analytics.
 */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  showPublicAddress(window);
  shareInWechatBrowser();
  if (!isPreviewPath(window.location.pathname)) loadAnalyticsWhenIdle();
};

/**
 * Inside WeChat's browser, the page's share (wechatShare.ts), its code loaded there only: every
 * other visitor's first scripts do not carry it. A chunk that fails to load leaves WeChat's
 * default share, as any other failure of it does.
 */
function shareInWechatBrowser(): void {
  if (isWechatBrowser(window)) void import('./wechatShare').then(({ shareInWechat }) => shareInWechat(), () => undefined);
}

/**
 * Before Gatsby reads the address: a `?id=` page served at its public address holds the HTML of
 * its pre-rendered page (`window.pagePath`, written by Gatsby into the page), and Gatsby hydrates
 * the page the address names. It would move there itself, unless a match path covers the
 * address, as the English 404 page's `/en-US/*` does, and then hydrate the `?id=` shell over the
 * item's HTML. So the address is moved to the built page first, for as long as hydration takes.
 */
export function showBuiltPageAddress(win: Window & { pagePath?: string }, replace = replaceInRouter): void {
  const built = win.pagePath;
  if (!built || built === win.location.pathname || publicAddress({ pathname: built, search: '', hash: '' }) === null) return;
  replace(`${built}${win.location.search}${win.location.hash}`);
}

/**
 * Through the router's history, as Gatsby moves the address itself: the router read the address
 * when its script loaded, and renders from what it read until its history is told otherwise.
 */
function replaceInRouter(address: string): void {
  void navigate(address, { replace: true });
}

export function showPublicAddress(win: Window): void {
  const address = publicAddress(win.location);
  if (address !== null) win.history.replaceState(win.history.state, '', address);
}
