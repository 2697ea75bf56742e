/**
 * A submission's attribution: where its visitor came from, recorded by the site and the embed
 * (widgets/shared/attribution) and stored by the CMS in `submission_touch` (docs/attribution.md).
 */

export type TouchKind = 'first' | 'last';

/** The device a touch came from, by screen width (`deviceClassOf`). */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** How a visit reached the site, as the CMS derives it from a touch (cms/attribution/touchChannel.ts). */
export const TOUCH_CHANNELS = ['direct', 'search', 'social', 'email', 'paid', 'referral', 'partner', 'campaign'] as const;
export type TouchChannel = (typeof TOUCH_CHANNELS)[number];

/** What the browser records of one visit: its campaign parameters, where it came from, where it landed. */
export interface Touch {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  /** The referring page's host only: its path and query can carry personal data. */
  referrerHost?: string;
  /** Path and query of the visit's first page. */
  landingPage?: string;
  /** The partner page's origin, for a visit that met an embedded widget. */
  partnerOrigin?: string;
  deviceClass?: DeviceClass;
  /** ISO 8601. */
  touchedAt: string;
}

/** The optional `attribution` of a lead, resume or download request. */
export interface Attribution {
  /** The first visit remembered (at most 90 days back). */
  first?: Touch;
  /** The visit the form is sent in. */
  last?: Touch;
  /** Path and query of the page the form was sent from. */
  sentFromPage?: string;
}

/** The `utm_*` parameters of a landing address, by the touch field that keeps each. */
export const UTM_PARAMETERS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const;

/** How long the browser keeps a first touch: a visitor who comes back later starts again. */
export const FIRST_TOUCH_DAYS = 90;

/** The longest text a touch keeps of a value; longer ones are cut, never refused. */
export const TOUCH_TEXT_MAX = 300;

/** The channels' names in the back office and its exports. */
export const TOUCH_CHANNEL_LABELS = {
  zh: { direct: '直接访问', search: '搜索引擎', social: '社交媒体', email: '电子邮件', paid: '付费推广', referral: '外部链接', partner: '合作伙伴网站', campaign: '营销活动' },
  en: { direct: 'Direct', search: 'Search', social: 'Social', email: 'Email', paid: 'Paid', referral: 'Referral', partner: 'Partner site', campaign: 'Campaign' },
} satisfies Record<'zh' | 'en', Record<TouchChannel, string>>;

export const DEVICE_CLASS_LABELS = {
  zh: { mobile: '手机', tablet: '平板', desktop: '电脑' },
  en: { mobile: 'Phone', tablet: 'Tablet', desktop: 'Computer' },
} satisfies Record<'zh' | 'en', Record<DeviceClass, string>>;

/** A stored touch as the back office shows it (table `submission_touch`); absent values are empty text. */
export interface TouchView {
  channel: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  utmTerm: string;
  utmContent: string;
  referrerHost: string;
  landingPage: string;
  sentFromPage: string;
  partnerOrigin: string;
  deviceClass: string;
  touchedAt: string;
}

/** A submission's touches on its record: null when none was stored (no attribution sent). */
export interface SubmissionTouches {
  first: TouchView | null;
  last: TouchView | null;
}
