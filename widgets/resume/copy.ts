import type { WidgetLanguage } from '../shared/widgetLanguage';

/**
 * The resume uploader's own wording. Validation and file messages come from the contract
 * (`formatMessage`); `en` is typed by `zh`, so a phrase added in Chinese without its English is
 * a compile error.
 */
const zh = {
  title: '投递简历',
  intro: '上传简历后，系统将自动解析并填写姓名、电话和邮箱，请核对后提交。',
  name: '姓名',
  phone: '电话',
  email: '邮箱',
  phonePlaceholder: '11 位手机号',
  required: '必填',
  file: '简历文件',
  dropZone: '点击上传或将文件拖到此处',
  dropRelease: '松开以上传此文件',
  formats: '支持 html、htm、pdf、doc、docx、txt、xls、xlsx、mht、rtf 格式，不超过 {maxMb} MB',
  chosen: '已选择：{name}（{size}）',
  removeFile: '移除文件',
  parsing: '正在解析简历…',
  prefilled: '已根据简历填写：{fields}，请核对。',
  parsedNothing: '未能从简历中读取联系方式，请手动填写。',
  listSeparator: '、',
  honeypot: '网站（请留空）',
  submit: '提交简历',
  sending: '正在上传…',
  progress: '上传进度 {percent}%',
  queued: '当前网络不可用，简历已保存在本机，联网后将自动发送。',
  networkError: '网络异常，简历未能提交，请稍后重试。',
};

export type ResumeCopyKey = keyof typeof zh;
type ResumeCopy = { readonly [K in ResumeCopyKey]: string };

const en: ResumeCopy = {
  title: 'Submit your resume',
  intro: 'Upload your resume: we read your name, phone and e-mail from it and fill them in. Please check them before sending.',
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  phonePlaceholder: '11-digit mobile number',
  required: 'required',
  file: 'Resume file',
  dropZone: 'Click to upload or drag and drop',
  dropRelease: 'Release to upload this file',
  formats: 'html, htm, pdf, doc, docx, txt, xls, xlsx, mht or rtf, up to {maxMb} MB',
  chosen: 'Selected: {name} ({size})',
  removeFile: 'Remove file',
  parsing: 'Reading your resume…',
  prefilled: 'Filled in from your resume: {fields}. Please check them.',
  parsedNothing: 'No contact details were found in the resume: please fill them in.',
  listSeparator: ', ',
  honeypot: 'Website (leave empty)',
  submit: 'Submit resume',
  sending: 'Uploading…',
  progress: 'Upload progress {percent}%',
  queued: 'You seem to be offline: your resume is saved on this device and will be sent automatically when you are back online.',
  networkError: 'The network failed and your resume was not sent: please try again.',
};

const catalogues: Record<WidgetLanguage, ResumeCopy> = { zh, en };

export function resumeCopy(language: WidgetLanguage): ResumeCopy {
  return catalogues[language];
}
