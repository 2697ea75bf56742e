import type { LinkPushOutcome } from '../../contract/publishing';

/** Baidu's URL submission API (普通收录, API 提交): it refuses more than 2,000 addresses a request. */
export const BAIDU_PUSH_ENDPOINT = 'http://data.zz.baidu.com/urls';
export const BAIDU_PUSH_MAX_URLS = 2_000;
const REQUEST_TIMEOUT_MS = 30_000;

export interface BaiduPushConfig {
  /** The push token of the site, from Baidu's search resource platform. */
  token: string;
  /** The site's public origin, as verified with Baidu (`https://www.example.com`). */
  siteUrl: string;
  endpoint: string;
  /** Addresses per request: Baidu's limit, lower in tests. */
  maxUrls: number;
}

/**
 * The push's settings, when `BAIDU_PUSH_TOKEN` and the site's public origin (`SITE_URL`) are both
 * set: without an origin the addresses would be the CMS's local one, which Baidu refuses.
 */
export function baiduPushFromEnvironment(env: NodeJS.ProcessEnv = process.env): BaiduPushConfig | null {
  const token = env.BAIDU_PUSH_TOKEN?.trim();
  const siteUrl = env.SITE_URL?.trim();
  if (!token || !siteUrl) return null;
  return { token, siteUrl, endpoint: env.BAIDU_PUSH_ENDPOINT?.trim() || BAIDU_PUSH_ENDPOINT, maxUrls: BAIDU_PUSH_MAX_URLS };
}

interface BaiduAnswer {
  success?: number;
  remain?: number;
  not_same_site?: string[];
  not_valid?: string[];
  error?: number;
  message?: string;
}

/**
 * Baidu names an `https` site by its origin and an `http` one by its host alone, as its platform
 * shows them.
 */
const siteParameter = (siteUrl: string) => {
  const url = new URL(siteUrl);
  return url.protocol === 'https:' ? url.origin : url.host;
};

/**
 * Submits `urls` in requests of at most `maxUrls`, one address a line as `text/plain`, and sums
 * Baidu's answers. Stops at the first refusal (a bad token, the day's quota spent) and says why,
 * with what went through before; never throws.
 */
export async function pushToBaidu(config: BaiduPushConfig, urls: readonly string[]): Promise<LinkPushOutcome> {
  const target = new URL(config.endpoint);
  target.searchParams.set('site', siteParameter(config.siteUrl));
  target.searchParams.set('token', config.token);
  let success = 0;
  let remain: number | null = null;
  const notSameSite: string[] = [];
  const notValid: string[] = [];
  for (let start = 0; start < urls.length; start += config.maxUrls) {
    let answer: BaiduAnswer;
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: urls.slice(start, start + config.maxUrls).join('\n'),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      try {
        answer = JSON.parse(text) as BaiduAnswer;
      } catch {
        answer = { error: response.status, message: text.slice(0, 200) || response.statusText };
      }
      if (!response.ok && answer.error === undefined) answer = { error: response.status, message: response.statusText };
    } catch (error) {
      return { status: 'failed', addresses: urls.length, success, reason: (error as Error).message };
    }
    if (answer.error !== undefined) {
      return { status: 'failed', addresses: urls.length, success, reason: `${answer.error} ${answer.message ?? ''}`.trim() };
    }
    success += answer.success ?? 0;
    remain = answer.remain ?? remain;
    notSameSite.push(...(answer.not_same_site ?? []));
    notValid.push(...(answer.not_valid ?? []));
  }
  return { status: 'pushed', addresses: urls.length, success, remain, notSameSite, notValid };
}
