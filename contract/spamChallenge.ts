/**
 * The proof-of-work challenge every visitor's submission carries (the ALTCHA protocol): the
 * browser asks the open API for a challenge, finds the number whose SHA-256 with the salt is the
 * challenge, and sends what it found in {@link SPAM_CHALLENGE_HEADER}. Kept apart from
 * contract/api.ts so that only the chunk that solves it ships these names.
 */

/** GET (relative to API_BASE_PATH) → `data: SpamChallenge`. */
export const SPAM_CHALLENGE_PATH = 'spamChallenge';

/**
 * The header a submission sends its solution in: base64 of the {@link SpamChallengeSolution}'s
 * JSON, as ALTCHA's `altcha` form field. A header rather than a field so that a retry with the
 * same Idempotency-Key and a fresh solution is still the same submission.
 */
export const SPAM_CHALLENGE_HEADER = 'Altcha';

/** What the CMS issues; `salt` carries `expires=` (Unix seconds), which the signature covers. */
export interface SpamChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export interface SpamChallengeSolution {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** When the challenge stops being accepted (ms since the epoch), read from its salt; 0 when it says none. */
export function challengeExpiresAt(challenge: Pick<SpamChallenge, 'salt'>): number {
  const expires = new URLSearchParams(challenge.salt.split('?')[1] ?? '').get('expires');
  const seconds = expires === null ? Number.NaN : Number(expires);
  return Number.isInteger(seconds) ? seconds * 1000 : 0;
}

/** The header's value for a solution. */
export const encodeSolution = (solution: SpamChallengeSolution): string => btoa(JSON.stringify(solution));
