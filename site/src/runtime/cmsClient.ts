import type { DataEnvelope, ErrorEnvelope } from '../../../contract/envelope';
import { createOpenApiClient, type OpenApiAnswer, type OpenApiQuery, type SubmitOptions } from '../../../contract/openApiClient';
import { challengeSolverFor, type ChallengeSolver } from '../../../widgets/shared/spamChallenge/challengeSolver';

/**
 * Where the browser reaches the CMS: the same origin when the CMS serves the site (the default),
 * another origin when the site is on a CDN (GATSBY_CMS_URL at build time).
 */
export const CMS_ORIGIN = (process.env.GATSBY_CMS_URL ?? '').replace(/\/$/, '');

const client = createOpenApiClient(CMS_ORIGIN);

/** A CMS file path (`/cms/static/...`) as the browser must request it. */
export function cmsAsset(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${CMS_ORIGIN}${path}`;
}

/**
 * GET an open API call at run time. Answers the envelope whatever its code (list
 * fetches ignore a non-zero code, the caller decides); network failures, the 25 s timeout and
 * answers without an envelope (or a 5xx) reject.
 */
export async function cmsGet<T extends OpenApiAnswer>(path: string, query?: OpenApiQuery): Promise<T> {
  return (await client.get(path, query)) as T;
}

/** POST JSON to an open API call; the envelope (its `data` a `T` on success) comes back whatever its code. */
export async function cmsPost<T>(path: string, body: unknown, options?: SubmitOptions): Promise<DataEnvelope<T> | ErrorEnvelope> {
  return (await client.postJson(path, body, options)) as DataEnvelope<T> | ErrorEnvelope;
}

/** The proof-of-work challenge of the site's own forms (the widgets' outbox solves its own the same way). */
export const cmsChallenge = (): ChallengeSolver => challengeSolverFor(client);
