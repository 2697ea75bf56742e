import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { CmsError } from '../http/cmsError';
import { findIdempotencyRecord, insertIdempotencyRecord } from './idempotencyRecords';

/** What a submission call answered, kept so that a retry with the same key gets it again. */
export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

export interface IdempotencyScope {
  route: string;
  /** The request's Idempotency-Key, when it sent one. */
  key: string | undefined;
  fingerprint: string;
}

/**
 * The header of draft-ietf-httpapi-idempotency-key-header is a Structured Field string
 * (`"abc"`); a bare token is accepted too since most clients send one.
 */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const raw = (Array.isArray(header) ? header[0] ?? '' : header).trim();
  const key = raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2 ? raw.slice(1, -1) : raw;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw new CmsError(400, 'idempotencyKeyInvalid');
  return key;
}

/** A payload's identity; a file counts by the digest of its bytes, not by the bytes. */
export function fingerprintOf(payload: unknown): string {
  const json = JSON.stringify(payload, function digestBuffers(this: Record<string, unknown>, key, value) {
    const original = this[key];
    return Buffer.isBuffer(original) ? createHash('sha256').update(original).digest('hex') : value;
  });
  return createHash('sha256').update(json).digest('hex');
}

/** The earlier answer for this key, or null; the same key with another payload is refused (422). */
export async function findStoredAnswer(db: Kysely<Database>, scope: IdempotencyScope): Promise<StoredAnswer | null> {
  if (!scope.key) return null;
  const record = await findIdempotencyRecord(db, scope.route, scope.key);
  if (!record) return null;
  if (record.fingerprint !== scope.fingerprint) throw new CmsError(422, 'idempotencyKeyReused');
  return { statusCode: record.statusCode, body: JSON.parse(record.responseBody) };
}

/**
 * Stores a submission and its answer in one transaction, so a submission is either stored with
 * its key or not at all. When two requests with one key race, the loser's transaction fails on
 * the key's primary key, rolls back, and answers what the winner stored (`replayed`).
 * Callers look for an earlier answer first ({@link findStoredAnswer}).
 */
export async function storeOnce(
  db: Kysely<Database>,
  scope: IdempotencyScope,
  store: (trx: Transaction<Database>) => Promise<StoredAnswer>,
): Promise<{ answer: StoredAnswer; replayed: boolean }> {
  try {
    const answer = await db.transaction().execute(async (trx) => {
      const stored = await store(trx);
      if (scope.key) {
        await insertIdempotencyRecord(trx, {
          route: scope.route,
          key: scope.key,
          fingerprint: scope.fingerprint,
          statusCode: stored.statusCode,
          responseBody: JSON.stringify(stored.body),
        });
      }
      return stored;
    });
    return { answer, replayed: false };
  } catch (error) {
    if (!scope.key || !isUniqueViolation(error)) throw error;
    const winner = await findStoredAnswer(db, scope);
    if (!winner) throw error;
    return { answer: winner, replayed: true };
  }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL unique_violation; SQLite's primary-key and unique constraint codes.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
