import type { GatsbyBrowser } from 'gatsby';
import { languageRedirectTarget, readStoredLanguage } from '../state/language';
import { reportPageView } from './analytics';
import { loadAnalyticsWhenIdle } from './analyticsLoader';
import { cancelScrollToTop, prefersReducedMotion, scrollToTop } from '../../../widgets/shared/scrollToTop';
import { hasAnchorQuery } from './anchorQuery';

interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * What every client-side navigation does: report a page view, then scroll to the top
 * 100 px per frame — unless the URL names a section with `anchor` (the page scrolls there) or a
 * hash that exists on the page.
 */
export function handleRouteChange(location: RouteLocation, win: Window = window): void {
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
  // The first page view is counted by the analytics snippets themselves, and the browser
  // places the first page.
  if (!prevLocation) return;
  handleRouteChange(location);
};

/** The analytics tools load once the first page is interactive; the hook above reports the rest. */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  loadAnalyticsWhenIdle();
};

/**
 * Before the first render: a visitor who chose a language earlier lands on that language's page.
 * `replace` keeps the wrong-language address out of the history.
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  redirectToStoredLanguage(window.location, (url) => window.location.replace(url));
};

/** Sends the browser to the stored language's page when the address is in the other one. */
export function redirectToStoredLanguage(location: RouteLocation, replace: (url: string) => void): string | null {
  const target = languageRedirectTarget(location, readStoredLanguage());
  if (target !== null) replace(target);
  return target;
}
