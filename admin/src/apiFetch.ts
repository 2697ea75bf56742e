import { fetchUtils, HttpError } from 'react-admin';
import { ADMIN_API_BASE_PATH, CSRF_HEADER } from '../../contract/adminApi';
import { currentLocale } from './i18n/i18nProvider';

let csrfToken: string | null = null;

/** The token state-changing calls carry: from the sign-in or `GET /session`, forgotten at sign-out. */
export function rememberCsrfToken(token: string | null): void {
  csrfToken = token;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * The headers of every call to the back-office API: JSON, the user's language (the server
 * writes its error messages in it) and, on a state-changing call, the session's CSRF token.
 */
export function apiHeaders(method: string): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLocale() });
  if (!SAFE_METHODS.has(method) && csrfToken) headers.set(CSRF_HEADER, csrfToken);
  return headers;
}

export const apiUrl = (path: string) => `${ADMIN_API_BASE_PATH}${path}`;

/**
 * A JSON call through react-admin's fetchUtils. The server's failures are its envelope
 * `{code, msg}`: the HttpError carries `msg` (already in the user's language) as its message,
 * so react-admin's notifications show it as it is.
 */
export async function apiJson(path: string, init: RequestInit = {}) {
  const method = init.method ?? 'GET';
  try {
    return await fetchUtils.fetchJson(apiUrl(path), { ...init, credentials: 'same-origin', headers: apiHeaders(method) });
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(envelopeMessage(error.body) ?? error.message, error.status, error.body);
    throw error;
  }
}

/** A call whose answer is the envelope `{data}`: answers `data`. */
export async function apiData<T>(path: string, method = 'GET', body?: object): Promise<T> {
  const { json } = await apiJson(path, { method, ...(body && { body: JSON.stringify(body) }) });
  return (json as { data: T }).data;
}

export function envelopeMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'msg' in body && typeof body.msg === 'string') return body.msg;
  return null;
}

/** How far an upload is: bytes sent of the whole body. */
export type UploadProgress = (sent: number, total: number) => void;

/**
 * A multipart upload with progress. fetch cannot report how much of a request body has gone
 * (its upload streams are not in every browser), XMLHttpRequest's `upload` events can; failures
 * become the same HttpError with the server's message as {@link apiJson}'s.
 */
export function apiUpload(path: string, form: FormData, onProgress: UploadProgress): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(path));
    request.withCredentials = true;
    apiHeaders('POST').forEach((value, name) => request.setRequestHeader(name, value));
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    request.addEventListener('load', () => {
      const body: unknown = request.response;
      if (request.status >= 200 && request.status < 300) resolve(body);
      else reject(new HttpError(envelopeMessage(body) ?? request.statusText, request.status, body));
    });
    request.addEventListener('error', () => reject(new HttpError('Network error', 0)));
    request.send(form);
  });
}
