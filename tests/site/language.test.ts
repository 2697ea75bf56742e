// @vitest-environment jsdom
import { globalHistory } from '@gatsbyjs/reach-router';
import { afterEach, describe, expect, it } from 'vitest';
import { languageFromStored } from '../../contract/siteRoutes';
import { showBuiltPageAddress, showPublicAddress } from '../../site/src/navigation/browserHooks';
import { publicAddress } from '../../site/src/navigation/publicAddress';
import { LANGUAGE_STORAGE_KEY, mirrorStoredLanguage, pathInLanguage, storeLanguage } from '../../site/src/state/language';

const url = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

const cookieLanguage = () => /(?:^|;\s*)language=([^;]*)/.exec(document.cookie)?.[1] ?? null;

afterEach(() => {
  localStorage.clear();
  document.cookie = 'language=; Path=/; Max-Age=0';
});

describe('stored language', () => {
  it('reads en-US as English, anything else stored as Chinese, nothing as no preference', () => {
    expect(languageFromStored('en-US')).toBe('en-US');
    expect(languageFromStored('zh-CN')).toBe('zh-CN');
    expect(languageFromStored('fr')).toBe('zh-CN');
    expect(languageFromStored('')).toBe('zh-CN');
    expect(languageFromStored(null)).toBeNull();
    expect(languageFromStored(undefined)).toBeNull();
  });

  it('the same page in the other language keeps query and hash', () => {
    expect(pathInLanguage(url('/aboutUs/culture', '?a=1', '#x'), 'en-US')).toBe('/en-US/aboutUs/culture?a=1#x');
    expect(pathInLanguage(url('/en-US/aboutUs/culture', '?a=1'), 'zh-CN')).toBe('/aboutUs/culture?a=1');
  });

  it('a choice is stored and mirrored in the cookie the CMS reads for /', () => {
    storeLanguage('en-US');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-US');
    expect(cookieLanguage()).toBe('en-US');
    storeLanguage('zh-CN');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh-CN');
    expect(cookieLanguage()).toBe('zh-CN');
  });
});

describe('first page load (onClientEntry)', () => {
  it('mirrors a choice stored without its cookie, read by the stored-language rule', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'something-else');
    mirrorStoredLanguage();
    expect(cookieLanguage()).toBe('zh-CN');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en-US');
    mirrorStoredLanguage();
    expect(cookieLanguage()).toBe('en-US');
  });

  it('writes no cookie when nothing is stored', () => {
    mirrorStoredLanguage();
    expect(cookieLanguage()).toBeNull();
  });
});

describe('the public address of a pre-rendered ?id= page', () => {
  it.each([
    [url('/caseDetails/7', '?id=7'), '/caseDetails?id=7'],
    [url('/en-US/caseDetails/7', '?id=7', '#top'), '/en-US/caseDetails?id=7#top'],
    [url('/joinUsDetails/3'), '/joinUsDetails?id=3'],
    [url('/caseDetails/7', '?from=home'), '/caseDetails?from=home&id=7'],
  ])('%o is shown as %s', (location, expected) => {
    expect(publicAddress(location)).toBe(expected);
  });

  it.each([url('/caseDetails', '?id=7'), url('/home'), url('/succeedCase/7'), url('/caseDetails/x')])('%o is public already', (location) => {
    expect(publicAddress(location)).toBeNull();
  });

  it('before hydration, moves a public ?id= address to the page whose HTML was served, and back after', () => {
    window.history.replaceState(null, '', '/en-US/caseDetails?id=7#top');
    const win = Object.assign(window, { pagePath: '/en-US/caseDetails/7' });
    showBuiltPageAddress(win);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/en-US/caseDetails/7?id=7#top');
    // The router's history knows the move: it renders the page of the address it holds.
    expect(globalHistory.location.pathname).toBe('/en-US/caseDetails/7');
    showPublicAddress(window);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/en-US/caseDetails?id=7#top');
  });

  it('leaves other pages where they are before hydration', () => {
    window.history.replaceState(null, '', '/en-US/nonexistent');
    showBuiltPageAddress(Object.assign(window, { pagePath: '/en-US/404' }));
    expect(window.location.pathname).toBe('/en-US/nonexistent');
    window.history.replaceState(null, '', '/caseDetails?id=9');
    showBuiltPageAddress(Object.assign(window, { pagePath: '/caseDetails' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/caseDetails?id=9');
  });

  it('replaces the internal address in place, keeping the history entry and its state', () => {
    window.history.replaceState({ key: 'k1' }, '', '/caseDetails/7?id=7');
    const length = window.history.length;
    showPublicAddress(window);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/caseDetails?id=7');
    expect(window.history.state).toEqual({ key: 'k1' });
    expect(window.history.length).toBe(length);
  });
});
