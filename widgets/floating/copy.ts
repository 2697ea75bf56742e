import type { WidgetLanguage, Wording } from '../shared/widgetLanguage';

/** The floating buttons' wording. */
const zh = {
  backToTop: '返回顶部',
  contactUs: '联系我们',
  wechat: '微信二维码',
  wechatAlt: '微信扫码关注我们',
};

/** Typed by the Chinese: a phrase added without its English is a compile error. */
const en: Wording<typeof zh> = {
  backToTop: 'Back to top',
  contactUs: 'Contact us',
  wechat: 'WeChat QR code',
  wechatAlt: 'Scan with WeChat to follow us',
};

export function floatingCopy(language: WidgetLanguage): Wording<typeof zh> {
  return language === 'en' ? en : zh;
}
