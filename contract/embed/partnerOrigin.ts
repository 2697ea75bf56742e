import { isLoopbackHost } from '../loopbackHost';

/**
 * Partner origins: the sites (besides `CORS_ORIGINS`) whose pages may call the open API from the
 * browser, managed in the back office's embed page at `GET/POST partner-origins` and
 * `DELETE partner-origins/<id>` of the back-office API.
 */
export interface PartnerOrigin {
  id: number;
  /** `scheme://host[:port]`, as browsers send it in the `Origin` header. */
  origin: string;
  note: string;
  /** The staff user's e-mail. */
  addedBy: string;
  /** ISO 8601. */
  addedAt: string;
}

export const PARTNER_ORIGINS_RESOURCE = 'partner-origins';

export const PARTNER_NOTE_MAX_LENGTH = 200;

/** A scheme, `//`, a host part and at most a trailing slash: nothing after the authority. */
const ORIGIN_SHAPE = /^[a-z][a-z\d+.-]*:\/\/[^/?#\\]+\/?$/i;

/**
 * The origin a browser would send for `value`, or null when `value` is not one: https, or http
 * only for this machine (localhost, 127.0.0.0/8, [::1]) where a partner's page is being tried out;
 * no user, path, query or fragment, since an origin has none and the CORS check compares exactly.
 * The URL parser lower-cases the host, drops a default port and writes any IPv4 form as four
 * decimal parts, so what is stored is what browsers send.
 */
export function normalisePartnerOrigin(value: string): string | null {
  const text = value.trim();
  if (!ORIGIN_SHAPE.test(text) || !URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return url.origin;
  return url.protocol === 'http:' && isLoopbackHost(url.hostname) ? url.origin : null;
}
