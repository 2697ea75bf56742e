import { navigate } from 'gatsby';

export interface SafeNavigateOptions {
  replace?: boolean;
  state?: Record<string, unknown>;
}

/** A URL without trailing slash on its path, for comparing two addresses of the same page. */
function normalized(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return `${url.origin}${path}${url.search}${url.hash}`;
}

/** Whether `to` is the page the browser shows now (path, query and hash). */
export function isCurrentUrl(to: string, current: { href: string } = window.location): boolean {
  try {
    return normalized(new URL(to, current.href)) === normalized(new URL(current.href));
  } catch {
    return false;
  }
}

/**
 * Gatsby's `navigate`, minus the duplicate-navigation errors the site swallows: navigating to
 * the current URL does nothing, and a rejected or throwing navigation resolves quietly.
 */
export function safeNavigate(to: string, options?: SafeNavigateOptions): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  if (isCurrentUrl(to)) return Promise.resolve();
  try {
    return Promise.resolve(navigate(to, options) as unknown).then(
      () => undefined,
      () => undefined,
    );
  } catch {
    return Promise.resolve();
  }
}
