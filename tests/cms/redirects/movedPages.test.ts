import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CategoryDocument } from '../../../contract/content/documents/category';
import type { ContentRecord } from '../../../contract/content/protocol';
import type { SiteRedirect } from '../../../contract/redirects';
import type { SitePublisher } from '../../../cms/publishing/publishQueue';
import { content, createPublished, rootCategory } from '../../support/contentApi';
import { releaseWithPages, writePages } from '../../support/releaseWithPages';
import { auditActions, call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import { ENGINES } from '../../support/testApp';

type CategoryRecord = ContentRecord<CategoryDocument>;

describe.each(ENGINES)('a page whose address a publish changes, on %s', (engine) => {
  let test: StaffTestApp;
  let editor: SignedIn;
  let siteDir: string;
  let cases: CategoryRecord;
  /** The build of the next release waits for this (the test holds it to look before the release goes live). */
  let gate: Promise<void> = Promise.resolve();

  /** Stands for the site build: writes a page for every case category, as the build would. */
  const publisher: SitePublisher = async () => {
    await gate;
    const rows = await test.app.db.selectFrom('classify').select('out_link').where('classify_type', '=', 0).where('published', '=', 1).execute();
    await writePages(siteDir, rows.flatMap((row) => [`succeedCase/${row.out_link}`, `en-US/succeedCase/${row.out_link}`]));
    return { release: 'release', built: true };
  };

  const visit = (url: string) => test.app.inject({ method: 'GET', url });
  const redirects = async () => (await call(test.app, 'GET', '/redirects?sort=["from","ASC"]', editor)).json<SiteRedirect[]>();
  const moveTo = async (record: CategoryRecord, outLink: string) => {
    const saved = await content<CategoryRecord>(test.app, editor, 'PUT', `categories/${record.id}`, { revision: record.revision, document: { ...record.document, outLink } });
    const published = await content<{ record: CategoryRecord }>(test.app, editor, 'POST', `categories/${record.id}/publish`, { revision: saved.body.revision });
    expect(published.status).toBe(200);
    return published.body.record;
  };

  beforeAll(async () => {
    siteDir = await releaseWithPages([]);
    test = await startStaffApp(engine, { siteDir, publisher, publishDebounceMs: 1 });
    await createStaff(test.app, 'editor@example.com', ['editor']);
    editor = await signIn(test.app, 'editor@example.com');
    cases = await createPublished(test.app, editor, 'categories', rootCategory(0, 'AllCase'));
    await test.app.publishing!.idle();
  });
  afterAll(async () => {
    await test.close();
    await fs.rm(siteDir, { recursive: true, force: true });
  });

  it('redirects a case category\'s old address to its new one in both languages once the new release is live', async () => {
    const tobacco = await createPublished(test.app, editor, 'categories', { ...rootCategory(0, 'tobacco'), parentId: cases.id, names: { zh: '烟草', en: 'Tobacco' } });
    await test.app.publishing!.idle();
    expect((await visit('/succeedCase/tobacco')).statusCode).toBe(200);

    let goLive = () => {};
    gate = new Promise((resolve) => (goLive = resolve));
    const moved = await moveTo(tobacco, 'tobacco-leaf');
    expect(await redirects()).toEqual([
      expect.objectContaining({ from: '/en-US/succeedCase/tobacco', to: '/en-US/succeedCase/tobacco-leaf', match: 'exact', status: 301, origin: 'moved', updatedBy: 'editor@example.com' }),
      expect.objectContaining({ from: '/succeedCase/tobacco', to: '/succeedCase/tobacco-leaf', match: 'exact', status: 301, origin: 'moved' }),
    ]);
    // Until the release with the new address is live, the old one is still the page.
    expect((await visit('/succeedCase/tobacco')).statusCode).toBe(200);

    goLive();
    await test.app.publishing!.idle();
    // Going live has the redirects read again, without holding up the publish queue for it.
    await vi.waitFor(async () => expect((await visit('/succeedCase/tobacco')).statusCode).toBe(301), { timeout: 5_000, interval: 20 });
    expect((await visit('/succeedCase/tobacco?page=2')).headers.location).toBe('/succeedCase/tobacco-leaf?page=2');
    expect((await visit('/en-US/succeedCase/tobacco')).headers.location).toBe('/en-US/succeedCase/tobacco-leaf');
    expect((await visit('/succeedCase/tobacco-leaf')).statusCode).toBe(200);
    expect((await auditActions(test.app)).filter((action) => action === 'redirect.moved')).toHaveLength(2);

    // An editor's redirect to the address in between, then the category moves back: no chain, no loop.
    const kept = await call(test.app, 'POST', '/redirects', editor, { from: '/tobacco-cases', to: '/succeedCase/tobacco-leaf' });
    expect(kept.statusCode).toBe(201);
    await moveTo(moved, 'tobacco');
    await test.app.publishing!.idle();
    await vi.waitFor(async () => expect((await visit('/succeedCase/tobacco')).statusCode).toBe(200), { timeout: 5_000, interval: 20 });
    expect((await visit('/succeedCase/tobacco-leaf')).headers.location).toBe('/succeedCase/tobacco');
    expect((await visit('/tobacco-cases')).headers.location).toBe('/succeedCase/tobacco');
    expect((await redirects()).map((redirect) => `${redirect.from} → ${redirect.to}`)).toEqual([
      '/en-US/succeedCase/tobacco-leaf → /en-US/succeedCase/tobacco',
      '/succeedCase/tobacco-leaf → /succeedCase/tobacco',
      '/tobacco-cases → /succeedCase/tobacco',
    ]);
  });

  it('adds none for a category whose route segment names a tab rather than a page, nor for one never published', async () => {
    const news = await createPublished(test.app, editor, 'categories', rootCategory(1, 'AllNews'));
    const before = await redirects();
    await moveTo(news, 'AllJournalism');
    const draft = await content<CategoryRecord>(test.app, editor, 'POST', 'categories', { document: { ...rootCategory(0, 'ports'), parentId: cases.id } });
    await moveTo(draft.body, 'harbours');
    await test.app.publishing!.idle();
    expect(await redirects()).toEqual(before);
  });
});
