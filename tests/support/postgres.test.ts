import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase, type PostgresDatabase } from './postgresDatabase';

describe('PostgreSQL test harness', () => {
  const created: PostgresDatabase[] = [];
  afterAll(async () => {
    await Promise.all(created.map((db) => db.drop()));
  });

  it('provides the URL of a server listening on 127.0.0.1', () => {
    const url = new URL(inject('postgresUrl'));
    expect(url.protocol).toBe('postgres:');
    expect(url.hostname).toBe('127.0.0.1');
    expect(Number(url.port)).toBeGreaterThan(0);
  });

  it('creates a database, writes and reads a row, then drops it', async () => {
    const db = await createPostgresDatabase('harness');
    created.push(db);
    const url = new URL(db.url);
    expect(url.hostname).toBe('127.0.0.1');
    const name = url.pathname.slice(1);
    expect(name).toMatch(/^t_harness_/);

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const current = await client.query<{ db: string; encoding: string }>(
        'SELECT current_database() AS db, pg_encoding_to_char(encoding) AS encoding FROM pg_database WHERE datname = current_database()',
      );
      expect(current.rows).toEqual([{ db: name, encoding: 'UTF8' }]);
      await client.query('CREATE TABLE items (id serial PRIMARY KEY, title text NOT NULL)');
      await client.query('INSERT INTO items (title) VALUES ($1)', ['Förderband ✓']);
      const { rows } = await client.query<{ id: number; title: string }>('SELECT id, title FROM items');
      expect(rows).toEqual([{ id: 1, title: 'Förderband ✓' }]);
    } finally {
      await client.end();
    }

    // drop() works even with a connection still open (WITH (FORCE)) and is idempotent.
    const open = new pg.Client({ connectionString: db.url });
    open.on('error', () => {});
    await open.connect();
    await db.drop();
    await db.drop();
    await open.end().catch(() => {});

    const admin = new pg.Client({ connectionString: inject('postgresUrl') });
    await admin.connect();
    try {
      const left = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      expect(left.rowCount).toBe(0);
    } finally {
      await admin.end();
    }
  });

  it('gives each call its own database', async () => {
    const [a, b] = await Promise.all([createPostgresDatabase('iso'), createPostgresDatabase('iso')]);
    created.push(a, b);
    expect(a.url).not.toBe(b.url);
  });
});
