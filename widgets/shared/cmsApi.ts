import { API_BASE_PATH, IDEMPOTENCY_KEY_HEADER, REQUEST_TIMEOUT_MS } from '../../contract/api';
import type { WidgetLanguage } from './widgetLanguage';

/** What every call answers: the envelope, whatever its code. */
export interface Envelope {
  code: number;
  msg: string;
  data?: unknown;
  rows?: unknown[];
  total?: number;
  field?: string;
}

/** Thrown when no envelope came back: offline, timeout (25 s, SPEC §9), or a 5xx without one. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export interface CmsApi {
  readonly baseUrl: string;
  get(path: string, query?: Record<string, string | number | undefined>): Promise<Envelope>;
  postJson(path: string, body: unknown, options: { language: WidgetLanguage; idempotencyKey?: string }): Promise<Envelope>;
  /** Multipart upload with progress (0–1); XMLHttpRequest because fetch reports no upload progress. */
  upload(
    path: string,
    form: FormData,
    options: { language: WidgetLanguage; idempotencyKey?: string; onProgress?: (fraction: number) => void },
  ): Promise<Envelope>;
}

/** A client of the open API at `baseUrl` (the CMS origin; '' for the page's own origin). */
export function createCmsApi(baseUrl: string): CmsApi {
  const root = `${baseUrl.replace(/\/$/, '')}${API_BASE_PATH}/`;

  const request = async (url: string, init: RequestInit): Promise<Envelope> => {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      throw new DeliveryError((error as Error).message || 'network error', true);
    }
    const envelope = (await response.json().catch(() => null)) as Envelope | null;
    if (!envelope || typeof envelope.code !== 'number') {
      throw new DeliveryError(`HTTP ${response.status} without an envelope`, response.status >= 500 || response.status === 429);
    }
    if (response.status >= 500) throw new DeliveryError(envelope.msg, true);
    return envelope;
  };

  return {
    baseUrl,
    get(path, query = {}) {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
      return request(`${root}${path}?${search}`, { headers: { accept: 'application/json' } });
    },
    postJson(path, body, { language, idempotencyKey }) {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
      return request(`${root}${path}?language=${language}`, { method: 'POST', headers, body: JSON.stringify(body) });
    },
    upload(path, form, { language, idempotencyKey, onProgress }) {
      return new Promise((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', `${root}${path}?language=${language}`);
        xhr.timeout = REQUEST_TIMEOUT_MS;
        xhr.setRequestHeader('accept', 'application/json');
        if (idempotencyKey) xhr.setRequestHeader(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress?.(event.loaded / event.total);
        };
        xhr.onload = () => {
          let envelope: Envelope | null = null;
          try {
            envelope = JSON.parse(xhr.responseText) as Envelope;
          } catch {
            envelope = null;
          }
          if (!envelope || typeof envelope.code !== 'number' || xhr.status >= 500) {
            reject(new DeliveryError(`HTTP ${xhr.status}`, xhr.status >= 500 || xhr.status === 0));
          } else {
            resolve(envelope);
          }
        };
        xhr.onerror = () => reject(new DeliveryError('network error', true));
        xhr.ontimeout = () => reject(new DeliveryError('timeout', true));
        xhr.send(form);
      });
    },
  };
}
