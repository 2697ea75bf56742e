import { createHash } from 'node:crypto';
import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { endSession, findLiveSession, writeSession } from './staffSessions';
import { minutesBefore, type Clock } from '../platform/clock';

export interface SessionTimeouts {
  idleMinutes: number;
  absoluteMinutes: number;
}

const hashId = (sessionId: string) => createHash('sha256').update(sessionId).digest('base64url');

/**
 * @fastify/session's store on the database, so every instance sees the same sessions and ending
 * one (sign-out, a disabled user) takes effect on the next request anywhere. It enforces the idle
 * and absolute timeouts by its clock on every read, whatever the cookie says; it stores signed-in
 * sessions only (an anonymous one holds nothing worth a row).
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
    endSession(this.db, hashId(sessionId), this.clock()).then(() => callback(), callback);
  }

  private async read(sessionId: string): Promise<Session | null> {
    const idHash = hashId(sessionId);
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
    return JSON.parse(row.data) as Session;
  }

  private async write(sessionId: string, session: Session): Promise<void> {
    if (session.userId === undefined || session.signedInAt === undefined) return;
    await writeSession(
      this.db,
      { idHash: hashId(sessionId), userId: session.userId, data: JSON.stringify(session), createdAt: session.signedInAt },
      this.clock(),
    );
  }
}
