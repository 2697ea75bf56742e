import fs from 'node:fs';
import path from 'node:path';
import { waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validLead } from '../../support/leadFixture';
import { startCms, type TestCms } from '../support/cms';
import { start } from '../../../widgets/embed/outboxFlush';
import { newIdempotencyKey } from '../../../widgets/shared/outbox';
import { createLocalStorageLeads } from '../../../widgets/shared/outbox/storage';
import { leadsAreWaiting, OUTBOX_STORAGE_PREFIX } from '../../../widgets/shared/outboxProbe';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(() => cms.close());

describe('embed.js (the loader entry)', () => {
  it('installs window.cmsWidgets, replays the stub’s queue and mounts the placeholders', async () => {
    // What Rollup inlines into the built loader.
    (globalThis as { __WIDGET_MANIFEST__?: unknown }).__WIDGET_MANIFEST__ = { floating: ['floating-00000000.js', 'runtime-00000000.js'] };
    document.body.innerHTML = `
      <script src="http://127.0.0.1:9/widgets/embed.js" data-lang="en"></script>
      <div data-cms-widget="floating"></div>`;
    const readme = fs.readFileSync(path.resolve(__dirname, '../../../widgets/embed/README.md'), 'utf8');
    // eslint-disable-next-line no-new-func
    new Function(/```html\n<script>\n([\s\S]*?)<\/script>\n```/.exec(readme)?.[1] ?? '')();
    const stub = (window as unknown as { cmsWidgets: ((...args: unknown[]) => void) & { q?: unknown[] } }).cmsWidgets;
    const host = document.createElement('div');
    document.body.append(host);
    const errors: unknown[] = [];
    window.addEventListener('cms-widget:error', (event) => errors.push((event as CustomEvent).detail));
    stub('mount', host, 'resume');

    await import('../../../widgets/embed/loader');
    const api = (window as unknown as { cmsWidgets: { version: string; (method: string, ...args: unknown[]): unknown } }).cmsWidgets;
    expect(api.version).toBe('1');
    expect(api).not.toBe(stub);
    // The queued call ran: this bundle has no resume widget.
    await waitFor(() => expect(errors).toContainEqual({ widget: 'resume', message: 'this bundle has no "resume" widget' }));
    // The placeholder was mounted (its host shown at once, its chunk requested from beside embed.js).
    expect((document.querySelector('[data-cms-widget="floating"]') as HTMLElement).style.display).toBe('block');
    // A stub kept by the page still reaches the loader.
    stub('mount', host, 'cases');
    await waitFor(() => expect(errors).toContainEqual({ widget: 'cases', message: 'this bundle has no "cases" widget' }));
  });
});

describe('leads kept from an earlier visit', () => {
  it('are seen without loading the outbox, then sent by its chunk, announced on window', async () => {
    expect(leadsAreWaiting()).toBe(false);
    await createLocalStorageLeads(`${OUTBOX_STORAGE_PREFIX}${cms.url}`, localStorage).put({
      kind: 'lead', key: newIdempotencyKey(), language: 'zh', createdAt: Date.now(), body: { ...validLead, customersName: '上次' },
    });
    expect(leadsAreWaiting()).toBe(true);

    const delivered: unknown[] = [];
    window.addEventListener('cms-widget:success', (event) => delivered.push((event as CustomEvent).detail));
    const stop = start(cms.url, window);
    await waitFor(() => expect(delivered).toEqual([{ widget: 'consult', delivered: true, queued: false, code: 0, msg: '提交成功' }]));
    stop();
    expect(leadsAreWaiting()).toBe(false);
    expect((await cms.leads()).at(-1)).toMatchObject({ customers_name: '上次' });
  });
});
