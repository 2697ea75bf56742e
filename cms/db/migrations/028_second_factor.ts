import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { identityKey } from './columns';

/**
 * Staff users' second factors: one authenticator app (TOTP) each, its secret encrypted with a key
 * drawn here once for the database (as 004 draws the session key); passkeys (WebAuthn
 * credentials, public keys only); and one-time recovery codes, stored as Argon2id hashes.
 * `staff_session.sign_in_step` names the step a session still waits for (null once signed in),
 * so that a user's list of sessions holds signed-in ones only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = identityKey(db);

  await db.schema
    .createTable('staff_totp')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('staff_user.user_id'))
    .addColumn('secret', 'text')
    .addColumn('pending_secret', 'text')
    .addColumn('last_used_step', 'integer')
    .addColumn('confirmed_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_passkey')
    .addColumn('passkey_id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_user.user_id'))
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('sign_count', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('staff_passkey_user').on('staff_passkey').column('user_id').execute();

  await db.schema
    .createTable('staff_recovery_code')
    .addColumn('code_id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_user.user_id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('staff_recovery_code_user').on('staff_recovery_code').column('user_id').execute();

  await db.schema.alterTable('staff_session').addColumn('sign_in_step', 'text').execute();

  await sql`insert into server_secret (name, value) values (${'second-factor'}, ${randomBytes(32).toString('base64url')})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from server_secret where name = ${'second-factor'}`.execute(db);
  await db.schema.alterTable('staff_session').dropColumn('sign_in_step').execute();
  await db.schema.dropTable('staff_recovery_code').execute();
  await db.schema.dropTable('staff_passkey').execute();
  await db.schema.dropTable('staff_totp').execute();
}
