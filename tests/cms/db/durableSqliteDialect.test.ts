import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DurableSqliteDialect, walFileFlush, type WalFlush } from '../../../cms/db/durableSqliteDialect';

interface Db {
  lead: { id: number; name: string };
}

/** The real WAL sync of the file, held before it runs until the test lets it go; counts them. */
function heldWalSync(file: string) {
  const real = walFileFlush(file);
  const waiting: Array<() => void> = [];
  let flushes = 0;
  const wal: WalFlush = {
    async flush() {
      flushes += 1;
      await new Promise<void>((resolve) => waiting.push(resolve));
      await real.flush();
    },
    close: () => real.close(),
  };
  return {
    wal,
    flushes: () => flushes,
    /** Lets the held syncs run, once one is waiting. */
    async release() {
      while (waiting.length === 0) await new Promise<void>((resolve) => setImmediate(resolve));
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

describe('SQLite commits synced by the dialect (cms/db/durableSqliteDialect.ts)', () => {
  let dataDir: string;
  let file: string;
  let held: ReturnType<typeof heldWalSync>;
  let sqlite: SQLite.Database;
  let db: Kysely<Db>;

  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-durable-'));
    file = path.join(dataDir, 'test.sqlite');
    sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    held = heldWalSync(file);
    db = new Kysely<Db>({ dialect: new DurableSqliteDialect({ database: sqlite, file, wal: held.wal }) });
    const created = db.schema.createTable('lead').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('name', 'text').execute();
    await held.release();
    await created;
  });

  afterEach(async () => {
    await db.destroy();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers a write only once the WAL is synced, and a read without syncing', async () => {
    const before = held.flushes();
    let answered = false;
    const insert = db.insertInto('lead').values({ id: 1, name: '王工' }).execute().then(() => (answered = true));
    // The row is committed (another query sees it) while its caller still waits for the sync.
    expect(await db.selectFrom('lead').select('name').execute()).toEqual([{ name: '王工' }]);
    expect(answered).toBe(false);
    expect(held.flushes()).toBe(before + 1);
    await held.release();
    await insert;
    expect(answered).toBe(true);
    await db.selectFrom('lead').selectAll().execute();
    expect(held.flushes()).toBe(before + 1);
  });

  it('shares one sync among the transactions committed while one runs, each answered after it', async () => {
    const first = db.transaction().execute((trx) => trx.insertInto('lead').values({ id: 1, name: 'first' }).execute());
    // Its commit, shared with any other transaction of this turn, is made once the turn is over.
    while (held.flushes() < 2) await new Promise<void>((resolve) => setImmediate(resolve));
    const answered = new Set<number>();
    const more = Array.from({ length: 20 }, (_, index) =>
      db
        .transaction()
        .execute((trx) => trx.insertInto('lead').values({ id: index + 2, name: `lead ${index}` }).execute())
        .then(() => answered.add(index)),
    );
    // All twenty commit while the first sync is held: the connection is not held by it.
    while ((await db.selectFrom('lead').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n < 21) {
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    expect(answered.size).toBe(0);
    await held.release();
    await first;
    // The twenty wait for the sync that began after their commits: one more for all of them.
    expect(answered.size).toBe(0);
    await held.release();
    await Promise.all(more);
    expect(answered.size).toBe(20);
    expect(held.flushes()).toBe(3);
  });

  it('runs the real WAL sync on the file, and a new connection reads every answered row', async () => {
    const writes = Promise.all(Array.from({ length: 5 }, (_, index) => db.insertInto('lead').values({ id: index + 1, name: `n${index}` }).execute()));
    await held.release();
    await held.release();
    await writes;
    const reopened = new SQLite(file, { readonly: true });
    try {
      expect(reopened.prepare('select count(*) as n from lead').get()).toEqual({ n: 5 });
    } finally {
      reopened.close();
    }
  });

  it('commits the transactions run in one turn of the event loop together, each answered once that commit is synced', async () => {
    const commits = countCommits();
    const answered = new Set<number>();
    const inserts = Array.from({ length: 20 }, (_, index) =>
      db
        .transaction()
        .execute((trx) => trx.insertInto('lead').values({ id: index + 1, name: `lead ${index}` }).execute())
        .then(() => answered.add(index)),
    );
    await held.release();
    await Promise.all(inserts);
    expect(answered.size).toBe(20);
    expect(commits()).toBe(1);
    expect(await db.selectFrom('lead').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).toEqual({ n: 20 });
  });

  it('rolls back a failing transaction alone, leaving the others in the shared commit', async () => {
    const results = await Promise.allSettled(
      [1, 2, 3].map((id) =>
        db.transaction().execute(async (trx) => {
          await trx.insertInto('lead').values({ id, name: `lead ${id}` }).execute();
          if (id === 2) throw new Error('the second one fails after its insert');
        }),
      ).concat([held.release()]),
    );
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(await db.selectFrom('lead').select('id').orderBy('id').execute()).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('commits a shared transaction before a statement SQLite refuses inside one', async () => {
    const insert = db.transaction().execute((trx) => trx.insertInto('lead').values({ id: 1, name: 'first' }).execute());
    const vacuum = sql`vacuum`.execute(db);
    // The insert's shared commit is synced, then the VACUUM's.
    await held.release();
    await insert;
    await held.release();
    await vacuum;
    expect(await db.selectFrom('lead').select('name').execute()).toEqual([{ name: 'first' }]);
  });

  /** How many COMMIT statements run on the connection from now on. */
  function countCommits() {
    let commits = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((source: string) => {
      if (source === 'commit') commits += 1;
      return prepare(source);
    }) as typeof sqlite.prepare;
    return () => commits;
  }
});

describe('a shared commit that fails', () => {
  it('answers every transaction in it with the error, and keeps none of their rows', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-durable-'));
    const file = path.join(dataDir, 'test.sqlite');
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    let failCommit = false;
    const database = {
      close: () => sqlite.close(),
      prepare: (source: string) => {
        if (failCommit && source === 'commit') throw new Error('disk I/O error');
        return sqlite.prepare(source);
      },
    };
    const db = new Kysely<Db>({ dialect: new DurableSqliteDialect({ database, file }) });
    try {
      await db.schema.createTable('lead').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('name', 'text').execute();
      failCommit = true;
      const results = await Promise.allSettled([1, 2].map((id) => db.transaction().execute((trx) => trx.insertInto('lead').values({ id, name: `n${id}` }).execute())));
      failCommit = false;
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'stored'))).toEqual(['Error: disk I/O error', 'Error: disk I/O error']);
      expect(await db.selectFrom('lead').selectAll().execute()).toEqual([]);
    } finally {
      await db.destroy();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
