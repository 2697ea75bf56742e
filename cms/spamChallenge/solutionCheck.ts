import { verifySolution } from 'altcha-lib/v1';
import { challengeExpiresAt, type SpamChallengeSolution } from '../../contract/spamChallenge';
import { CmsError } from '../http/cmsError';

/** A solution that checked out: the challenge's signature, kept until it expires so it is accepted once. */
export interface AcceptedSolution {
  signature: string;
  expiresAt: string;
}

const refuse = (key: 'spamChallengeMissing' | 'spamChallengeInvalid' | 'spamChallengeExpired') => new CmsError(400, key);

/**
 * Checks the `Altcha` header: base64 of a solution to a challenge this CMS signed (HMAC-SHA-256
 * with `hmacKey`), not past its expiry by `now`. Missing, malformed, wrong and expired are refused
 * with a message each; whether it was used before is the submission's transaction's question.
 */
export async function checkSolution(header: string | string[] | undefined, hmacKey: string, now: Date): Promise<AcceptedSolution> {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value?.trim()) throw refuse('spamChallengeMissing');
  const solution = decode(value.trim());
  if (!solution) throw refuse('spamChallengeInvalid');
  const expiresAt = challengeExpiresAt(solution);
  // Expiry is checked here, by the CMS's clock, rather than by altcha-lib's Date.now().
  if (!(await verifySolution(solution, hmacKey, false)) || expiresAt === 0) throw refuse('spamChallengeInvalid');
  if (expiresAt <= now.getTime()) throw refuse('spamChallengeExpired');
  return { signature: solution.signature, expiresAt: new Date(expiresAt).toISOString() };
}

/** The solution's fields, typed as the protocol has them; null when the header is not one. */
function decode(value: string): SpamChallengeSolution | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { algorithm, challenge, number, salt, signature } = parsed as Record<string, unknown>;
  if (algorithm !== 'SHA-256' || typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string') return null;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) return null;
  return { algorithm, challenge, number, salt, signature };
}
