import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { SubmissionApiToken } from '../../contract/entities/submissionApiToken';
import type { Database, SubmissionApiTokenTable } from '../db/schema';
import { preparedQuery } from '../db/preparedQuery';

/** Recognisable in a partner's configuration and in a secret scanner's rules. */
const TOKEN_PREFIX = 'yzsub_';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const newToken = (): string => `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

function toApiToken(row: Selectable<SubmissionApiTokenTable>): SubmissionApiToken {
  return {
    id: row.token_id,
    name: row.name,
    createdBy: row.created_by,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

export async function listSubmissionApiTokens(
  db: Kysely<Database>,
  page: { offset: number; limit: number; ascending: boolean },
): Promise<{ rows: SubmissionApiToken[]; total: number }> {
  const rows = await db
    .selectFrom('submission_api_token')
    .selectAll()
    .orderBy('token_id', page.ascending ? 'asc' : 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const { total } = await db.selectFrom('submission_api_token').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return { rows: rows.map(toApiToken), total: Number(total) };
}

export async function findSubmissionApiToken(db: Kysely<Database>, id: number): Promise<SubmissionApiToken | undefined> {
  const row = await db.selectFrom('submission_api_token').selectAll().where('token_id', '=', id).executeTakeFirst();
  return row && toApiToken(row);
}

/** Stores the token's hash; answers the new row's id. */
export async function insertSubmissionApiToken(
  db: Kysely<Database>,
  token: { name: string; tokenHash: string; createdBy: string; createdAt: string },
): Promise<number> {
  const row = await db
    .insertInto('submission_api_token')
    .values({ name: token.name, token_hash: token.tokenHash, created_by: token.createdBy, created_at: token.createdAt })
    .returning('token_id')
    .executeTakeFirstOrThrow();
  return row.token_id;
}

export async function revokeSubmissionApiToken(db: Kysely<Database>, id: number, revokedAt: string): Promise<void> {
  await db.updateTable('submission_api_token').set({ revoked_at: revokedAt }).where('token_id', '=', id).where('revoked_at', 'is', null).execute();
}

// Prepared: a partner's server sends every submission with its token.
const liveToken = preparedQuery((db: Kysely<Database>, $: Readonly<{ tokenHash: string }>) =>
  db.selectFrom('submission_api_token').select('token_id').where('token_hash', '=', $.tokenHash).where('revoked_at', 'is', null),
);
const tokenUse = preparedQuery((db: Kysely<Database>, $: Readonly<{ id: number; usedAt: string }>) =>
  db.updateTable('submission_api_token').set({ last_used_at: $.usedAt }).where('token_id', '=', $.id),
);

/** The id of the live (not revoked) token with this hash, if any. */
export async function findLiveTokenId(db: Kysely<Database>, tokenHash: string): Promise<number | undefined> {
  const [row] = await liveToken(db, { tokenHash });
  return row?.token_id;
}

/** In the submission's transaction, so that what the admin sees is when a token last stored something. */
export async function markTokenUsed(trx: Transaction<Database>, id: number, usedAt: string): Promise<void> {
  await tokenUse(trx, { id, usedAt });
}
