import type { TouchChannel } from '../../contract/attribution';

/** `utm_medium` values of bought traffic (Google's and Baidu's conventions, and the usual spellings). */
const PAID_MEDIUM = /^(?:cpc|ppc|cpm|cpv|cpa|sem|paid|paid[-_ ]?(?:search|social)|display|banner|retargeting)$/i;
const EMAIL_MEDIUM = /^(?:e-?mail|newsletter|edm)$/i;
const SOCIAL_MEDIUM = /^(?:social|social[-_ ]?(?:media|network|organic))$/i;

/** Hosts of search engines visitors in China and abroad use, matched on the registrable name and what precedes it. */
const SEARCH_HOST = /(?:^|\.)(?:baidu\.com|so\.com|sogou\.com|sm\.cn|bing\.com|google\.[a-z.]+|yandex\.[a-z.]+|duckduckgo\.com|search\.yahoo\.com|naver\.com)$/i;
const SOCIAL_HOST =
  /(?:^|\.)(?:weibo\.com|weibo\.cn|weixin\.qq\.com|wx\.qq\.com|zhihu\.com|douyin\.com|xiaohongshu\.com|bilibili\.com|toutiao\.com|linkedin\.com|lnkd\.in|facebook\.com|twitter\.com|x\.com|t\.co|youtube\.com|instagram\.com)$/i;
const EMAIL_HOST = /(?:^|\.)(?:mail\.qq\.com|exmail\.qq\.com|mail\.163\.com|mail\.126\.com|mail\.aliyun\.com|mail\.google\.com|outlook\.live\.com|outlook\.office\.com|mail\.yahoo\.com)$/i;

/** What a touch holds that decides its channel. */
export interface ChannelSignals {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  referrerHost: string;
  partnerOrigin: string;
}

/**
 * How a visit reached the site, in the order a marketer reads the signals: campaign parameters
 * say most (their medium tells paid, e-mail and social apart; any other tagged link is a campaign),
 * then a partner page that embedded the widget, then the referrer's kind, and nothing at all is
 * direct. Derived by the CMS, not taken from the browser, so every client counts alike and the
 * rules can change in one place.
 */
export function touchChannel(signals: ChannelSignals): TouchChannel {
  const { utmSource, utmMedium, utmCampaign, referrerHost, partnerOrigin } = signals;
  if (PAID_MEDIUM.test(utmMedium)) return 'paid';
  if (EMAIL_MEDIUM.test(utmMedium)) return 'email';
  if (SOCIAL_MEDIUM.test(utmMedium)) return 'social';
  if (utmSource || utmMedium || utmCampaign) return 'campaign';
  if (partnerOrigin) return 'partner';
  if (!referrerHost) return 'direct';
  if (SEARCH_HOST.test(referrerHost)) return 'search';
  if (SOCIAL_HOST.test(referrerHost)) return 'social';
  if (EMAIL_HOST.test(referrerHost)) return 'email';
  return 'referral';
}
