import { API_BASE_PATH } from '../../../contract/api';

/**
 * Fetches one open API call at build time. An unreachable CMS, an HTTP failure or a non-zero
 * `code` throws: a build must never ship a site without its content.
 */
export async function cmsFetch<T>(cmsUrl: string, path: string): Promise<T> {
  const url = `${cmsUrl.replace(/\/$/, '')}${API_BASE_PATH}/${path}`;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(25_000) });
  } catch (error) {
    throw new Error(`The CMS at ${cmsUrl} cannot be reached (${url}): ${(error as Error).message}. Start it with \`npm run cms\` or set CMS_URL.`);
  }
  const body = (await response.json().catch(() => null)) as ({ code: number; msg: string } & T) | null;
  if (!response.ok || !body || body.code !== 0) {
    throw new Error(`The CMS answered ${url} with HTTP ${response.status}, code ${body?.code ?? '?'}: ${body?.msg ?? 'no envelope'}`);
  }
  return body;
}
