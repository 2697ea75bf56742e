import type { WidgetLanguage, Wording } from '../shared/widgetLanguage';
import { HINT_MAX_MB } from './fileLimits';

/**
 * The resume uploader's own wording. Validation and file messages come from the contract
 * (`formatMessage`); `en` is typed by `zh`, so a phrase added in Chinese without its English is
 * a compile error. The formats hint names the formats as people know them rather than the
 * extensions the file input accepts (`docx`, `mht`, `txt` and the like, see the contract's
 * resumeFormats): tests/widgets/resume holds every accepted format named in it. Its size is the
 * contract's limit (./fileLimits). What shows only once a file is chosen or
 * the form is sent is in ./statusCopy, which loads with the rest after the first paint.
 */
const zh = {
  title: '投递简历',
  intro: '上传简历后，系统将自动解析并填写姓名、电话和邮箱，请核对后提交。',
  name: '姓名',
  phone: '电话',
  email: '邮箱',
  phonePlaceholder: '11 位手机号',
  file: '简历文件',
  dropZone: '点击上传或将文件拖到此处',
  formats: `支持 PDF、Word、HTML、文本、RTF、Excel 文件，不超过 ${HINT_MAX_MB} MB`,
  honeypot: '网站（请留空）',
  submit: '提交简历',
};

export type ResumeCopy = Wording<typeof zh>;

const en: ResumeCopy = {
  title: 'Submit your resume',
  intro: 'Upload your resume: we fill in your name, phone and e-mail from it for you to check.',
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  phonePlaceholder: '+1 415 555 0132',
  file: 'Resume file',
  dropZone: 'Click to upload or drag and drop',
  formats: `PDF, Word, HTML, text, RTF or Excel files, up to ${HINT_MAX_MB} MB`,
  honeypot: 'Website (leave empty)',
  submit: 'Submit resume',
};

export function resumeCopy(language: WidgetLanguage): ResumeCopy {
  return language === 'en' ? en : zh;
}
