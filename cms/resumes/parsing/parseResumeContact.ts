import type { ResumeContact } from '../../../contract/entities/submissions';
import { findResumeName } from './findResumeName';

const EMAIL = /(?<![\w.%+-])[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?![A-Za-z0-9])/g;

/**
 * A mainland China mobile number: 11 digits, `1` then `3`-`9`, optionally after +86 / 0086 / 86,
 * written with single spaces or hyphens anywhere ("138 0013 8000", "+86-138-0013-8000").
 * The digit guards keep it from being cut out of a longer number (ID card, bank account).
 */
const MAINLAND_MOBILE = /(?<!\d)(?:(?:\+|00)?86[ -]?|\(\+?86\)[ -]?)?(1[ -]?[3-9](?:[ -]?\d){9})(?!\d)/;

/**
 * A number written with its country code, as applicants abroad write theirs ("+44 20 7946 0958",
 * "+44 (0)20 7946 0958", "+1 (415) 555-0132"): `+`, then 7 to 15 digits (E.164's bounds) with
 * at most two separators between two digits. The guards keep it from being cut out of a longer
 * run of digits.
 */
const INTERNATIONAL_NUMBER = /(?<![\w+])\+\d(?:[ .()-]{0,2}\d){6,14}(?![ .-]?\d)/;

/**
 * The applicant's name, telephone number and e-mail address found in a resume's text; each is
 * empty when not found. The number is the first mainland mobile (bare 11 digits), else the first
 * number written with its country code, as written: the English form accepts it, the Chinese one
 * does not propose it.
 */
export function parseResumeContact(text: string): ResumeContact {
  // NFKC turns full-width digits, letters, "＠" and "：" (common in Chinese resumes) into ASCII.
  const normalized = text.normalize('NFKC');
  const lines = normalized.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  return {
    name: findResumeName(lines),
    phone: findMainlandMobile(normalized) || findInternationalNumber(normalized),
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

function findInternationalNumber(text: string): string {
  return INTERNATIONAL_NUMBER.exec(text)?.[0].replace(/\s+/g, ' ') ?? '';
}
