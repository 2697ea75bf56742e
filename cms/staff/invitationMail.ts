import type { ApiLanguage } from '../../contract/language';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract/adminApi';
import type { StaffRole } from './roles';

const ROLE_NAMES: Record<ApiLanguage, Record<StaffRole, string>> = {
  zh: { admin: '管理员', editor: '编辑', sales: '销售', hr: '人事' },
  en: { admin: 'administrator', editor: 'editor', sales: 'sales', hr: 'HR' },
};

/**
 * The mail that carries an invitation's link, in the language the inviting admin chose. It names
 * who invited and as what, so the invitee can tell it from a phishing copy, and says how long
 * the link lasts and that it works once.
 */
export function composeInvitationMail(
  invitation: { inviter: string; roles: readonly StaffRole[]; link: string; hours: number },
  language: ApiLanguage,
): { subject: string; body: string } {
  const roles = invitation.roles.map((role) => ROLE_NAMES[language][role]);
  if (language === 'zh') {
    return {
      subject: '邀请您使用网站后台',
      body: [
        `${invitation.inviter} 邀请您使用网站后台，角色：${roles.join('、')}。`,
        '',
        `请在 ${invitation.hours} 小时内打开下面的链接，设置您的密码（${PASSWORD_MIN_LENGTH} 到 ${PASSWORD_MAX_LENGTH} 个字符）：`,
        invitation.link,
        '',
        '链接只能使用一次。如果您没有预料到这封邮件，请忽略它。',
        '',
      ].join('\n'),
    };
  }
  return {
    subject: 'You are invited to the back office',
    body: [
      `${invitation.inviter} invites you to the website's back office as ${roles.join(', ')}.`,
      '',
      `Open this link within ${invitation.hours} hours to choose your password (${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters):`,
      invitation.link,
      '',
      'The link works once. If you did not expect this mail, ignore it.',
      '',
    ].join('\n'),
  };
}
