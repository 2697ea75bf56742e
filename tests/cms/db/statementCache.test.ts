import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachingStatements } from '../../../cms/db/statementCache';

describe('SQLite statements compiled once', () => {
  let dir: string;
  let sqlite: SQLite.Database;

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'statements-'));
    sqlite = new SQLite(path.join(dir, 'cache.sqlite'));
    sqlite.exec('CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    sqlite.exec("INSERT INTO item (name) VALUES ('a'), ('b'), ('c')");
  });
  afterEach(async () => {
    if (sqlite.open) sqlite.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('answers the same compiled statement for the same SQL, bound afresh each time', () => {
    const database = cachingStatements(sqlite);
    const first = database.prepare('SELECT name FROM item WHERE id = ?');
    expect(database.prepare('SELECT name FROM item WHERE id = ?')).toBe(first);
    expect(first.all([1])).toEqual([{ name: 'a' }]);
    expect(first.all([3])).toEqual([{ name: 'c' }]);
  });

  it('keeps the most recently used statements up to its capacity', () => {
    const database = cachingStatements(sqlite, 2);
    const a = database.prepare('SELECT 1 AS n');
    const b = database.prepare('SELECT 2 AS n');
    expect(database.prepare('SELECT 1 AS n')).toBe(a);
    database.prepare('SELECT 3 AS n');
    expect(database.prepare('SELECT 1 AS n')).toBe(a);
    expect(database.prepare('SELECT 2 AS n')).not.toBe(b);
  });

  it('serves Kysely, and a kept statement follows a schema change', async () => {
    const db = new Kysely<{ item: { id: number; name: string } }>({ dialect: new SqliteDialect({ database: cachingStatements(sqlite) }) });
    const names = () => sql<{ id: number; name: string; label?: string }>`SELECT * FROM item WHERE id = ${1}`.execute(db);
    expect((await names()).rows).toEqual([{ id: 1, name: 'a' }]);
    await sql`ALTER TABLE item ADD COLUMN label TEXT NOT NULL DEFAULT 'x'`.execute(db);
    expect((await names()).rows).toEqual([{ id: 1, name: 'a', label: 'x' }]);
    await db.destroy();
  });
});
