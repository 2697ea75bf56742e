import { createHash } from 'node:crypto';

/** Under this many letters and digits, two texts alike are a common phrase (报价, "quote"), not a repeat. */
const FINGERPRINT_MIN_LENGTH = 12;

// Compiled once: everything but letters and digits goes, so spacing and punctuation do not hide a copy.
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

/**
 * A digest of the visitor's free text, the same for copies that differ only in case, width,
 * spacing or punctuation; null when the text is too short to tell a repeat from a common phrase.
 */
export function textFingerprint(texts: readonly string[]): string | null {
  const normalised = texts.join(' ').normalize('NFKC').toLowerCase().replace(NOT_LETTER_OR_DIGIT, '');
  if ([...normalised].length < FINGERPRINT_MIN_LENGTH) return null;
  return createHash('sha256').update(normalised).digest('base64url').slice(0, 22);
}
