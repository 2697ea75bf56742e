import type { FastifyInstance } from 'fastify';
import { insertLead } from '../../cms/leads/leads';
import { findStaffUserByEmail } from '../../cms/staff/staffUsers';
import { validLead } from './leadFixture';

/** Stores a lead as the open API would, at the given time, with fields of the test's choosing. */
export function addLead(
  app: FastifyInstance,
  createdAt: string,
  fields: Partial<typeof validLead & { source: string }> = {},
  language: 'zh' | 'en' = 'zh',
) {
  return insertLead(app.db, { ...validLead, source: '/', ...fields }, { language, clientIp: '203.0.113.9', createdAt, privacyNoticeVersion: '2026-11-01' });
}

/** The query string of a simple-REST list call. */
export function listParams(params: { filter?: object; sort?: [string, string]; range?: [number, number] }): string {
  const query = new URLSearchParams();
  if (params.filter) query.set('filter', JSON.stringify(params.filter));
  if (params.sort) query.set('sort', JSON.stringify(params.sort));
  if (params.range) query.set('range', JSON.stringify(params.range));
  return query.toString();
}

export async function auditRows(app: FastifyInstance, action: string) {
  return app.db.selectFrom('audit_log').select(['actor', 'target', 'client_ip']).where('action', '=', action).orderBy('audit_id').execute();
}

export async function staffId(app: FastifyInstance, email: string): Promise<number> {
  const user = await findStaffUserByEmail(app.db, email);
  if (!user) throw new Error(`no staff user ${email}`);
  return user.userId;
}

/** Stores a brochure, as the media library would, for download requests to name. */
export async function addBrochure(app: FastifyInstance, title: string): Promise<number> {
  const { file_id } = await app.db
    .insertInto('stored_file')
    .values({ file_name: title, stored_name: `${title}.pdf`, mime_type: 'application/pdf', size_bytes: 1024, created_at: '2026-01-01T00:00:00.000Z' })
    .returning('file_id')
    .executeTakeFirstOrThrow();
  return file_id;
}
