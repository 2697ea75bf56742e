import { readInteger } from '../platform/readInteger';

/** How the proof-of-work challenge is asked for (SPAM_CHALLENGE, SPAM_CHALLENGE_MAX_NUMBER, SPAM_CHALLENGE_MINUTES). */
export interface SpamChallengeSettings {
  /** `off` only for load tests and trusted server-to-server integrations: submissions then need no solution. */
  mode: 'on' | 'off';
  /** The secret number is drawn below this: a browser tries half of it on average (ALTCHA's `maxnumber`). */
  maxNumber: number;
  /** How long a challenge can be solved and sent: the form is asked for one when it opens, not when it is sent. */
  minutes: number;
}

export const SPAM_CHALLENGE_DEFAULTS: SpamChallengeSettings = { mode: 'on', maxNumber: 50_000, minutes: 30 };

export function readSpamChallengeSettings(env: NodeJS.ProcessEnv): SpamChallengeSettings {
  const raw = env.SPAM_CHALLENGE?.trim().toLowerCase() || SPAM_CHALLENGE_DEFAULTS.mode;
  if (raw !== 'on' && raw !== 'off') throw new Error(`SPAM_CHALLENGE must be on or off, got "${env.SPAM_CHALLENGE}"`);
  return {
    mode: raw,
    maxNumber: readInteger(env, 'SPAM_CHALLENGE_MAX_NUMBER', SPAM_CHALLENGE_DEFAULTS.maxNumber, 1_000, 10_000_000),
    minutes: readInteger(env, 'SPAM_CHALLENGE_MINUTES', SPAM_CHALLENGE_DEFAULTS.minutes, 1, 24 * 60),
  };
}
