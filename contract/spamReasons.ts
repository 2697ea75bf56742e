import type { ApiLanguage } from './language';

/** The cheap signals a submission's spam score is made of (cms/spam/spamSignals.ts). */
export const SPAM_SIGNALS = ['links', 'companyScript', 'textScript', 'phonePattern', 'fastFill', 'repeatedText'] as const;
export type SpamSignal = (typeof SPAM_SIGNALS)[number];

/** One signal that fired: how many points it added, and what it counted (links, earlier repeats, seconds). */
export interface SpamReason {
  signal: SpamSignal;
  points: number;
  count?: number;
}

/** Sales' verdict on a submission's spam status. */
export const SPAM_VERDICTS = ['spam', 'not_spam'] as const;
export type SpamVerdict = (typeof SPAM_VERDICTS)[number];

/** What staff read for each signal and verdict, on screen and in exports. */
export const SPAM_SIGNAL_LABELS = {
  zh: {
    links: '文本含链接',
    companyScript: '公司名称文字与语言不符',
    textScript: '留言文字与页面语言不符',
    phonePattern: '电话号码像是编造的',
    fastFill: '填写过快',
    repeatedText: '近期重复相同内容',
  },
  en: {
    links: 'Links in the text',
    companyScript: 'Company name in a script unlike the language',
    textScript: 'Message in a script unlike the page\'s',
    phonePattern: 'Phone number looks made up',
    fastFill: 'Form filled too fast',
    repeatedText: 'Same text sent lately',
  },
} satisfies Record<ApiLanguage, Record<SpamSignal, string>>;

export const SPAM_VERDICT_LABELS = {
  zh: { spam: '垃圾信息', not_spam: '不是垃圾信息' },
  en: { spam: 'Spam', not_spam: 'Not spam' },
} satisfies Record<ApiLanguage, Record<SpamVerdict, string>>;
