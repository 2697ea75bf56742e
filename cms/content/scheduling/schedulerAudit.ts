import type { Kysely } from 'kysely';
import { SCHEDULER, type ScheduleAction } from '../../../contract/content/schedule';
import type { Database } from '../../db/schema';
import { appendAuditEntry } from '../../staff/auditLog';

/** The audit log's entry for a change the scheduler made on its own clock, as an editor's would read. */
export async function recordSchedulerChange(db: Kysely<Database>, now: Date, action: ScheduleAction, target: string): Promise<void> {
  await appendAuditEntry(db, { occurredAt: now, actorUserId: null, actor: SCHEDULER, action: `content.${action}`, target, clientIp: '' });
}
