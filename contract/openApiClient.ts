import { API_BASE_PATH, IDEMPOTENCY_KEY_HEADER, REQUEST_TIMEOUT_MS } from './api';
import { SPAM_CHALLENGE_HEADER } from './spamChallenge';
import type { ApiLanguage } from './language';

/** What a call answers, whatever its code: a data envelope, a page envelope or a refusal. */
export interface OpenApiAnswer {
  code: number;
  msg: string;
  data?: unknown;
  rows?: unknown[];
  total?: number;
  /** The field a refusal is about, when a validation rule failed. */
  field?: string;
}

/**
 * No envelope came back: the CMS could not be reached, the call timed out, or the answer was no
 * envelope or a 5xx. `retryable` says whether sending the same request later may succeed;
 * `status` is the HTTP status when there was an answer at all.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export type OpenApiQuery = Record<string, string | number | undefined>;

export interface SubmitOptions {
  /** The language of the answer's `msg`; without it the CMS reads `Accept-Language`. */
  language?: ApiLanguage;
  /** Sent as the Idempotency-Key header: the same key again answers the first answer again. */
  idempotencyKey?: string;
  /** A solved proof-of-work challenge (contract/spamChallenge.ts), sent in its header. */
  spamChallenge?: string | undefined;
}

/** A call's address at the CMS `baseUrl`; query values that are undefined or '' are left out. */
export function openApiUrl(baseUrl: string, path: string, query: OpenApiQuery = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}${API_BASE_PATH}/${path}${text ? `?${text}` : ''}`;
}

/** The headers of a submission: a JSON answer, and its idempotency key and challenge's solution when it has them. */
export function submitHeaders({ idempotencyKey, spamChallenge }: SubmitOptions): Record<string, string> {
  return {
    accept: 'application/json',
    ...(idempotencyKey && { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
    ...(spamChallenge && { [SPAM_CHALLENGE_HEADER]: spamChallenge }),
  };
}

/** A client of the open API of the CMS at one origin. */
export interface OpenApiClient {
  /** The CMS origin it calls; '' for the page's own origin. */
  readonly baseUrl: string;
  get(path: string, query?: OpenApiQuery): Promise<OpenApiAnswer>;
  postJson(path: string, body: unknown, options?: SubmitOptions): Promise<OpenApiAnswer>;
}

/**
 * The one client of the open API, for the site at run time, its build and the widgets: every
 * call gives up after REQUEST_TIMEOUT_MS, answers the envelope whatever its code, and rejects
 * with a DeliveryError when no envelope came back.
 */
export function createOpenApiClient(baseUrl: string): OpenApiClient {
  const url = (path: string, query?: OpenApiQuery) => openApiUrl(baseUrl, path, query);

  const request = async (address: string, init: RequestInit): Promise<OpenApiAnswer> => {
    let response: Response;
    try {
      response = await fetch(address, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      // fetch's own message ("fetch failed") hides the reason: refused, reset, timed out.
      const cause = (error as Error).cause as (Error & { code?: string }) | undefined;
      const reason = cause ? ` (${cause.code ?? cause.message})` : '';
      throw new DeliveryError(`${(error as Error).message || 'network error'}${reason}`, true);
    }
    const envelope = (await response.json().catch(() => null)) as OpenApiAnswer | null;
    if (!envelope || typeof envelope.code !== 'number') {
      throw new DeliveryError(`HTTP ${response.status} without an envelope`, response.status >= 500 || response.status === 429, response.status);
    }
    if (response.status >= 500) throw new DeliveryError(envelope.msg, true, response.status);
    return envelope;
  };

  return {
    baseUrl,
    get: (path, query) => request(url(path, query), { headers: { accept: 'application/json' } }),
    postJson: (path, body, options = {}) =>
      request(url(path, { language: options.language }), {
        method: 'POST',
        headers: { ...submitHeaders(options), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
  };
}
