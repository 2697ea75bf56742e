import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function insertInvitation(
  db: Kysely<Database>,
  invitation: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('staff_invitation')
    .values({
      token_hash: invitation.tokenHash,
      user_id: invitation.userId,
      created_at: invitation.createdAt.toISOString(),
      expires_at: invitation.expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
}

/** Forgets a user's links not used yet (a new invitation replaces them; a disabled user's stop working). */
export async function deleteOpenInvitations(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('staff_invitation').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** A link's invitation with the state of its user, to tell why it cannot be used. */
export function findInvitation(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('staff_invitation')
    .innerJoin('staff_user', 'staff_user.user_id', 'staff_invitation.user_id')
    .select([
      'staff_invitation.user_id',
      'staff_invitation.expires_at',
      'staff_invitation.used_at',
      'staff_user.email',
      'staff_user.display_name',
      'staff_user.roles',
      'staff_user.disabled_at',
    ])
    .where('staff_invitation.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Marks a link used if it still may be: one statement, so two uses at once cannot both pass.
 * Answers its user's id, or undefined when it was used meanwhile or has expired.
 */
export async function useInvitation(db: Kysely<Database>, tokenHash: string, now: Date): Promise<number | undefined> {
  const at = now.toISOString();
  const row = await db
    .updateTable('staff_invitation')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** When each user's open link (the newest, should there be several) stops working, by user id. */
export async function openInvitationExpiries(db: Kysely<Database>): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('staff_invitation')
    .select(['user_id', (eb) => eb.fn.max('expires_at').as('expires_at')])
    .where('used_at', 'is', null)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.expires_at]));
}
