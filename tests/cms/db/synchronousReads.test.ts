import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { preparedQuery } from '../../../cms/db/preparedQuery';
import type { Database } from '../../../cms/db/schema';
import { readSynchronously } from '../../../cms/db/synchronousReads';
import { withMigratedDatabase } from '../../support/databaseAtMigration';
import { ENGINES } from '../../support/testApp';

const revision = preparedQuery<Database, { id: number }, { revision: number | string }>((db, $) =>
  db.selectFrom('content_revision').select('revision').where('id', '=', $.id),
);

const readRevision = async (db: Kysely<Database>) => Number((await revision(db, { id: 1 }))[0]!.revision);

describe.each(ENGINES)('prepared reads beside a transaction on %s', (engine) => {
  it("never sees another request's uncommitted write, and sees it once committed", () =>
    withMigratedDatabase(engine, 'syncreads', async (db) => {
      const before = await readRevision(db);
      const events: string[] = [];
      let readDuringTransaction: Promise<number> | undefined;
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('content_revision').set({ revision: sql`revision + 1` }).where('id', '=', 1).execute();
        readDuringTransaction = readRevision(db).then((value) => {
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
      // write (it may answer while the commit's WAL sync still runs, cms/db/durableSqliteDialect.ts);
      // PostgreSQL reads on another connection and sees what was committed when it ran.
      if (events.indexOf('read') < events.indexOf('committing')) expect(value).toBe(before);
      else expect(value).toBe(before + 1);
      if (engine === 'sqlite') expect(events.indexOf('read')).toBeGreaterThan(events.indexOf('committing'));
      expect(await readRevision(db)).toBe(before + 1);
    }));

  it('runs a read at once on SQLite outside a transaction, and never a write', () =>
    withMigratedDatabase(engine, 'syncreads', async (db) => {
      const select = 'select "revision" from "content_revision" where "id" = ?';
      const update = 'update "content_revision" set "revision" = "revision" + 1 where "id" = ?';
      const before = await readRevision(db);
      if (engine === 'sqlite') {
        expect(readSynchronously(db, select, [1])).toEqual([{ revision: before }]);
      } else {
        expect(readSynchronously(db, select, [1])).toBeUndefined();
      }
      expect(readSynchronously(db, update, [1])).toBeUndefined();
      // A write answering rows too: it goes through Kysely, whose commit waits for the WAL's sync.
      expect(readSynchronously(db, `${update} returning "revision"`, [1])).toBeUndefined();
      expect(await readRevision(db)).toBe(before);
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('content_revision').select('revision').execute();
        expect(readSynchronously(db, select, [1])).toBeUndefined();
      });
    }));
});
