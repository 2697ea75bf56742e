import { createHash, randomBytes } from 'node:crypto';

/** What `wx.config` is given besides the app id. */
export interface JsSdkSignature {
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/**
 * The JS-SDK's signature, as WeChat's documentation defines it (JS-SDK appendix 1): SHA-1 of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, the fields in that (ASCII) order, the values
 * unescaped, the URL the page's own without its fragment.
 */
function signJsSdk(ticket: string, url: string, timestamp: number, nonceStr: string): string {
  const pageUrl = url.split('#')[0]!;
  return createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${pageUrl}`).digest('hex');
}

export function newJsSdkSignature(ticket: string, url: string, now: Date): JsSdkSignature {
  const timestamp = Math.floor(now.getTime() / 1000);
  const nonceStr = randomBytes(12).toString('base64url');
  return { timestamp, nonceStr, signature: signJsSdk(ticket, url, timestamp, nonceStr) };
}
