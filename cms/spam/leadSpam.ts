import type { Kysely } from 'kysely';
import type { ValidLead } from '../../contract/validation/lead';
import type { Database } from '../db/schema';
import type { SubmissionMeta } from '../submissions/submissionMeta';
import { spamScore } from './spamScore';
import { spamColumns, type SpamJudgement } from './spamColumns';
import { countRecentLeadCopies } from './spamRepeats';
import { textFingerprint } from './textFingerprint';

/** A lead's spam verdict at arrival, with the fingerprint later leads are compared with. */
export interface LeadSpamJudgement extends SpamJudgement {
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
  ...spamColumns(judgement),
  text_fingerprint: judgement.textFingerprint,
});
