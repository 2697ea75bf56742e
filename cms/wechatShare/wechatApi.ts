/** An answer of WeChat's API with a non-zero `errcode` (or none of what was asked for). */
export class WechatApiError extends Error {
  constructor(readonly errcode: number, errmsg: string) {
    super(`WeChat answered errcode ${errcode}: ${errmsg}`);
    this.name = 'WechatApiError';
  }
}

/** The access token was refused as invalid or expired: a new one is asked for. */
export const STALE_TOKEN_ERRCODES: readonly number[] = [40001, 40014, 42001];

export interface WechatGrant {
  value: string;
  expiresInSeconds: number;
}

const TIMEOUT_MS = 10_000;

async function getJson(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new WechatApiError(-1, `HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

function grantOf(answer: Record<string, unknown>, field: string): WechatGrant {
  const errcode = typeof answer.errcode === 'number' ? answer.errcode : 0;
  const value = answer[field];
  if (errcode !== 0 || typeof value !== 'string' || !value) throw new WechatApiError(errcode || -1, String(answer.errmsg ?? `no ${field}`));
  return { value, expiresInSeconds: typeof answer.expires_in === 'number' ? answer.expires_in : 7200 };
}

/** `GET /cgi-bin/token`: the official account's access token (7200 s). */
export async function fetchAccessToken(apiBaseUrl: string, appId: string, appSecret: string): Promise<WechatGrant> {
  const query = new URLSearchParams({ grant_type: 'client_credential', appid: appId, secret: appSecret });
  return grantOf(await getJson(`${apiBaseUrl}/cgi-bin/token?${query}`), 'access_token');
}

/** `GET /cgi-bin/ticket/getticket?type=jsapi`: the ticket JS-SDK signatures are made with (7200 s). */
export async function fetchJsApiTicket(apiBaseUrl: string, accessToken: string): Promise<WechatGrant> {
  const query = new URLSearchParams({ access_token: accessToken, type: 'jsapi' });
  return grantOf(await getJson(`${apiBaseUrl}/cgi-bin/ticket/getticket?${query}`), 'ticket');
}
