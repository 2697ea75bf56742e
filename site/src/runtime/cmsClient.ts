import { API_BASE_PATH, REQUEST_TIMEOUT_MS } from '../../../contract/api';
import type { DataEnvelope, PageEnvelope } from '../../../contract/envelope';

/**
 * Where the browser reaches the CMS: the same origin when the CMS serves the site (the default),
 * another origin when the site is on a CDN (GATSBY_CMS_URL at build time).
 */
export const CMS_ORIGIN = (process.env.GATSBY_CMS_URL ?? '').replace(/\/$/, '');

/** A CMS file path (`/cms/static/...`) as the browser must request it. */
export function cmsAsset(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${CMS_ORIGIN}${path}`;
}

/**
 * GET an open API call at run time. Answers the envelope whatever its code (SPEC §8: list
 * fetches ignore a non-zero code, the caller decides); network failures and the 25 s timeout
 * (SPEC §9) reject.
 */
export async function cmsGet<T extends DataEnvelope<unknown> | PageEnvelope<unknown>>(
  path: string,
  query: Record<string, string | number | undefined> = {},
): Promise<T> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const response = await fetch(`${CMS_ORIGIN}${API_BASE_PATH}/${path}?${search}`, {
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  return (await response.json()) as T;
}

/** POST JSON to an open API call; the envelope comes back whatever its code. */
export async function cmsPost<T>(
  path: string,
  body: unknown,
  options: { language?: 'zh' | 'en'; idempotencyKey?: string } = {},
): Promise<DataEnvelope<T> | { code: number; msg: string; field?: string }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const query = options.language ? `?language=${options.language}` : '';
  const response = await fetch(`${CMS_ORIGIN}${API_BASE_PATH}/${path}${query}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return (await response.json()) as DataEnvelope<T>;
}
