import type { ApiLanguage } from '../../contract/language';
import type { SpamReason } from '../../contract/spamReasons';
import {
  companyScriptSignal, fastFillSignal, linksSignal, phonePatternSignal, repeatedTextSignal, textScriptSignal,
} from './spamSignals';

/** What the signals look at, whatever the kind of submission; a kind without a field leaves it empty. */
export interface SpamEvidence {
  language: ApiLanguage;
  /** What the visitor wrote in their own words (needs, remarks): links, script and repeats are read here. */
  freeTexts: readonly string[];
  /** Every other text field (names, company): links are looked for here too. */
  otherTexts: readonly string[];
  company: string;
  phone: string;
  formOpenMs: number | undefined;
  /** How many submissions with the same free text arrived lately. */
  earlierCopies: number;
}

export interface SpamScore {
  /** 0 to 100: the sum of the reasons' points, capped. */
  score: number;
  reasons: SpamReason[];
}

const MAX_SPAM_SCORE = 100;

/** The score of one submission: every signal that fires adds its points. */
export function spamScore(evidence: SpamEvidence): SpamScore {
  const reasons = [
    linksSignal([...evidence.freeTexts, ...evidence.otherTexts]),
    companyScriptSignal(evidence.company, evidence.language),
    textScriptSignal(evidence.freeTexts, evidence.language),
    phonePatternSignal(evidence.phone),
    fastFillSignal(evidence.formOpenMs),
    repeatedTextSignal(evidence.earlierCopies),
  ].filter((reason) => reason !== null);
  const score = Math.min(MAX_SPAM_SCORE, reasons.reduce((sum, reason) => sum + reason.points, 0));
  return { score, reasons };
}
