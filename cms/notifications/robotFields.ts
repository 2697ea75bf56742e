import type { ApiLanguage } from '../../contract/language';
import { BACK_OFFICE_LABEL, backOfficeLink, FIELD_LABELS, NOTICE_TITLES, type SubmissionNotice } from './composeNotification';
import { plainMarkdownText, type RobotMessage } from './robotMessage';
import { ROBOT_FIELDS, type RobotField } from '../../contract/notificationRobots';

/** The submission fields each robot field shows, by their names in the lead, resume and download request. */
const SOURCES: Record<Exclude<RobotField, 'link'>, readonly string[]> = {
  region: ['customersAddress'],
  industry: ['industry'],
  company: ['companyName', 'company'],
  job: ['jobTitle', 'jobId'],
  file: ['fileName'],
  contact: ['customersName', 'name'],
  phone: ['customersPhone', 'phone'],
  email: ['email'],
  demand: ['demand', 'remark'],
};

/** The message about one submission, with the fields the robot is set to carry, in its order. */
export function robotSubmissionMessage(
  notice: SubmissionNotice,
  fields: readonly RobotField[],
  language: ApiLanguage,
  publicUrl: string,
): RobotMessage {
  const labels = FIELD_LABELS[language];
  const lines = ROBOT_FIELDS.filter((field): field is Exclude<RobotField, 'link'> => field !== 'link' && fields.includes(field)).flatMap((field) =>
    SOURCES[field].flatMap((name) => {
      const value = notice.fields[name];
      return value === undefined || value === '' ? [] : [`${labels[name] ?? name}: ${plainMarkdownText(String(value))}`];
    }),
  );
  return {
    title: `${NOTICE_TITLES[language][notice.kind]} #${notice.submissionId}`,
    lines,
    link: fields.includes('link') ? backOfficeLink(notice.kind, notice.submissionId, publicUrl) : undefined,
    linkLabel: BACK_OFFICE_LABEL[language],
  };
}

const TEST_TEXT: Record<ApiLanguage, { title: string; line: string }> = {
  zh: { title: '测试消息', line: '网站后台可以向本群发送通知。' },
  en: { title: 'Test message', line: 'The website\'s back office can notify this group.' },
};

/** What an admin's test sends: no submission, a link to the back office. */
export function robotTestMessage(language: ApiLanguage, publicUrl: string): RobotMessage {
  return { title: TEST_TEXT[language].title, lines: [TEST_TEXT[language].line], link: `${publicUrl}/admin/`, linkLabel: BACK_OFFICE_LABEL[language] };
}
