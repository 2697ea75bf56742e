import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface AuditEntry {
  occurredAt: Date;
  actorUserId: number | null;
  actor: string;
  action: string;
  target: string;
  clientIp: string;
}

/** The only write the audit log has: entries are appended, never changed or removed. */
export async function appendAuditEntry(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      occurred_at: entry.occurredAt.toISOString(),
      actor_user_id: entry.actorUserId,
      actor: entry.actor,
      action: entry.action,
      target: entry.target,
      client_ip: entry.clientIp,
    })
    .execute();
}

export async function listAuditEntries(
  db: Kysely<Database>,
  page: { offset: number; limit: number; newestFirst: boolean },
) {
  const rows = await db
    .selectFrom('audit_log')
    .leftJoin('staff_user', 'staff_user.user_id', 'audit_log.actor_user_id')
    .selectAll('audit_log')
    .select('staff_user.display_name as actor_name')
    .orderBy('audit_log.audit_id', page.newestFirst ? 'desc' : 'asc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const { n } = await db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return {
    total: Number(n),
    rows: rows.map((row) => ({
      id: row.audit_id,
      occurredAt: row.occurred_at,
      actorUserId: row.actor_user_id,
      actor: row.actor,
      /** The acting staff user's display name; null for an entry of no user (a failed sign-in, the console). */
      actorName: row.actor_name,
      action: row.action,
      target: row.target,
      clientIp: row.client_ip,
    })),
  };
}
