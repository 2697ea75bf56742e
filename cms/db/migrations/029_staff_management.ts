import type { Kysely } from 'kysely';

/**
 * Staff management in the back office:
 *
 * - `staff_invitation`: the one-time links that let an invited colleague choose a password. Only
 *   the token's SHA-256 is stored, so a copy of the table hands out no link. A used link keeps its
 *   row (`used_at`) so that opening it again says it was used; a replaced one is deleted.
 * - `staff_user.invited_at`: set while an invited user has not chosen a password yet; such a
 *   user cannot sign in (their stored hash is of a password nobody knows).
 * - `staff_session.client_ip` and `user_agent`: where and with what a session signed in, for the
 *   user's list of their sessions. Sessions begun before this migration show them empty.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_user').addColumn('invited_at', 'text').execute();
  await db.schema.alterTable('staff_session').addColumn('client_ip', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('staff_session').addColumn('user_agent', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema
    .createTable('staff_invitation')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('staff_user.user_id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('staff_invitation_user').on('staff_invitation').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_invitation').execute();
  await db.schema.alterTable('staff_session').dropColumn('user_agent').execute();
  await db.schema.alterTable('staff_session').dropColumn('client_ip').execute();
  await db.schema.alterTable('staff_user').dropColumn('invited_at').execute();
}
