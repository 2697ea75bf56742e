import type { WidgetLanguage, Wording } from '../shared/widgetLanguage';

/**
 * The resume uploader's wording shown only once a file is dragged, chosen or the form is sent (the rest is
 * in ./copy): it loads with the checks and the client (./resumeActions), after the first paint.
 * `en` is typed by `zh`.
 */
const zh = {
  chosen: '已选择：{name}（{size}）',
  removeFile: '移除文件',
  dropRelease: '松开以上传此文件',
  parsing: '正在解析简历…',
  prefilled: '已根据简历填写：{fields}，请核对。',
  parsedNothing: '未能从简历中读取联系方式，请手动填写。',
  listSeparator: '、',
  sending: '正在上传…',
  progress: '上传进度 {percent}%',
  queued: '当前网络不可用，简历已保存在本机，联网后将自动发送。',
  networkError: '网络异常，简历未能提交，请稍后重试。',
};

export type ResumeStatusCopy = Wording<typeof zh>;

const en: ResumeStatusCopy = {
  chosen: 'Selected: {name} ({size})',
  removeFile: 'Remove file',
  dropRelease: 'Release to upload this file',
  parsing: 'Reading your resume…',
  prefilled: 'Filled in from your resume: {fields}. Please check them.',
  parsedNothing: 'No contact details were found in the resume: please fill them in.',
  listSeparator: ', ',
  sending: 'Uploading…',
  progress: 'Upload progress {percent}%',
  queued: 'You seem to be offline: your resume is saved on this device and will be sent automatically when you are back online.',
  networkError: 'The network failed and your resume was not sent: please try again.',
};

export function resumeStatusCopy(language: WidgetLanguage): ResumeStatusCopy {
  return language === 'en' ? en : zh;
}
