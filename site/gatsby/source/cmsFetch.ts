import { createOpenApiClient, DeliveryError, openApiUrl, type OpenApiAnswer } from '../../../contract/openApiClient';

/**
 * Attempts of one call: a build makes hundreds, and on a loaded machine a keep-alive connection
 * the CMS closed while the build was not scheduled fails the next request on it. The waits
 * between attempts grow; a CMS that is down still fails the build within seconds.
 */
const ATTEMPTS = 3;
const RETRY_WAIT_MS = 500;

/**
 * Fetches one open API call at build time, through the open API client. An unreachable CMS, an
 * answer without an envelope, a 5xx or a non-zero `code` throws: a build must never ship a site
 * without its content. A failed connection or a 5xx is tried again first.
 */
export async function cmsFetch<T extends OpenApiAnswer>(cmsUrl: string, path: string): Promise<T> {
  const url = openApiUrl(cmsUrl, path);
  let body: T;
  try {
    body = (await withRetries(() => createOpenApiClient(cmsUrl).get(path))) as T;
  } catch (error) {
    if (error instanceof DeliveryError && error.status !== undefined) {
      throw new Error(`The CMS answered ${url} with HTTP ${error.status}: ${error.message}`, { cause: error });
    }
    throw new Error(`The CMS at ${cmsUrl} cannot be reached (${url}): ${(error as Error).message}. Start it with \`npm run cms\` or set CMS_URL.`, { cause: error });
  }
  if (body.code !== 0) throw new Error(`The CMS answered ${url} with code ${body.code}: ${body.msg}`);
  return body;
}

async function withRetries<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= ATTEMPTS || !(error instanceof DeliveryError) || !error.retryable) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_WAIT_MS * attempt));
    }
  }
}
