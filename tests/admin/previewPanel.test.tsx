// @vitest-environment jsdom
/**
 * The back office's preview panel: labelled toggles choose the language and width of the site's
 * preview page in a titled frame, and a save (a new revision of the record) loads the frame anew.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { I18nContextProvider, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import { PreviewPanel } from '../../admin/src/preview/PreviewPanel';
import { previewScale } from '../../admin/src/preview/previewWidths';

afterEach(cleanup);

function Panel({ revision }: { revision: number }) {
  return (
    <I18nContextProvider value={i18nProvider}>
      <RecordContextProvider value={{ id: 12, revision }}>
        <PreviewPanel kind="articles" id={12} />
      </RecordContextProvider>
    </I18nContextProvider>
  );
}

const frame = () => document.querySelector('iframe')!;

describe('the preview panel', () => {
  it('frames the Chinese page at desktop width first, and follows the language and width toggles', async () => {
    await i18nProvider.changeLocale('en');
    const user = userEvent.setup();
    render(<Panel revision={3} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Preview' })).toBeTruthy();
    const languages = screen.getByRole('group', { name: 'Language of the preview' });
    const widths = screen.getByRole('group', { name: 'Width of the preview' });
    expect(within(languages).getByRole('button', { name: '中文' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(widths).getByRole('button', { name: 'Desktop (1280 px)' }).getAttribute('aria-pressed')).toBe('true');
    expect(frame().getAttribute('src')).toBe('/preview?kind=articles&id=12');
    expect(frame().title).toBe('Preview of the draft: 中文, Desktop (1280 px)');

    await user.click(within(languages).getByRole('button', { name: 'English' }));
    expect(frame().getAttribute('src')).toBe('/en-US/preview?kind=articles&id=12');
    await user.click(within(widths).getByRole('button', { name: 'Phone (390 px)' }));
    expect(within(widths).getByRole('button', { name: 'Phone (390 px)' }).getAttribute('aria-pressed')).toBe('true');
    expect(frame().title).toBe('Preview of the draft: English, Phone (390 px)');
    // A second press on the chosen width keeps it (an exclusive group would otherwise clear it).
    await user.click(within(widths).getByRole('button', { name: 'Phone (390 px)' }));
    expect(within(widths).getByRole('button', { name: 'Phone (390 px)' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('loads the frame anew when a save raises the revision, and only then', async () => {
    await i18nProvider.changeLocale('zh');
    const { rerender } = render(<Panel revision={3} />);
    expect(frame().title).toBe('草稿预览：中文，桌面（1280 px）');
    const first = frame();
    rerender(<Panel revision={3} />);
    expect(frame()).toBe(first);
    rerender(<Panel revision={4} />);
    expect(frame()).not.toBe(first);
    expect(first.isConnected).toBe(false);
    expect(frame().getAttribute('src')).toBe('/preview?kind=articles&id=12');
  });

  it('scales a frame down to the panel, never up', () => {
    expect(previewScale(1280, 640)).toBe(0.5);
    expect(previewScale(390, 800)).toBe(1);
    expect(previewScale(1280, null)).toBe(1);
  });
});
