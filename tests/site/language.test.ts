// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { redirectToStoredLanguage } from '../../site/src/navigation/browserHooks';
import { languageFromStored, languageRedirectTarget, pathInLanguage, LANGUAGE_STORAGE_KEY } from '../../site/src/state/language';

const url = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('stored language', () => {
  it('reads en-US as English, anything else stored as Chinese, nothing as no preference', () => {
    expect(languageFromStored('en-US')).toBe('en-US');
    expect(languageFromStored('zh-CN')).toBe('zh-CN');
    expect(languageFromStored('fr')).toBe('zh-CN');
    expect(languageFromStored('')).toBe('zh-CN');
    expect(languageFromStored(null)).toBeNull();
  });

  it.each([
    [url('/home'), 'en-US', '/en-US/home'],
    [url('/serviceSupport', '?anchor=2', '#hotline'), 'en-US', '/en-US/serviceSupport?anchor=2#hotline'],
    [url('/en-US/productCenter', '?x=1'), 'zh-CN', '/productCenter?x=1'],
    [url('/en-US/home'), 'something-else', '/home'],
    [url('/en-US'), 'zh-CN', '/'],
    [url('/home'), 'zh-CN', null],
    [url('/en-US/home'), 'en-US', null],
    [url('/home'), null, null],
    [url('/en-US/home'), null, null],
  ])('%o with %s stored goes to %s', (location, stored, target) => {
    expect(languageRedirectTarget(location, stored)).toBe(target);
  });

  it('the same page in the other language keeps query and hash', () => {
    expect(pathInLanguage(url('/aboutUs/culture', '?a=1', '#x'), 'en-US')).toBe('/en-US/aboutUs/culture?a=1#x');
    expect(pathInLanguage(url('/en-US/aboutUs/culture', '?a=1'), 'zh-CN')).toBe('/aboutUs/culture?a=1');
  });
});

describe('first page load (onClientEntry)', () => {
  it('replaces a Chinese address with the English page when en-US is stored', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en-US');
    const replace = vi.fn();
    redirectToStoredLanguage(url('/succeedCase/tobacco', '?page=2'), replace);
    expect(replace).toHaveBeenCalledWith('/en-US/succeedCase/tobacco?page=2');
  });

  it('replaces an English address with the Chinese page when something else is stored', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh-CN');
    const replace = vi.fn();
    redirectToStoredLanguage(url('/en-US/home'), replace);
    expect(replace).toHaveBeenCalledWith('/home');
  });

  it('leaves the page alone when nothing is stored', () => {
    const replace = vi.fn();
    expect(redirectToStoredLanguage(url('/en-US/home'), replace)).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });
});
