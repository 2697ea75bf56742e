/**
 * Redirects editors keep in the back office (`GET/POST redirects`, `PUT/DELETE redirects/<id>` of
 * the back-office API), and those the CMS adds when a page's address changes. The CMS answers them
 * before the site; `redirects/export.*` hands them to nginx or a CDN.
 */
export interface SiteRedirect {
  id: number;
  /** A site path, without query: `/news/2019` (no trailing slash). */
  from: string;
  /** `exact`: the path alone; `prefix`: the path and every path below it, whose rest is kept. */
  match: RedirectMatch;
  /** A site path (with a query, for an exact redirect) or an external https address. */
  to: string;
  status: RedirectStatus;
  /** `staff`: kept by an editor; `moved`: added when a page's address changed. */
  origin: RedirectOrigin;
  note: string;
  /** The staff user's e-mail (or the actor that published the move). */
  updatedBy: string;
  /** ISO 8601. */
  updatedAt: string;
}

export const REDIRECTS_RESOURCE = 'redirects';
export const REDIRECT_MATCHES = ['exact', 'prefix'] as const;
export type RedirectMatch = (typeof REDIRECT_MATCHES)[number];
export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
export type RedirectOrigin = 'staff' | 'moved';
export const REDIRECT_NOTE_MAX_LENGTH = 200;

/**
 * A path's segments: letters, digits and `.`, `_`, `~`, `-`. Kept to what needs no escaping in a
 * URL, an nginx configuration or a CSV cell, so every export carries it as it is.
 */
const SOURCE_PATH = /^(\/[A-Za-z0-9._~-]+)+\/?$/;
/** A target's path and query: no `$`, `;`, double quote, braces, backslash, space or fragment (nginx takes it as it is; the CSV quotes a comma). */
const TARGET_TEXT = /^[A-Za-z0-9._~%!&'()*+,=:@/?[\]-]+$/;

/** The paths the CMS answers itself: no redirect may take them from the site's visitors or staff. */
const RESERVED_PREFIXES = ['/cms', '/admin', '/widgets', '/static', '/page-data', '/healthz', '/readyz', '/metrics'];

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The source path as stored (no trailing slash), or null when it is not one a redirect may take. */
export function normaliseRedirectSource(value: string): string | null {
  const text = value.trim();
  if (!SOURCE_PATH.test(text) || text.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  const path = text.replace(/\/$/, '');
  return RESERVED_PREFIXES.some((prefix) => isUnder(path, prefix)) ? null : path;
}

/**
 * The target as stored, or null: a site path (`/aboutUs/journalism`, `/caseDetails?id=12`, no
 * trailing slash) or an https address elsewhere, without credentials or fragment.
 */
export function normaliseRedirectTarget(value: string): string | null {
  const text = value.trim();
  if (text.startsWith('/')) {
    if (text.startsWith('//') || !TARGET_TEXT.test(text) || !URL.canParse(text, 'https://site')) return null;
    const url = new URL(text, 'https://site');
    if (url.pathname !== text.split('?')[0]) return null;
    const path = url.pathname.replace(/(.)\/$/, '$1');
    return RESERVED_PREFIXES.some((prefix) => isUnder(path, prefix)) ? null : `${path}${url.search}`;
  }
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.protocol !== 'https:' || url.username || url.password || url.hash) return null;
  return TARGET_TEXT.test(url.href.slice('https://'.length)) ? url.href : null;
}

export const isExternalTarget = (to: string) => to.startsWith('https://');
