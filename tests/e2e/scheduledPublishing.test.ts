/**
 * Scheduled publishing end to end, in Chromium against the real CMS and the real publishing
 * pipeline: an editor renames a published case, saves the draft, and in the item's Schedule panel
 * sets it to go live at the next whole minute at least a minute ahead, in Beijing time. Nobody
 * presses Publish; until the time the live site keeps the old title, and after it the scheduler
 * publishes the draft (a version by `scheduler`), the site is rebuilt and the live page shows the
 * new title. The CMS serves a releases folder of its own and holds the build lock
 * (publishingCms.ts).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../contract/companyTime';
import type { ArticleDocument } from '../../contract/content/documents/article';
import type { ContentRecord } from '../../contract/content/protocol';
import { ROUTES, localizedPath } from '../../contract/siteRoutes';
import { toCompanyInput } from '../../admin/src/schedule/scheduleTimes';
import { createStaff, PASSWORD, signIn, type SignedIn } from '../support/staffApp';
import { content } from '../support/contentApi';
import type { TestApp } from '../support/testApp';
import { openBackOfficePage } from './backOfficePage';
import { signInToBackOffice } from './backOfficeSignIn';
import { BUILD_LOCK_WAIT_MS, startPublishingCms, type PublishingCms } from './publishingCms';
import { allCases } from './support';

const EDITOR = 'editor@example.com';
const TITLE = `定时发布的案例 ${Date.now()}`;
/** How often the test CMS looks for due changes (SCHEDULE_CHECK_SECONDS; 10 by default). */
const CHECK_SECONDS = 5;
/** A build on top of the shared one takes about a minute on an idle machine; CI's is shared. */
const PUBLISH_MS = 5 * 60_000;

describe('an item scheduled a minute ahead goes live by itself', () => {
  let cms: PublishingCms;
  let site: TestApp;
  let origin = '';
  let closeBrowser: () => Promise<void>;
  let page: Page;
  let errors: string[];
  let editor: SignedIn;
  let caseId = 0;

  const caseAddress = () => `${localizedPath(ROUTES.caseDetails, 'zh-CN')}?id=${caseId}`;
  const livePage = async () => {
    const response = await fetch(`${origin}${caseAddress()}`);
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    cms = await startPublishingCms('scheduled-releases-', { scheduleCheckSeconds: CHECK_SECONDS });
    ({ site, origin } = cms);
    await createStaff(site.app, EDITOR, ['editor']);
    editor = await signIn(site.app, EDITOR);
    caseId = (await allCases(origin))[0]![0]!.articleId;

    ({ page, errors, close: closeBrowser } = await openBackOfficePage());
  }, BUILD_LOCK_WAIT_MS);
  afterAll(async () => {
    await closeBrowser?.();
    await cms?.close();
  }, 180_000);

  it('renames a case, schedules it in Beijing time, and the live page changes after the time with nobody pressing Publish', { timeout: PUBLISH_MS + 180_000 }, async () => {
    await signInToBackOffice(page, errors, origin, EDITOR, PASSWORD);
    const before = (await content<ContentRecord<ArticleDocument>>(site.app, editor, 'GET', `articles/${caseId}`)).body;
    await page.goto(`${origin}/admin/content/cases/${caseId}`);
    await expect.poll(() => page.getByLabel('标题（中文）').inputValue(), { timeout: 20_000 }).toBe(before.document.texts.zh!.title);
    await page.getByLabel('标题（中文）').fill(TITLE);
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.getByText('有待发布的草稿').first().waitFor();

    // The next whole minute at least a minute ahead, typed as the company's clocks read it.
    const due = Math.ceil((Date.now() + 60_000) / 60_000) * 60_000;
    const schedule = page.getByRole('region', { name: '定时发布' });
    await schedule.getByLabel('发布时间').fill(toCompanyInput(new Date(due).toISOString(), DEFAULT_COMPANY_TIME_ZONE));
    await schedule.getByRole('button', { name: '保存定时设置' }).click();
    await page.getByText('定时设置已保存').waitFor();
    await expect.poll(async () => (await content<ContentRecord<ArticleDocument>>(site.app, editor, 'GET', `articles/${caseId}`)).body.schedule.publish?.at).toBe(new Date(due).toISOString());
    // The list shows it too, in Beijing time.
    await page.goto(`${origin}/admin/content/cases`);
    await page.getByRole('row').filter({ hasText: TITLE }).getByText(/\d{1,2}:\d{2} 发布$/).waitFor();

    // Until the time nothing changes: the time itself is the event waited for here.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now() - 3_000)));
    expect(await livePage()).not.toContain(TITLE);

    await expect.poll(livePage, { timeout: PUBLISH_MS, interval: 1_000 }).toContain(TITLE);
    const liveAfterMs = Date.now() - due;
    const version = await site.app.db.selectFrom('content_version').select(['published_by', 'published_at']).where('kind', '=', 'articles').where('item_id', '=', caseId).orderBy('number', 'desc').executeTakeFirstOrThrow();
    expect(version.published_by).toBe('scheduler');
    // Carried out within one look of the time (and a second's slack for a busy machine), never before it.
    const carriedOutMs = Date.parse(version.published_at) - due;
    expect(carriedOutMs).toBeGreaterThanOrEqual(0);
    expect(carriedOutMs).toBeLessThanOrEqual((CHECK_SECONDS + 1) * 1000);
    console.info(`scheduled for ${new Date(due).toISOString()}: carried out after ${carriedOutMs} ms, live on the site after ${liveAfterMs} ms`);
    expect(errors).toEqual([]);
  });
});
