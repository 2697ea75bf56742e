import { API_BASE_PATH, SITE_PAGE_API_PATHS } from '../../../contract/api';
import type { WechatShareConfig } from '../../../contract/entities/wechatShare';
import type { DataEnvelope } from '../../../contract/envelope';
import { isWechatBrowser } from './wechatBrowser';

/** What the page tells WeChat to show when it is shared (to a chat, or to Moments without `desc`). */
export interface WechatShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

/** The part of WeChat's JS-SDK (`wx`, jweixin 1.6) the site uses. */
export interface WechatSdk {
  config(options: Omit<WechatShareConfig, 'jsSdkUrl'> & { debug: boolean; jsApiList: string[] }): void;
  ready(callback: () => void): void;
  updateAppMessageShareData(data: WechatShareData): void;
  updateTimelineShareData(data: Omit<WechatShareData, 'desc'>): void;
}

const SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'];

const content = (doc: Document, property: string) => doc.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? '';

/** The page's share card as its head announces it for every other network (SeoHead). */
export function wechatShareData(doc: Document): WechatShareData {
  return {
    title: content(doc, 'og:title') || doc.title,
    desc: content(doc, 'og:description'),
    link: content(doc, 'og:url') || doc.location.href.split('#')[0]!,
    imgUrl: content(doc, 'og:image'),
  };
}

const sdks = new WeakMap<Window, Promise<WechatSdk>>();

/** Loads the SDK once per page load; later navigations configure it again for their address. */
function loadSdk(win: Window & { wx?: WechatSdk }, src: string): Promise<WechatSdk> {
  let sdk = sdks.get(win);
  if (!sdk) {
    sdk = new Promise<WechatSdk>((resolve, reject) => {
      const script = win.document.createElement('script');
      script.async = true;
      script.src = src;
      script.addEventListener('load', () => (win.wx ? resolve(win.wx) : reject(new Error('no wx'))), { once: true });
      script.addEventListener('error', () => reject(new Error(`${src} did not load`)), { once: true });
      win.document.head.appendChild(script);
    });
    sdks.set(win, sdk);
    sdk.catch(() => sdks.delete(win));
  }
  return sdk;
}

/**
 * Inside WeChat's browser only: asks the CMS for the JS-SDK signature of the page's address
 * (404 when the company configured no official account: then nothing is loaded), loads WeChat's
 * SDK from where the CMS says, and sets the page's share title, description, link and picture.
 * Called for the first page and after each navigation, whose address needs its own signature.
 * A failure leaves WeChat's default share (the page's title and address), never an error.
 */
export async function shareInWechat(win: Window = window): Promise<void> {
  if (!isWechatBrowser(win)) return;
  const url = win.location.href.split('#')[0]!;
  let config: WechatShareConfig;
  try {
    const response = await win.fetch(`${API_BASE_PATH}/${SITE_PAGE_API_PATHS.wechatShare}?${new URLSearchParams({ url })}`);
    if (!response.ok) return;
    config = ((await response.json()) as DataEnvelope<WechatShareConfig>).data;
  } catch {
    return;
  }
  const wx = await loadSdk(win, config.jsSdkUrl).catch(() => null);
  if (!wx) return;
  const { appId, timestamp, nonceStr, signature } = config;
  wx.config({ debug: false, appId, timestamp, nonceStr, signature, jsApiList: SHARE_APIS });
  wx.ready(() => {
    const { desc, ...timeline } = wechatShareData(win.document);
    wx.updateAppMessageShareData({ ...timeline, desc });
    wx.updateTimelineShareData(timeline);
  });
}
