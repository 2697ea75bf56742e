import { describe, expect, it } from 'vitest';
import { localizedPath, ROUTES } from '../../contract/siteRoutes';
import { normalizeLanguage } from '../../widgets/shared/environment';
import { PRIVACY_NOTICE_PATHS } from '../../widgets/shared/PrivacyConsent';
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

describe('the privacy notice the consent links to', () => {
  it('is the site’s page in each language, as the site routes place it', () => {
    expect(PRIVACY_NOTICE_PATHS).toEqual({ zh: localizedPath(ROUTES.privacy, 'zh-CN'), en: localizedPath(ROUTES.privacy, 'en-US') });
  });
});
