import type { DataEnvelope, ErrorEnvelope } from '../../../contract/envelope';
import { createOpenApiClient, type OpenApiAnswer, type OpenApiQuery, type SubmitOptions } from '../../../contract/openApiClient';
import { challengeSolverFor, type ChallengeSolver } from '../../../widgets/shared/spamChallenge/challengeSolver';
import { CMS_ORIGIN } from './cmsOrigin';

const client = createOpenApiClient(CMS_ORIGIN);

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
