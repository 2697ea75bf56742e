import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface StoredPasskey {
  passkeyId: number;
  credentialId: string;
  name: string;
  publicKey: string;
  signCount: number;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

const COLUMNS = ['passkey_id', 'credential_id', 'name', 'public_key', 'sign_count', 'transports', 'created_at', 'last_used_at'] as const;

type PasskeyRow = {
  passkey_id: number; credential_id: string; name: string; public_key: string;
  sign_count: string | number; transports: string; created_at: string; last_used_at: string | null;
};

const toPasskey = (row: PasskeyRow): StoredPasskey => ({
  passkeyId: row.passkey_id,
  credentialId: row.credential_id,
  name: row.name,
  publicKey: row.public_key,
  signCount: Number(row.sign_count),
  transports: JSON.parse(row.transports) as string[],
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

export async function listPasskeys(db: Kysely<Database>, userId: number): Promise<StoredPasskey[]> {
  const rows = await db.selectFrom('staff_passkey').select(COLUMNS).where('user_id', '=', userId).orderBy('passkey_id').execute();
  return rows.map(toPasskey);
}

/** The user's passkey the browser named; none when the credential is unknown or someone else's. */
export async function findUserPasskey(db: Kysely<Database>, userId: number, credentialId: string): Promise<StoredPasskey | undefined> {
  const row = await db
    .selectFrom('staff_passkey')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
  return row && toPasskey(row);
}

export async function insertPasskey(
  db: Kysely<Database>,
  passkey: { userId: number; credentialId: string; name: string; publicKey: string; signCount: number; transports: string[] },
  now: Date,
): Promise<StoredPasskey> {
  const row = await db
    .insertInto('staff_passkey')
    .values({
      user_id: passkey.userId,
      credential_id: passkey.credentialId,
      name: passkey.name,
      public_key: passkey.publicKey,
      sign_count: passkey.signCount,
      transports: JSON.stringify(passkey.transports),
      created_at: now.toISOString(),
      last_used_at: null,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return toPasskey(row);
}

export async function recordPasskeyUse(db: Kysely<Database>, passkeyId: number, signCount: number, now: Date): Promise<void> {
  await db
    .updateTable('staff_passkey')
    .set({ sign_count: signCount, last_used_at: now.toISOString() })
    .where('passkey_id', '=', passkeyId)
    .execute();
}

/** Removes one of the user's passkeys; the removed one, or none when the user has no such passkey. */
export async function deletePasskey(db: Kysely<Database>, userId: number, passkeyId: number): Promise<StoredPasskey | undefined> {
  const row = await db
    .deleteFrom('staff_passkey')
    .where('user_id', '=', userId)
    .where('passkey_id', '=', passkeyId)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && toPasskey(row);
}
