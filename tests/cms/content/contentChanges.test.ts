import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENGINES, startTestApp, type TestApp } from '../../support/testApp';

/** A time-to-live no test outlasts: an answer that changes was dropped, not expired. */
const AN_HOUR = 3_600;

const startCachingApp = (engine: 'sqlite' | 'postgres') => startTestApp(engine, { contentCacheSeconds: AN_HOUR });

function linkNames(test: () => TestApp) {
  return {
    async first() {
      const response = await test().app.inject({ method: 'GET', url: '/cms/open/api/blogroll/list?language=en' });
      return (response.json().data as Array<{ blogrollName: string }>)[0]!.blogrollName;
    },
    rename: (name: string) => test().app.db.updateTable('friendly_link').set({ blogroll_name: name }).where('language', '=', 'en').execute(),
  };
}

describe.each(ENGINES)('announcing a content change on %s', (engine) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startCachingApp(engine);
  });
  afterAll(() => test.close());
  const links = linkNames(() => test);

  it('keeps the cached answer through a write, and answers the new content once the change is announced', async () => {
    const before = await links.first();
    await links.rename('Renamed once');
    expect(await links.first()).toBe(before);
    // The announcing instance drops its own cache before the announcement resolves.
    await test.app.announceContentChange();
    expect(await links.first()).toBe('Renamed once');
  });
});

describe('the content change listener on postgres', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startCachingApp('postgres');
  });
  afterAll(() => test.close());
  const links = linkNames(() => test);
  const listeners = async () => {
    const { rows } = await sql<{ pid: number; query: string }>`
      SELECT pid, query FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'cms content listener'`.execute(test.app.db);
    return rows;
  };

  it('drops the cache on a notice from any connection', async () => {
    await links.first();
    await links.rename('Announced by another');
    await sql`SELECT pg_notify('content_changed', '')`.execute(test.app.db);
    await vi.waitFor(async () => expect(await links.first()).toBe('Announced by another'), { timeout: 5_000, interval: 20 });
  });

  it('listens again after its connection is cut, dropping what it cached while it could not hear', async () => {
    const [listener] = await listeners();
    expect(listener?.query).toBe('LISTEN content_changed');
    const cached = await links.first();
    await links.rename('Written unheard');
    expect(await links.first()).toBe(cached);

    await sql`SELECT pg_terminate_backend(${listener!.pid})`.execute(test.app.db);
    await vi.waitFor(async () => {
      const again = await listeners();
      expect(again.map((row) => row.pid)).not.toContain(listener!.pid);
      expect(again.map((row) => row.query)).toEqual(['LISTEN content_changed']);
    }, { timeout: 10_000, interval: 50 });
    await vi.waitFor(async () => expect(await links.first()).toBe('Written unheard'), { timeout: 5_000, interval: 20 });

    await links.rename('Heard again');
    await sql`SELECT pg_notify('content_changed', '')`.execute(test.app.db);
    await vi.waitFor(async () => expect(await links.first()).toBe('Heard again'), { timeout: 5_000, interval: 20 });
  });
});
