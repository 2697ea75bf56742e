import { describe, expect, it } from 'vitest';
import { normalizeLanguage } from '../../widgets/shared/environment';
import { resolveWidgetLanguage } from '../../widgets/shared/widgetLanguage';

describe('the widgets’ language', () => {
  it.each([
    ['en', 'en'], ['en-US', 'en'], ['EN-gb', 'en'], [' en ', 'en'], ['english', 'en'],
    ['zh', 'zh'], ['zh-CN', 'zh'], ['fr', 'zh'], ['', 'zh'], [undefined, 'zh'],
  ])('a prop %j means %s, as resolveWidgetLanguage says', (value, expected) => {
    expect(normalizeLanguage(value)).toBe(expected);
    expect(resolveWidgetLanguage(value, undefined)).toBe(expected);
  });

  it('data-lang first, then <html lang>, then Chinese', () => {
    expect(resolveWidgetLanguage('en-US', 'zh-CN')).toBe('en');
    expect(resolveWidgetLanguage('zh-CN', 'en')).toBe('zh');
    expect(resolveWidgetLanguage(undefined, 'en-GB')).toBe('en');
    expect(resolveWidgetLanguage(null, null)).toBe('zh');
  });
});
