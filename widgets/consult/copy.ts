import type { WidgetLanguage, Wording } from '../shared/widgetLanguage';

/**
 * The consult dialog's wording, with the city picker's trigger (the picker's panel has its own,
 * loaded with it). Validation and server messages come from the contract.
 */
const zh = {
  consultTitle: '在线咨询',
  consultPromise: '留下您的需求，我们将在 24 小时内与您联系。',
  openingHoursLabel: '工作时间',
  openingHours: '工作日 09:00–18:00',
  customersName: '联系人',
  customersPhone: '联系电话',
  companyName: '公司名称',
  industry: '所属行业',
  customersAddress: '所在城市',
  demand: '需求描述',
  remark: '备注',
  phonePlaceholder: '11 位手机号',
  honeypotLabel: '网站',
  confirm: '确定',
  cancel: '取消',
  close: '关闭',
  sending: '提交中…',
  unavailable: '网络异常，请稍后重试。',
  cityPlaceholder: '请选择省 / 市 / 区',
  regionLoading: '加载中…',
  regionLoadFailed: '加载失败，请点击重试',
};

/** Typed by the Chinese: a phrase added without its English is a compile error. */
const en: Wording<typeof zh> = {
  consultTitle: 'Consultation',
  consultPromise: 'Tell us what you need and we will contact you within 24 hours.',
  openingHoursLabel: 'Opening hours',
  openingHours: 'Weekdays 09:00–18:00',
  customersName: 'Contact person',
  customersPhone: 'Phone',
  companyName: 'Company name',
  industry: 'Industry',
  customersAddress: 'City',
  demand: 'Requirement',
  remark: 'Remarks',
  phonePlaceholder: 'e.g. +44 20 7946 0958',
  honeypotLabel: 'Website',
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
  sending: 'Sending…',
  unavailable: 'Network error: please try again.',
  cityPlaceholder: 'Select country / city',
  regionLoading: 'Loading…',
  regionLoadFailed: 'Could not load: press to retry',
};

export type ConsultCopy = Wording<typeof zh>;

export function consultCopy(language: WidgetLanguage): ConsultCopy {
  return language === 'en' ? en : zh;
}
