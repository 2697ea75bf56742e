// @vitest-environment jsdom
/**
 * The settings' working copy in the header and footer, from a plain document, in each language:
 * the draft's names, phones, mailbox, QR codes and (in English) address.
 */
import { render, screen, within } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { SettingsPreview } from '../../../site/src/components/preview/SettingsPreview';
import { siteWrapper } from '../cases/siteHarness';
import { draftSettings } from './draftSettings';

let harness: ReturnType<typeof siteWrapper>;
afterEach(() => expect(harness.missing).toEqual([]));

function show(language: SiteLanguage) {
  harness = siteWrapper(language);
  return render(<SettingsPreview settings={draftSettings} language={language} />, { wrapper: harness.wrapper });
}

describe('the preview of the settings', () => {
  it('shows the Chinese names and both phones in the header and footer', () => {
    show('zh-CN');
    expect(within(screen.getByRole('banner')).getByText('草稿云栈')).toBeTruthy();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText('草稿云栈股份有限公司')).toBeTruthy();
    expect(footer.getByText('688000')).toBeTruthy();
    expect(footer.getByRole('link', { name: '400-111-2222' }).getAttribute('href')).toBe('tel:4001112222');
    expect(footer.getByRole('link', { name: '+86-21-3333-4444' }).getAttribute('href')).toBe('tel:+862133334444');
    expect(footer.getByRole('link', { name: 'draft-marketing@yunzhan.example' })).toBeTruthy();
    expect(footer.getByRole('img', { name: '草稿云栈微信公众号二维码' }).getAttribute('src')).toBe('/cms/static/images/draft-wechat.svg');
    expect(footer.getByRole('link', { name: /沪ICP备99999999号-9/ })).toBeTruthy();
    // The address line is the English footer's only.
    expect(footer.queryByText(/草稿路/)).toBeNull();
  });

  it('shows the English names and the English address line', () => {
    show('en-US');
    expect(within(screen.getByRole('banner')).getByText('Draft Yunzhan')).toBeTruthy();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText('Draft Yunzhan Co., Ltd.')).toBeTruthy();
    expect(footer.getByText(/1 Draft Road, Pudong, Shanghai/).textContent).toContain('Address:');
    expect(screen.queryByText(/草稿/)).toBeNull();
  });
});
