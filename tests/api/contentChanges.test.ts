import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../support/testApp';

/** A time-to-live no test outlasts: an answer that changes was dropped, not expired. */
const AN_HOUR = 3_600;

describe.each(ENGINES)('content changes and the content cache on %s', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(engine, { contentCacheSeconds: AN_HOUR });
  });
  afterAll(() => test.close());

  const firstLinkName = async () => {
    const response = await test.app.inject({ method: 'GET', url: '/cms/open/api/blogroll/list?language=en' });
    return (response.json().data as Array<{ blogrollName: string }>)[0]!.blogrollName;
  };
  const rename = (name: string) => test.app.db.updateTable('friendly_link').set({ blogroll_name: name }).where('language', '=', 'en').execute();

  it('serves the cached answer until the content changes, then the new one', async () => {
    const before = await firstLinkName();
    await rename('Renamed once');
    if (engine === 'sqlite') {
      // Nothing tells this process about a write it did not announce: the answer stays cached.
      expect(await firstLinkName()).toBe(before);
      await test.app.announceContentChange();
      expect(await firstLinkName()).toBe('Renamed once');
    } else {
      // The content tables' trigger notifies, whoever wrote.
      await vi.waitFor(async () => expect(await firstLinkName()).toBe('Renamed once'), { timeout: 5_000, interval: 20 });
    }
  });
});

describe('the content change listener on postgres', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp('postgres', { contentCacheSeconds: AN_HOUR });
  });
  afterAll(() => test.close());

  const firstLinkName = async () => {
    const response = await test.app.inject({ method: 'GET', url: '/cms/open/api/blogroll/list?language=en' });
    return (response.json().data as Array<{ blogrollName: string }>)[0]!.blogrollName;
  };
  const listeners = async () => {
    const { rows } = await sql<{ pid: number; query: string }>`
      SELECT pid, query FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'cms content listener'`.execute(test.app.db);
    return rows;
  };

  it('listens again after its connection is cut, dropping what it cached while it could not hear', async () => {
    const [listener] = await listeners();
    expect(listener?.query).toBe('LISTEN content_changed');
    const cached = await firstLinkName();
    // A write with the triggers off (as a replica applies it) sends no notice: the cache keeps the old answer.
    await test.app.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await trx.updateTable('friendly_link').set({ blogroll_name: 'Written unheard' }).where('language', '=', 'en').execute();
    });
    expect(await firstLinkName()).toBe(cached);

    await sql`SELECT pg_terminate_backend(${listener!.pid})`.execute(test.app.db);
    await vi.waitFor(async () => {
      const again = await listeners();
      expect(again.map((row) => row.pid)).not.toContain(listener!.pid);
      expect(again.map((row) => row.query)).toEqual(['LISTEN content_changed']);
    }, { timeout: 10_000, interval: 50 });
    await vi.waitFor(async () => expect(await firstLinkName()).toBe('Written unheard'), { timeout: 5_000, interval: 20 });

    await test.app.db.updateTable('friendly_link').set({ blogroll_name: 'Heard again' }).where('language', '=', 'en').execute();
    await vi.waitFor(async () => expect(await firstLinkName()).toBe('Heard again'), { timeout: 5_000, interval: 20 });
  });
});
