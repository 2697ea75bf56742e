import type { ValidDownloadRequest } from '../../contract/validation/downloadRequest';
import type { SubmissionMeta } from '../submissions/submissionMeta';
import { spamScore } from './spamScore';
import type { SpamJudgement } from './spamColumns';

/**
 * Scores a download request from the signals its fields carry: links in the name or company, the
 * company's script, the phone number. It has no free text (no repeats, no message script) and the
 * download centre does not say how long its form was open, so it needs no query.
 */
export function judgeDownloadRequest(
  request: Omit<ValidDownloadRequest, 'website' | 'privacyConsent'>,
  meta: SubmissionMeta,
  threshold: number,
): SpamJudgement {
  const { score, reasons } = spamScore({
    language: meta.language,
    freeTexts: [],
    otherTexts: [request.name, request.company],
    company: request.company,
    phone: request.phone,
    formOpenMs: undefined,
    earlierCopies: 0,
  });
  return { score, reasons, isSpam: score >= threshold };
}
