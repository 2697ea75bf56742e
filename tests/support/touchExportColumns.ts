/** The columns every submissions export ends with (cms/attribution/touchExport.ts), spelled out: first touch, last touch, the page it was sent from. */
const FIELDS = {
  zh: ['渠道', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', '来源网站', '着陆页', '合作伙伴网站', '设备', '时间'],
  en: ['channel', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'referrer', 'landing page', 'partner site', 'device', 'time'],
};

export const TOUCH_TITLES = {
  zh: [...FIELDS.zh.map((field) => `首次接触·${field}`), ...FIELDS.zh.map((field) => `最近接触·${field}`), '提交页面'],
  en: [...FIELDS.en.map((field) => `First touch: ${field}`), ...FIELDS.en.map((field) => `Last touch: ${field}`), 'Sent from page'],
};

/** The touch cells of a submission stored without attribution: empty in CSV, null in XLSX. */
export const NO_TOUCH_CSV: string[] = Array(TOUCH_TITLES.zh.length).fill('');
export const NO_TOUCH_XLSX: null[] = Array(TOUCH_TITLES.zh.length).fill(null);
