import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { identityKey } from './columns';

/**
 * The proof-of-work challenge on visitors' submissions (ALTCHA): the HMAC key that signs the
 * challenges, drawn here once for the database (as 004 draws the session key) so that every
 * instance on it verifies what another issued; the signatures of the challenges already
 * accepted, kept until they expire so that each is accepted once; and the API tokens an admin
 * issues to a partner's server, which posts submissions without solving (stored as SHA-256
 * hashes: the token itself is shown once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('spam_challenge_use')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('spam_challenge_use_expires').on('spam_challenge_use').column('expires_at').execute();

  await db.schema
    .createTable('submission_api_token')
    .addColumn('token_id', 'integer', identityKey(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();

  await sql`insert into server_secret (name, value) values (${'spam-challenge'}, ${randomBytes(32).toString('base64url')})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from server_secret where name = ${'spam-challenge'}`.execute(db);
  await db.schema.dropTable('submission_api_token').execute();
  await db.schema.dropTable('spam_challenge_use').execute();
}
