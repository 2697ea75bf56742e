import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { identityKey } from './columns';

/**
 * The back office's foundation: staff users, their server-side sessions, the sign-in throttle,
 * the append-only audit log, and the key that signs session cookies. The key is drawn here, once,
 * under the migration lock, so every instance on the same database signs with the same one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = identityKey(db);

  await db.schema
    .createTable('staff_user')
    .addColumn('user_id', 'integer', id)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('disabled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_session')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_user.user_id'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema.createIndex('staff_session_user').on('staff_session').column('user_id').execute();

  await db.schema
    .createTable('sign_in_throttle')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('failure_count', 'integer', (c) => c.notNull())
    .addColumn('first_failure_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('audit_id', 'integer', id)
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('client_ip', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('server_secret')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into server_secret (name, value) values (${'session'}, ${randomBytes(48).toString('base64url')})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secret').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('sign_in_throttle').execute();
  await db.schema.dropTable('staff_session').execute();
  await db.schema.dropTable('staff_user').execute();
}
