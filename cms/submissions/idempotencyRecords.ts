import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

interface IdempotencyRecord {
  route: string;
  key: string;
  fingerprint: string;
  statusCode: number;
  /** The answer's body, serialised. */
  responseBody: string;
}

export async function findIdempotencyRecord(db: Kysely<Database>, route: string, key: string): Promise<IdempotencyRecord | null> {
  const row = await db
    .selectFrom('idempotency_record')
    .select(['fingerprint', 'status_code', 'response_body'])
    .where('route', '=', route)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? { route, key, fingerprint: row.fingerprint, statusCode: row.status_code, responseBody: row.response_body } : null;
}

export async function insertIdempotencyRecord(db: Kysely<Database>, record: IdempotencyRecord): Promise<void> {
  await db
    .insertInto('idempotency_record')
    .values({
      route: record.route,
      idempotency_key: record.key,
      fingerprint: record.fingerprint,
      status_code: record.statusCode,
      response_body: record.responseBody,
      created_at: new Date().toISOString(),
    })
    .execute();
}
