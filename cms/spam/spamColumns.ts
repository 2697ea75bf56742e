import type { SpamScore } from './spamScore';

/** A submission's spam verdict at arrival, against the threshold. */
export interface SpamJudgement extends SpamScore {
  /** At or above the threshold: stored with status `spam`, and no one is told of it. */
  isSpam: boolean;
}

/** The columns every scored submission kind records its judgement in. */
export const spamColumns = (judgement: SpamJudgement) => ({
  spam_score: judgement.score,
  spam_reasons: JSON.stringify(judgement.reasons),
  ...(judgement.isSpam && { status: 'spam' }),
});
