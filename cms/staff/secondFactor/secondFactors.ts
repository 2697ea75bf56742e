import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What second factors a user has: a confirmed authenticator app, passkeys, unused recovery codes. */
export interface SecondFactorSummary {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
}

export async function summariseSecondFactors(db: Kysely<Database>, userId: number): Promise<SecondFactorSummary> {
  const [totp, passkeys, codes] = await Promise.all([
    db.selectFrom('staff_totp').select('user_id').where('user_id', '=', userId).where('secret', 'is not', null).executeTakeFirst(),
    db.selectFrom('staff_passkey').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    db
      .selectFrom('staff_recovery_code')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { totp: totp !== undefined, passkeys: Number(passkeys.n), recoveryCodesLeft: Number(codes.n) };
}

/** Recovery codes stand in for a factor; they are not one: a user with codes alone has none. */
export const hasSecondFactor = (summary: SecondFactorSummary) => summary.totp || summary.passkeys > 0;

/** Takes every second factor from a user (a lost device): the authenticator app, passkeys, recovery codes. */
export async function removeSecondFactors(db: Kysely<Database>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_totp').where('user_id', '=', userId).execute();
    await trx.deleteFrom('staff_passkey').where('user_id', '=', userId).execute();
    await trx.deleteFrom('staff_recovery_code').where('user_id', '=', userId).execute();
  });
}
