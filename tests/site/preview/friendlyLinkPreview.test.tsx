// @vitest-environment jsdom
/**
 * A friendly link's working copy in the footer of its language's site, from plain documents; the
 * other language's footer never shows it, and the preview says so.
 */
import { render, screen, within } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FriendlyLinkDocument } from '../../../contract/content/documents/friendlyLink';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { FriendlyLinkPreview } from '../../../site/src/components/preview/FriendlyLinkPreview';
import { siteWrapper } from '../cases/siteHarness';
import { draftSettings } from './draftSettings';

let harness: ReturnType<typeof siteWrapper>;
afterEach(() => expect(harness.missing).toEqual([]));

const link: FriendlyLinkDocument = { language: 'en', name: 'Draft Logistics Forum', link: 'https://forum.example.org/', sort: 1 };

function show(language: SiteLanguage) {
  harness = siteWrapper(language);
  return render(<FriendlyLinkPreview id={9} link={link} settings={draftSettings} language={language} />, { wrapper: harness.wrapper });
}

describe('the preview of a friendly link', () => {
  it("shows the link in its language's footer, opening in a new tab", () => {
    show('en-US');
    const links = within(screen.getByRole('region', { name: 'Links' })).getAllByRole('link');
    expect(links.map((anchor) => [anchor.textContent, anchor.getAttribute('href'), anchor.getAttribute('target')])).toEqual([
      ['Draft Logistics Forum(opens in a new tab)', 'https://forum.example.org/', '_blank'],
    ]);
    expect(within(screen.getByRole('contentinfo')).getByText('Draft Yunzhan Co., Ltd.')).toBeTruthy();
  });

  it("says the other language's site does not show it", () => {
    const { container } = show('zh-CN');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('尚未用中文撰写');
    expect(container.textContent).not.toContain('Draft Logistics Forum');
  });
});
