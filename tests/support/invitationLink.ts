import type { ParsedMail } from 'mailparser';
import { PUBLIC_URL } from './notifyingApp';

/** The token of the invitation link a mail carries: `PUBLIC_URL/admin/invitation#<token>`. */
export function linkToken(message: ParsedMail): string {
  const match = new RegExp(`${PUBLIC_URL.replace(/[.]/g, '\\.')}/admin/invitation#([A-Za-z0-9_-]{43})\\s`).exec(message.text ?? '');
  if (!match) throw new Error(`the mail "${message.subject}" has no invitation link:\n${message.text}`);
  return match[1]!;
}
