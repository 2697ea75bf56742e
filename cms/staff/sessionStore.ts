import { createHash } from 'node:crypto';
import type { FastifySessionObject, SessionStore } from '@fastify/session';
import type { Session } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { endSession, findLiveSession, writeSession } from './staffSessions';
import { minutesBefore, type Clock } from '../platform/clock';

export interface SessionTimeouts {
  idleMinutes: number;
  absoluteMinutes: number;
}

/** What the store keys a session by: the cookie's id itself is never stored. */
export const sessionIdHash = (sessionId: string) => createHash('sha256').update(sessionId).digest('base64url');

/**
 * A session answers many requests a minute; its last-seen time is written at most this often
 * (when nothing else in it changed), so the idle timeout may end it up to this much early.
 */
const LAST_SEEN_WRITE_MS = 60_000;

/**
 * @fastify/session's store on the database, so every instance sees the same sessions and ending
 * one (sign-out, a disabled user) takes effect on the next request anywhere. It enforces the idle
 * and absolute timeouts by its clock on every read, whatever the cookie says; it stores signed-in
 * sessions only (an anonymous one holds nothing worth a row). A read hands the row's last-seen
 * time to the session (`lastSeenAt`, not stored in its data), so the save at the end of the
 * request can be skipped while it is recent and the session unchanged.
 */
export class DatabaseSessionStore implements SessionStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly timeouts: SessionTimeouts,
  ) {}

  get(sessionId: string, callback: (error: unknown, session?: Session | null) => void): void {
    this.read(sessionId).then((session) => callback(null, session), callback);
  }

  set(sessionId: string, session: Session, callback: (error?: unknown) => void): void {
    this.write(sessionId, session).then(() => callback(), callback);
  }

  destroy(sessionId: string, callback: (error?: unknown) => void): void {
    endSession(this.db, sessionIdHash(sessionId), this.clock()).then(() => callback(), callback);
  }

  private async read(sessionId: string): Promise<Session | null> {
    const idHash = sessionIdHash(sessionId);
    const row = await findLiveSession(this.db, idHash);
    if (!row) return null;
    const now = this.clock();
    const expired =
      row.created_at <= minutesBefore(now, this.timeouts.absoluteMinutes).toISOString() ||
      row.last_seen_at <= minutesBefore(now, this.timeouts.idleMinutes).toISOString();
    if (expired) {
      await endSession(this.db, idHash, now);
      return null;
    }
    return { ...(JSON.parse(row.data) as Session), lastSeenAt: row.last_seen_at };
  }

  private async write(sessionId: string, session: Session): Promise<void> {
    if (session.userId === undefined || session.signedInAt === undefined) return;
    const now = this.clock();
    const seenLately = session.lastSeenAt !== undefined && now.getTime() - Date.parse(session.lastSeenAt) < LAST_SEEN_WRITE_MS;
    // The store is handed the request's session object itself, which knows whether it changed.
    if (seenLately && !(session as FastifySessionObject).isModified()) return;
    await writeSession(
      this.db,
      {
        idHash: sessionIdHash(sessionId),
        userId: session.userId,
        data: JSON.stringify(session, (key, value: unknown) => (key === 'lastSeenAt' ? undefined : value)),
        createdAt: session.signedInAt,
        clientIp: session.client?.ip ?? '',
        userAgent: session.client?.userAgent ?? '',
        signInStep: session.signInStep ?? null,
      },
      now,
    );
  }
}
