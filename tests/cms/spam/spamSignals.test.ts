import { describe, expect, it } from 'vitest';
import { spamScore, type SpamEvidence } from '../../../cms/spam/spamScore';
import {
  companyScriptSignal, fastFillSignal, linksSignal, phonePatternSignal, repeatedTextSignal, textScriptSignal,
} from '../../../cms/spam/spamSignals';
import { textFingerprint } from '../../../cms/spam/textFingerprint';

describe('the spam signals', () => {
  it('counts links in any text field, and weighs more links more, to a cap', () => {
    expect(linksSignal(['电芯成品库立体库改造', '希望下周上门沟通'])).toBeNull();
    // A dotted version or a decimal is not a link.
    expect(linksSignal(['AGV v2.5 for 6.000 pallets'])).toBeNull();
    expect(linksSignal(['请访问 http://cheap-seo.example/ 了解'])).toEqual({ signal: 'links', points: 35, count: 1 });
    expect(linksSignal(['see www.best-offer.net', 'or buy-now.top', 'Visit HTTPS://X.EXAMPLE'])).toEqual({ signal: 'links', points: 65, count: 3 });
    expect(linksSignal(['a.com b.com c.com d.com e.com'])?.points).toBe(65);
  });

  it('finds a company named in a script the language\'s visitors do not use', () => {
    expect(companyScriptSignal('星河新能源科技', 'zh')).toBeNull();
    // A foreign brand in Latin letters is an ordinary Chinese lead.
    expect(companyScriptSignal('Siemens', 'zh')).toBeNull();
    expect(companyScriptSignal('ООО Ромашка', 'zh')).toEqual({ signal: 'companyScript', points: 30 });
    expect(companyScriptSignal('ООО Ромашка', 'en')).toEqual({ signal: 'companyScript', points: 15 });
    expect(companyScriptSignal('Northern Pallet Logistics Ltd', 'en')).toBeNull();
  });

  it('finds a message in a script unlike the page\'s, strongly for a third script, weakly for the other page\'s', () => {
    expect(textScriptSignal(['电芯成品库立体库改造', 'AGV 报价'], 'zh')).toBeNull();
    expect(textScriptSignal(['An automated cold store for 6,000 pallets'], 'en')).toBeNull();
    expect(textScriptSignal(['Купите наши услуги по продвижению'], 'zh')).toEqual({ signal: 'textScript', points: 30 });
    expect(textScriptSignal(['Купите наши услуги по продвижению'], 'en')).toEqual({ signal: 'textScript', points: 30 });
    expect(textScriptSignal(['Need a quote for pallet racking'], 'zh')).toEqual({ signal: 'textScript', points: 15 });
    expect(textScriptSignal(['需要一个冷库自动化的报价方案'], 'en')).toEqual({ signal: 'textScript', points: 10 });
    // Too few letters to say: a model number, a word.
    expect(textScriptSignal(['AGV-300', '好'], 'zh')).toBeNull();
  });

  it('finds a phone number of one digit repeated, and leaves ordinary numbers alone', () => {
    expect(phonePatternSignal('13800000000')).toEqual({ signal: 'phonePattern', points: 25 });
    expect(phonePatternSignal('+44 7777 777777')).toEqual({ signal: 'phonePattern', points: 25 });
    expect(phonePatternSignal('13912345678')).toBeNull();
    expect(phonePatternSignal('+44 20 7946 0958')).toBeNull();
    expect(phonePatternSignal('13900000012')).toBeNull();
  });

  it('reads the time the form was open: nothing when not sent, a little under 8 s, much under 3 s', () => {
    expect(fastFillSignal(undefined)).toBeNull();
    expect(fastFillSignal(45_000)).toBeNull();
    expect(fastFillSignal(8_000)).toBeNull();
    expect(fastFillSignal(7_999)).toEqual({ signal: 'fastFill', points: 15, count: 8 });
    expect(fastFillSignal(1_200)).toEqual({ signal: 'fastFill', points: 40, count: 1 });
  });

  it('weighs earlier copies of the text, never enough alone to reach the default threshold', () => {
    expect(repeatedTextSignal(0)).toBeNull();
    expect(repeatedTextSignal(1)).toEqual({ signal: 'repeatedText', points: 20, count: 1 });
    expect(repeatedTextSignal(2)?.points).toBe(30);
    expect(repeatedTextSignal(5)?.points).toBe(40);
  });
});

describe('the text fingerprint', () => {
  it('is the same for copies differing in case, width, spacing and punctuation, and differs for other text', () => {
    const one = textFingerprint(['Cheap SEO services, call now!', '']);
    expect(one).toMatch(/^[\w-]{22}$/);
    expect(textFingerprint(['cheap seo   services call now', ''])).toBe(one);
    expect(textFingerprint(['ＣＨＥＡＰ ＳＥＯ services; call now.', ''])).toBe(one);
    expect(textFingerprint(['Cheap SEO services, call later', ''])).not.toBe(one);
  });

  it('is null for text too short to tell a repeat from a common phrase', () => {
    expect(textFingerprint(['报价', ''])).toBeNull();
    expect(textFingerprint(['quote please', '!'])).toBeNull();
    expect(textFingerprint(['电芯成品库立体库改造', '希望下周上门沟通'])).not.toBeNull();
  });
});

describe('the spam score', () => {
  const ordinary: SpamEvidence = {
    language: 'zh',
    freeTexts: ['电芯成品库立体库改造', '希望下周上门沟通'],
    otherTexts: ['王工', '星河新能源科技', '新能源'],
    company: '星河新能源科技',
    phone: '13912345678',
    formOpenMs: 42_000,
    earlierCopies: 0,
  };

  it('is 0 without reasons for an ordinary lead', () => {
    expect(spamScore(ordinary)).toEqual({ score: 0, reasons: [] });
  });

  it('adds the points of every signal that fires, capped at 100', () => {
    expect(spamScore({ ...ordinary, freeTexts: ['buy at www.spam.top', ''], formOpenMs: 900 })).toEqual({
      score: 90,
      reasons: [
        { signal: 'links', points: 35, count: 1 },
        { signal: 'textScript', points: 15 },
        { signal: 'fastFill', points: 40, count: 1 },
      ],
    });
    const everything = spamScore({
      language: 'zh', freeTexts: ['Купите http://a.ru http://b.ru'], otherTexts: [], company: 'ООО', phone: '13800000000', formOpenMs: 100, earlierCopies: 5,
    });
    expect(everything.score).toBe(100);
    expect(everything.reasons.map((reason) => reason.signal)).toEqual(['links', 'companyScript', 'textScript', 'phonePattern', 'fastFill', 'repeatedText']);
  });
});
