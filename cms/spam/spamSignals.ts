import type { ApiLanguage } from '../../contract/language';
import type { SpamReason } from '../../contract/spamReasons';
import { letterCount, scriptMix } from './scriptMix';

/**
 * The signals, each a pure function of what was sent: cheap enough for the write path (patterns
 * compiled once, no I/O), and each answering the reason it adds or null. The weights are first
 * guesses meant to be tuned from sales' marks (docs/spam.md); one signal alone stays under the
 * default threshold unless it is strong on its own.
 */

// A scheme, a www. host, or a bare host under a top-level domain spam favours.
const LINK = /\bhttps?:\/\/\S+|\bwww\.\S+|\b[a-z0-9][a-z0-9-]*\.(?:com|net|org|info|biz|top|xyz|ru|io|shop|site|online|club|vip|cc|tk|co)\b/giu;

/** Links in the visitor's free text: people asking for a quote rarely send one. */
export function linksSignal(texts: readonly string[]): SpamReason | null {
  const count = texts.reduce((sum, text) => sum + (text.match(LINK)?.length ?? 0), 0);
  if (count === 0) return null;
  return { signal: 'links', points: Math.min(35 + 15 * (count - 1), 65), count };
}

/**
 * A company name in no script the language's visitors use: a Chinese visitor's company is in
 * Chinese or, for a foreign brand, in Latin letters; one in Cyrillic or Thai with a Chinese lead
 * is a script filling fields. English leads come from anywhere, so there it weighs less.
 */
export function companyScriptSignal(company: string, language: ApiLanguage): SpamReason | null {
  const mix = scriptMix(company);
  if (mix.han > 0 || mix.other === 0 || mix.other < mix.latin) return null;
  return { signal: 'companyScript', points: language === 'zh' ? 30 : 15 };
}

/** Below this many letters a message is too short to say which script it is in. */
const SCRIPT_MIN_LETTERS = 8;

/**
 * The visitor's message in a script unlike the page's: mostly another script than Chinese or
 * Latin on either page (strong), hardly any Chinese on the Chinese page, or mostly Chinese on the
 * English one (weak: Chinese visitors do read the English site and write as they are used to).
 */
export function textScriptSignal(texts: readonly string[], language: ApiLanguage): SpamReason | null {
  const mix = scriptMix(texts.join(' '));
  const letters = letterCount(mix);
  if (letters < SCRIPT_MIN_LETTERS) return null;
  if (mix.other / letters > 0.5) return { signal: 'textScript', points: 30 };
  const pageScript = language === 'zh' ? mix.han : mix.latin;
  if (pageScript / letters < 0.2) return { signal: 'textScript', points: language === 'zh' ? 15 : 10 };
  return null;
}

// Seven of one digit in a row: typed to get past the format check. (A straight run such as
// 1234567 is not counted: real numbers hold one often enough, and test numbers do too.)
const SAME_DIGIT_RUN = /(\d)\1{6}/u;

/** A phone number that passes the format but no one has: 13800000000, +44 7777777777. */
export function phonePatternSignal(phone: string): SpamReason | null {
  if (!SAME_DIGIT_RUN.test(phone.replace(/\D/gu, ''))) return null;
  return { signal: 'phonePattern', points: 25 };
}

/**
 * How long the form was open before it was sent (the widget sends it; old clients do not, and
 * then nothing is known). Nobody types a name, a phone number, a company and a need in 3 seconds.
 */
export function fastFillSignal(formOpenMs: number | undefined): SpamReason | null {
  if (formOpenMs === undefined) return null;
  const count = Math.round(formOpenMs / 1000);
  if (formOpenMs < 3_000) return { signal: 'fastFill', points: 40, count };
  if (formOpenMs < 8_000) return { signal: 'fastFill', points: 15, count };
  return null;
}

/**
 * The same free text sent again lately: one earlier copy is a double click's worth, more is a
 * campaign. Alone it stays under the default threshold: a visitor who sends again because no one
 * called is not a bot.
 */
export function repeatedTextSignal(earlierCopies: number): SpamReason | null {
  if (earlierCopies === 0) return null;
  return { signal: 'repeatedText', points: Math.min(20 + 10 * (earlierCopies - 1), 40), count: earlierCopies };
}
