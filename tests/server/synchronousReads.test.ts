import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../cms/db/connect';
import { migrateToLatest } from '../../cms/db/migrate';
import { preparedQuery } from '../../cms/db/preparedQuery';
import type { Database } from '../../cms/db/schema';
import { readSynchronously } from '../../cms/db/synchronousReads';
import { createPostgresDatabase } from '../support/postgresDatabase';
import { ENGINES } from '../support/testApp';

const revision = preparedQuery<Database, { id: number }, { revision: number | string }>((db, $) =>
  db.selectFrom('content_revision').select('revision').where('id', '=', $.id),
);

describe.each(ENGINES)('prepared reads beside a transaction on %s', (engine) => {
  let dataDir: string;
  let drop: (() => Promise<void>) | undefined;
  let handle: DatabaseHandle;

  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `sync-reads-${engine}-`));
    const postgres = engine === 'postgres' ? await createPostgresDatabase('syncreads') : undefined;
    drop = postgres?.drop;
    handle = connectDatabase({ dataDir, databaseUrl: postgres?.url });
    await migrateToLatest(handle.db);
  });
  afterEach(async () => {
    await handle.close();
    await drop?.();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const readRevision = async () => Number((await revision(handle.db, { id: 1 }))[0]!.revision);

  it("never sees another request's uncommitted write, and sees it once committed", async () => {
    const before = await readRevision();
    const events: string[] = [];
    let readDuringTransaction: Promise<number> | undefined;
    await handle.db.transaction().execute(async (trx) => {
      await trx.updateTable('content_revision').set({ revision: sql`revision + 1` }).where('id', '=', 1).execute();
      readDuringTransaction = readRevision().then((value) => {
        events.push('read');
        return value;
      });
      // Gives the read every chance to answer while the write is still uncommitted.
      await trx.selectFrom('content_revision').select('revision').execute();
      events.push('committing');
    });
    events.push('committed');
    const value = await readDuringTransaction!;
    // SQLite's one connection is the transaction's, so the read waits for the commit and sees the
    // write; PostgreSQL reads on another connection and sees what was committed when it ran.
    if (events.indexOf('read') < events.indexOf('committing')) expect(value).toBe(before);
    else expect(value).toBe(before + 1);
    if (engine === 'sqlite') expect(events).toEqual(['committing', 'committed', 'read']);
    expect(await readRevision()).toBe(before + 1);
  });

  it('runs a read at once on SQLite outside a transaction, and never a write', async () => {
    const select = 'select "revision" from "content_revision" where "id" = ?';
    const update = 'update "content_revision" set "revision" = "revision" + 1 where "id" = ?';
    const before = await readRevision();
    if (engine === 'sqlite') {
      expect(readSynchronously(handle.db, select, [1])).toEqual([{ revision: before }]);
    } else {
      expect(readSynchronously(handle.db, select, [1])).toBeUndefined();
    }
    expect(readSynchronously(handle.db, update, [1])).toBeUndefined();
    expect(await readRevision()).toBe(before);
    await handle.db.transaction().execute(async (trx) => {
      await trx.selectFrom('content_revision').select('revision').execute();
      expect(readSynchronously(handle.db, select, [1])).toBeUndefined();
    });
  });
});
