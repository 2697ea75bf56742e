// @vitest-environment jsdom
/**
 * The download centre against a real CMS: the first download asks for the visitor's details in
 * the widgets' modal shell, checks them with the contract's schema, records the request once and
 * remembers the details, so the next download asks nothing.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClassifyNode } from '../../contract/entities/classify';
import type { DownloadGroup } from '../../site/src/components/content/downloadCenter/downloadTypes';
import type { TestApp } from '../support/testApp';
import { siteWrapper, startCms } from './cases/siteHarness';

let cms: TestApp;
let origin: string;
let DownloadCenter: typeof import('../../site/src/components/content/DownloadCenter').DownloadCenter;
let DOWNLOAD_CONTACT_STORAGE_KEY: string;
let groups: DownloadGroup[];
const NOTICE_VERSION = '2026-11-01';

const get = async <T,>(call: string) => (await (await fetch(`${origin}/cms/open/api/${call}`)).json()) as T;
const requests = () => cms.app.db.selectFrom('download_request').selectAll().execute();

beforeAll(async () => {
  ({ cms, origin } = await startCms());
  // Imported once the CMS origin is known: the site's CMS client reads it on import.
  ({ DownloadCenter } = await import('../../site/src/components/content/DownloadCenter'));
  ({ DOWNLOAD_CONTACT_STORAGE_KEY } = await import('../../site/src/components/content/downloadCenter/downloadContact'));
  const [root] = (await get<{ data: ClassifyNode[] }>('classify/treeData?classifyType=4&language=en')).data as [ClassifyNode];
  const { rows } = await get<{ rows: DownloadGroup['items'] }>(`article/list?classifyId=${root.classifyId}&pageSize=2&language=en`);
  groups = [{ key: 'brochures', title: 'Brochures', items: rows.map((row) => ({ ...row, date: '2024-01-01' })) }];
});
afterAll(() => cms?.close());
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('download centre', () => {
  it('asks for the details once, in a modal that checks them, records the request and remembers them', async () => {
    const harness = siteWrapper('en-US');
    const user = userEvent.setup();
    const [first, second] = groups[0]!.items as [DownloadGroup['items'][number], DownloadGroup['items'][number]];
    render(<DownloadCenter groups={groups} noticeVersion={NOTICE_VERSION} />, { wrapper: harness.wrapper });

    const firstButton = screen.getByRole('button', { name: `Download PDF: ${first.articleTitle}` });
    await user.click(firstButton);
    const dialog = screen.getByRole('dialog', { name: 'Before you download' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText(`Please tell us who you are to download “${first.articleTitle}”.`)).toBeTruthy();
    // Focus lands on the first field, past the × button.
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /Name/ }));

    // Nothing filled in: the contract's messages, and nothing recorded.
    await user.click(within(dialog).getByRole('button', { name: 'Submit and download' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Name/ }).getAttribute('aria-invalid')).toBe('true'));
    // The consent to the privacy notice: an unticked box whose label links to the site's page, refused while unticked.
    const consent = within(dialog).getByRole('checkbox', { name: 'I have read and agree to the Privacy Notice' }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(consent.getAttribute('aria-describedby')!)?.textContent).toBe('Please read and agree to the Privacy Notice');
    const notice = within(dialog).getByRole('link', { name: 'Privacy Notice' });
    expect(notice.getAttribute('href')).toBe('/en-US/privacy');
    expect(notice.getAttribute('target')).toBe('_blank');
    expect(await requests()).toEqual([]);

    // Escape dismisses it and gives focus back to the button that opened it.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(firstButton);

    await user.click(firstButton);
    const again = screen.getByRole('dialog', { name: 'Before you download' });
    await user.type(within(again).getByRole('textbox', { name: /Name/ }), 'Jane Smith');
    await user.type(within(again).getByRole('textbox', { name: /Telephone/ }), '+44 20 7946 0958');
    await user.type(within(again).getByRole('textbox', { name: /Company/ }), 'Download Test Ltd');
    await user.type(within(again).getByRole('textbox', { name: /E-mail/ }), 'jane@example.com');
    // Opened again, the consent is unticked again: without it, nothing is recorded and the box takes the focus.
    const box = within(again).getByRole('checkbox', { name: 'I have read and agree to the Privacy Notice' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await user.click(within(again).getByRole('button', { name: 'Submit and download' }));
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(await requests()).toEqual([]);
    await user.click(box);
    expect(box.getAttribute('aria-invalid')).toBeNull();
    await user.click(within(again).getByRole('button', { name: 'Submit and download' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await requests()).map((row) => [row.name, row.file_id])).toEqual([['Jane Smith', first.fileId]]);
    // The English title's document is the English one.
    const requested = await cms.app.db.selectFrom('stored_file').select('stored_name').where('file_id', '=', first.fileId!).executeTakeFirstOrThrow();
    expect(requested.stored_name).toMatch(/-en\.pdf$/);
    expect((await requests())[0]).toMatchObject({ privacy_consent_ip: '127.0.0.1', privacy_notice_version: expect.any(String) });
    expect(JSON.parse(window.localStorage.getItem(DOWNLOAD_CONTACT_STORAGE_KEY)!)).toEqual({ name: 'Jane Smith', phone: '+44 20 7946 0958', company: 'Download Test Ltd', email: 'jane@example.com', noticeVersion: NOTICE_VERSION });
    expect(await screen.findByText('We remember your details, so you will not be asked again.')).toBeTruthy();

    // The next file: no form, the request recorded with the remembered details.
    await user.click(screen.getByRole('button', { name: `Download PDF: ${second.articleTitle}` }));
    await waitFor(async () => expect((await requests()).map((row) => [row.name, row.file_id])).toEqual([['Jane Smith', first.fileId], ['Jane Smith', second.fileId]]));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'If it did not start, download it here' }).length).toBeGreaterThan(0));
    expect(harness.missing).toEqual([]);
  });

  it('asks a remembered visitor again, details filled in and the box unticked, once the privacy notice has changed', async () => {
    const harness = siteWrapper('en-US');
    const user = userEvent.setup();
    const [item] = groups[0]!.items as [DownloadGroup['items'][number]];
    const remembered = { name: 'Li Lei', phone: '13812345678', company: 'Earlier Notice Ltd', email: 'li.lei@example.com' };
    window.localStorage.setItem(DOWNLOAD_CONTACT_STORAGE_KEY, JSON.stringify({ ...remembered, noticeVersion: '2025-01-01' }));
    const before = (await requests()).length;
    render(<DownloadCenter groups={groups} noticeVersion={NOTICE_VERSION} />, { wrapper: harness.wrapper });

    await user.click(screen.getByRole('button', { name: `Download PDF: ${item.articleTitle}` }));
    const dialog = screen.getByRole('dialog', { name: 'Before you download' });
    expect((within(dialog).getByRole('textbox', { name: /Company/ }) as HTMLInputElement).value).toBe('Earlier Notice Ltd');
    const box = within(dialog).getByRole('checkbox', { name: 'I have read and agree to the Privacy Notice' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(await requests()).toHaveLength(before);

    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Submit and download' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await requests()).filter((row) => row.company === 'Earlier Notice Ltd')).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem(DOWNLOAD_CONTACT_STORAGE_KEY)!)).toMatchObject({ ...remembered, noticeVersion: NOTICE_VERSION });
    expect(harness.missing).toEqual([]);
  });
});
