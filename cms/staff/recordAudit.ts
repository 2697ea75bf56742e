import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../http/clientAddress';
import { appendAuditEntry } from './auditLog';
import { sessionUser } from './signedInSession';

export interface AuditEvent {
  action: string;
  target: string;
  /** Who acted; the session's user (signed in or in a sign-in step) when omitted. */
  actor?: { userId: number | null; label: string };
  /** Failures and lockouts are warnings in the log; the rest is information. */
  level?: 'info' | 'warn';
}

/** Logs what a staff member (or someone trying to be one) did, and appends it to the audit log. */
export async function recordAudit(request: FastifyRequest, event: AuditEvent): Promise<void> {
  const user = sessionUser(request);
  const actor = event.actor ?? { userId: user?.userId ?? null, label: user?.email ?? '' };
  const entry = {
    occurredAt: request.server.staffClock(),
    actorUserId: actor.userId,
    actor: actor.label,
    action: event.action,
    target: event.target,
    clientIp: clientAddress(request),
  };
  request.log[event.level ?? 'info']({ audit: { ...entry, occurredAt: entry.occurredAt.toISOString() } }, `audit ${event.action}`);
  await appendAuditEntry(request.server.db, entry);
}
