import { createOpenApiClient, DeliveryError, openApiUrl, type OpenApiAnswer } from '../../../contract/openApiClient';

/**
 * Fetches one open API call at build time, through the open API client. An unreachable CMS, an
 * answer without an envelope, a 5xx or a non-zero `code` throws: a build must never ship a site
 * without its content.
 */
export async function cmsFetch<T extends OpenApiAnswer>(cmsUrl: string, path: string): Promise<T> {
  const url = openApiUrl(cmsUrl, path);
  let body: T;
  try {
    body = (await createOpenApiClient(cmsUrl).get(path)) as T;
  } catch (error) {
    if (error instanceof DeliveryError && error.status !== undefined) {
      throw new Error(`The CMS answered ${url} with HTTP ${error.status}: ${error.message}`, { cause: error });
    }
    throw new Error(`The CMS at ${cmsUrl} cannot be reached (${url}): ${(error as Error).message}. Start it with \`npm run cms\` or set CMS_URL.`, { cause: error });
  }
  if (body.code !== 0) throw new Error(`The CMS answered ${url} with code ${body.code}: ${body.msg}`);
  return body;
}
