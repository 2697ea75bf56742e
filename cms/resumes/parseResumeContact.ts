import type { ResumeContact } from '../../contract/entities/submissions';
import { findResumeName } from './findResumeName';


const EMAIL = /(?<![\w.%+-])[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?![A-Za-z0-9])/g;

/**
 * A mainland China mobile number: 11 digits, `1` then `3`-`9`, optionally after +86 / 0086 / 86,
 * written with single spaces or hyphens anywhere ("138 0013 8000", "+86-138-0013-8000").
 * The digit guards keep it from being cut out of a longer number (ID card, bank account).
 */
const MAINLAND_MOBILE = /(?<!\d)(?:(?:\+|00)?86[ -]?|\(\+?86\)[ -]?)?(1[ -]?[3-9](?:[ -]?\d){9})(?!\d)/;

/**
 * The applicant's name, mainland mobile number (bare 11 digits) and e-mail address found in a
 * resume's text; each is empty when not found.
 */
export function parseResumeContact(text: string): ResumeContact {
  // NFKC turns full-width digits, letters, "＠" and "：" (common in Chinese resumes) into ASCII.
  const normalized = text.normalize('NFKC');
  const lines = normalized.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  return {
    name: findResumeName(lines),
    phone: findMainlandMobile(normalized),
    email: findEmail(normalized),
  };
}

function findEmail(text: string): string {
  for (const [address] of text.matchAll(EMAIL)) {
    const localPart = address.slice(0, address.indexOf('@'));
    if (!localPart.startsWith('.') && !localPart.endsWith('.') && !localPart.includes('..')) return address;
  }
  return '';
}

function findMainlandMobile(text: string): string {
  const match = MAINLAND_MOBILE.exec(text);
  return match ? match[1]!.replace(/\D/g, '') : '';
}
