import type { Kysely } from 'kysely';
import type { ValidLead } from '../../contract/validation/lead';
import type { Database } from '../db/schema';
import type { SubmissionMeta } from '../submissions/submissionMeta';
import { spamScore, type SpamScore } from './spamScore';
import { countRecentLeadCopies } from './spamRepeats';
import { textFingerprint } from './textFingerprint';

/** A lead's spam verdict at arrival, and the columns that keep it. */
export interface LeadSpamJudgement extends SpamScore {
  /** At or above the threshold: stored with status `spam`, and no one is told of it. */
  isSpam: boolean;
  textFingerprint: string | null;
}

/** Scores a lead as it arrives: pure signals, and one indexed query for earlier copies of its text. */
export async function judgeLead(
  trx: Kysely<Database>,
  lead: Omit<ValidLead, 'website' | 'privacyConsent'>,
  meta: SubmissionMeta,
  threshold: number,
): Promise<LeadSpamJudgement> {
  const freeTexts = [lead.demand, lead.remark];
  const fingerprint = textFingerprint(freeTexts);
  const { score, reasons } = spamScore({
    language: meta.language,
    freeTexts,
    otherTexts: [lead.customersName, lead.companyName, lead.industry],
    company: lead.companyName,
    phone: lead.customersPhone,
    formOpenMs: lead.formOpenMs,
    earlierCopies: fingerprint === null ? 0 : await countRecentLeadCopies(trx, fingerprint, meta.createdAt),
  });
  return { score, reasons, isSpam: score >= threshold, textFingerprint: fingerprint };
}

/** The lead's columns that record the judgement. */
export const leadSpamColumns = (judgement: LeadSpamJudgement) => ({
  spam_score: judgement.score,
  spam_reasons: JSON.stringify(judgement.reasons),
  text_fingerprint: judgement.textFingerprint,
  ...(judgement.isSpam && { status: 'spam' }),
});
