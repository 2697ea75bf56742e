// @vitest-environment jsdom
/**
 * The quick release in the publishing progress (PublishProgress): how the last one ended, live
 * with its pages and seconds or failed with its reason, in Chinese and English. Beside an
 * editor's publish (`sinceJob`), only a quick release that ended after that job was asked for, and
 * only while the job runs or waits: an earlier one is not this edit's, and once the job has ended
 * its full build shows the edits itself.
 */
import { cleanup, render, screen } from '@testing-library/react';
import React from 'react';
import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../admin/src/i18n/i18nProvider';
import { PublishProgress } from '../../admin/src/publishing/PublishProgress';
import { formatDateTime } from '../../admin/src/shared/companyTime';
import type { PublishJob, PublishState, QuickReleaseOutcome } from '../../contract/publishing';

afterEach(cleanup);

/** The editor's publish: job 7, asked for at nine. */
const REQUESTED = '2026-11-29T09:00:00.000Z';
const job = (id: number, requestedAt = REQUESTED): PublishJob => ({ id, requestedAt, startedAt: requestedAt, phase: 'html', pages: null });
const LIVE: QuickReleaseOutcome = { status: 'live', release: 'r4', pages: 3, ms: 840, finishedAt: '2026-11-29T09:00:01.000Z' };
const FAILED: QuickReleaseOutcome = { status: 'failed', reason: 'the renderer crashed', finishedAt: '2026-11-29T09:00:01.000Z' };
const IDLE: PublishState = { running: null, next: null, last: null, quick: null };

function renderProgress(state: PublishState, sinceJob?: number) {
  const dataProvider = testDataProvider({ publishState: async () => state } as never);
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <PublishProgress sinceJob={sinceJob} />
    </AdminContext>,
  );
}

/** Any line of a quick release, in either language. */
const quickLine = () => screen.queryByText(/快速发布|quick release/i);

describe('the quick release in the publishing progress', () => {
  it('says in Chinese how many pages went live and in how many seconds, or why it failed', async () => {
    await i18nProvider.changeLocale('zh');
    renderProgress({ ...IDLE, quick: LIVE });
    const at = formatDateTime(LIVE.finishedAt);
    expect(await screen.findByText(`快速发布：3 个已编辑的案例页面已于 ${at} 上线（用时 0.8 秒）；列表等其余页面随完整构建更新。`)).toBeTruthy();
    cleanup();

    renderProgress({ ...IDLE, quick: FAILED });
    expect(await screen.findByText(`快速发布于 ${at} 失败：the renderer crashed。修改将随完整构建上线。`)).toBeTruthy();
  });

  it('says the same in English', async () => {
    await i18nProvider.changeLocale('en');
    renderProgress({ ...IDLE, quick: LIVE });
    const at = formatDateTime(LIVE.finishedAt);
    expect(await screen.findByText(
      `Quick release: 3 edited case pages went live at ${at} (in 0.8 s); the lists and every other page follow with the full build.`,
    )).toBeTruthy();
    cleanup();

    renderProgress({ ...IDLE, quick: FAILED });
    expect(await screen.findByText(`The quick release failed at ${at}: the renderer crashed. The edits go live with the full build.`)).toBeTruthy();
  });

  describe('beside an editor\'s publish', () => {
    it('leaves out a quick release that ended before the job was asked for', async () => {
      await i18nProvider.changeLocale('zh');
      renderProgress({ ...IDLE, running: job(7), quick: { ...LIVE, finishedAt: '2026-11-29T08:59:59.000Z' } }, 7);
      await screen.findByText('正在构建：生成页面');
      expect(quickLine()).toBeNull();
    });

    it('shows one that ended after it, while the job runs and while it waits behind another', async () => {
      await i18nProvider.changeLocale('zh');
      renderProgress({ ...IDLE, running: job(7), quick: LIVE }, 7);
      expect(await screen.findByText(/^快速发布：3 个已编辑的案例页面/)).toBeTruthy();
      cleanup();

      renderProgress({ ...IDLE, running: job(6, '2026-11-29T08:55:00.000Z'), next: { ...job(7), startedAt: null, phase: 'waiting' }, quick: LIVE }, 7);
      expect(await screen.findByText(/^快速发布：3 个已编辑的案例页面/)).toBeTruthy();
      expect(screen.getByText('等待构建：等待中')).toBeTruthy();
      cleanup();

      renderProgress({ ...IDLE, running: job(7), quick: FAILED }, 7);
      expect(await screen.findByText(/^快速发布于 .* 失败：the renderer crashed/)).toBeTruthy();
    });

    it('shows none once the job has ended: its full build holds the edits', async () => {
      await i18nProvider.changeLocale('zh');
      const last = { jobId: 7, status: 'live', release: 'r5', built: true, linkPush: null, finishedAt: '2026-11-29T09:02:00.000Z' } as const;
      renderProgress({ ...IDLE, last, quick: LIVE }, 7);
      await screen.findByText(/^上次发布：网站已于 .* 上线（站点发布 r5）/);
      expect(quickLine()).toBeNull();
      cleanup();

      // Another editor's publish runs now: the quick release is still not this job's.
      renderProgress({ ...IDLE, running: job(8, '2026-11-29T09:03:00.000Z'), last, quick: { ...LIVE, finishedAt: '2026-11-29T09:03:01.000Z' } }, 7);
      await screen.findByText('正在构建：生成页面');
      expect(quickLine()).toBeNull();
    });
  });
});
