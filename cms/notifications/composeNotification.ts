import type { ApiLanguage } from '../../contract/language';
import type { SubmissionKind } from '../../contract/submissionKinds';

/** A submission as the mail tells of it: its fields by label, in the order staff read them. */
export interface SubmissionNotice {
  kind: SubmissionKind;
  submissionId: number;
  fields: Record<string, string | number | undefined>;
  /**
   * Who is not told of it: `everyone` when it landed as spam; `mailbox` when a routing rule gave
   * the lead an owner who was told, so its mailbox is not written to as well.
   */
  untold?: 'everyone' | 'mailbox';
}

export const NOTICE_TITLES: Record<ApiLanguage, Record<SubmissionKind, string>> = {
  zh: { lead: '新的咨询线索', resume: '新的简历投递', download_request: '新的资料下载申请' },
  en: { lead: 'New consultation request', resume: 'New job application', download_request: 'New brochure download request' },
};

export const FIELD_LABELS: Record<ApiLanguage, Record<string, string>> = {
  zh: {
    customersName: '联系人', customersPhone: '电话', companyName: '公司', industry: '行业', customersAddress: '地区',
    demand: '需求', remark: '备注', source: '来源', name: '姓名', phone: '电话', email: '邮箱', company: '公司',
    jobId: '职位编号', jobTitle: '职位', fileId: '资料编号', fileName: '文件名', language: '提交语言',
  },
  en: {
    customersName: 'Contact', customersPhone: 'Phone', companyName: 'Company', industry: 'Industry', customersAddress: 'Region',
    demand: 'Needs', remark: 'Remark', source: 'Source', name: 'Name', phone: 'Phone', email: 'E-mail', company: 'Company',
    jobId: 'Job id', jobTitle: 'Job', fileId: 'Brochure id', fileName: 'File name', language: 'Submitted in',
  },
};

/** What points staff to the back office: a robot message's link text, and a mail's last line. */
export const BACK_OFFICE_LABEL: Record<ApiLanguage, string> = { zh: '在后台查看', en: 'Open in the back office' };
const LABEL_END: Record<ApiLanguage, string> = { zh: '：', en: ': ' };

/** A mail to staff: its lines, then the link to the back office. */
export function staffMailBody(lines: readonly string[], link: string, language: ApiLanguage): string {
  return [...lines, '', `${BACK_OFFICE_LABEL[language]}${LABEL_END[language]}${link}`, ''].join('\n');
}

/** The back office's page of each kind (react-admin resource names, routed without a hash). */
const ADMIN_RESOURCES: Record<SubmissionKind, string> = {
  lead: 'leads',
  resume: 'resumes',
  download_request: 'download-requests',
};

/** The submission's page in the back office. */
export function backOfficeLink(kind: SubmissionKind, submissionId: number, publicUrl: string): string {
  return `${publicUrl}/admin/${ADMIN_RESOURCES[kind]}/${submissionId}`;
}

/**
 * The mail about one submission: its fields as text and a link to it in the back office. Files
 * (a resume) stay in the back office, behind its sign-in: only the fields are written out.
 */
export function composeNotification(notice: SubmissionNotice, language: ApiLanguage, publicUrl: string): { subject: string; body: string } {
  const labels = FIELD_LABELS[language];
  const who = notice.fields.companyName ?? notice.fields.company ?? notice.fields.customersName ?? notice.fields.name;
  const subject = `${NOTICE_TITLES[language][notice.kind]} #${notice.submissionId}${who ? ` · ${who}` : ''}`;
  const lines = Object.entries(notice.fields)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${labels[key] ?? key}: ${String(value)}`);
  const link = backOfficeLink(notice.kind, notice.submissionId, publicUrl);
  return { subject, body: staffMailBody(lines, link, language) };
}
