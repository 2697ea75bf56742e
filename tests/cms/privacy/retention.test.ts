import path from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../../cms/db/connect';
import { migrateToLatest } from '../../../cms/db/migrate';
import { purgeExpired } from '../../../cms/privacy/purgeExpired';
import { insertDownloadRequest } from '../../../cms/downloads/downloadRequests';
import { insertLeadNote } from '../../../cms/leads/leadInbox';
import { insertLead } from '../../../cms/leads/leads';
import { addResumeNote } from '../../../cms/resumes/resumeNotes';
import { loadDemoContent } from '../../../seed/loadDemoContent';
import { validLead } from '../../support/leadFixture';
import { englishResumePdf } from '../../support/resumeFiles';
import { ENGINES, filesIn } from '../../support/testApp';
import { addLead, auditRows, staffId } from '../../support/inbox';
import { createStaff, startStaffApp, type StaffTestApp } from '../../support/staffApp';
import { brochureFileId, uploadResume } from '../../support/openApi';
import { storedResumeName } from '../../support/submissions';

/** The test clock reads 2026-03-02T09:00Z: leads (24 months) and resumes (6 months) sent before these are past their period. */
const LEAD_CUTOFF = '2024-03-02T09:00:00.000Z';
const RESUME_CUTOFF = '2025-09-02T09:00:00.000Z';
const JUST_BEFORE = (iso: string) => new Date(Date.parse(iso) - 1).toISOString();
const PURGED = 'deleted personal data past its retention period';

interface LogLine {
  msg: string;
  retention?: { counts: object; leadIds: number[]; downloadRequestIds: number[]; resumeIds: number[] };
}

describe.each(ENGINES)('the retention job on %s', (engine) => {
  let test: StaffTestApp;
  let origin: string;
  const lines: LogLine[] = [];
  let leftBeforeStart = 0;

  const ids = async (table: 'potential_customer' | 'download_request' | 'resume') => {
    const column = { potential_customer: 'customers_id', download_request: 'request_id', resume: 'resume_id' }[table];
    const rows = await sql<{ id: number }>`select ${sql.ref(column)} as id from ${sql.table(table)} order by id`.execute(test.app.db);
    return rows.rows.map((row) => Number(row.id));
  };
  const resumeFiles = () => filesIn(path.join(test.dataDir, 'resumes'));
  const uploadResumeSentAt = async (createdAt: string, email: string) => {
    const id = await uploadResume(origin, { name: 'Jane Smith', phone: '13812345678', email }, await englishResumePdf());
    await test.app.db.updateTable('resume').set({ created_at: createdAt }).where('resume_id', '=', id).execute();
    return id;
  };

  beforeAll(async () => {
    const logs = new PassThrough();
    logs.on('data', (line: Buffer) => lines.push(JSON.parse(line.toString()) as LogLine));
    test = await startStaffApp(
      engine,
      { seed: loadDemoContent },
      {
        // What was stored before this CMS started (a stopped server, a restored backup).
        beforeStart: async ({ dataDir, databaseUrl }) => {
          const handle = connectDatabase({ dataDir, databaseUrl });
          try {
            await migrateToLatest(handle.db);
            leftBeforeStart = await insertLead(handle.db, { ...validLead, source: '/' }, { language: 'zh', clientIp: '203.0.113.9', createdAt: '2023-01-01T00:00:00.000Z', privacyNoticeVersion: '2026-11-01' });
          } finally {
            await handle.close();
          }
        },
        logStream: logs,
      },
    );
    origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => test.close());

  it('runs when the CMS starts: what was past its period already is gone, logged and audited as the system', async () => {
    expect(await ids('potential_customer')).toEqual([]);
    expect(lines.filter((line) => line.msg === PURGED)).toEqual([
      expect.objectContaining({ retention: { counts: { leads: 1, downloadRequests: 0, resumes: 0 }, leadIds: [leftBeforeStart], downloadRequestIds: [], resumeIds: [] } }),
    ]);
    expect(await auditRows(test.app, 'retention.purge')).toEqual([
      { actor: 'system', target: JSON.stringify({ leadIds: [leftBeforeStart], downloadRequestIds: [], resumeIds: [] }), client_ip: '' },
    ]);
  });

  it('deletes exactly what is past its period, with notes, history and files, and keeps the rest', async () => {
    await createStaff(test.app, 'sales@example.com', ['sales']);
    const salesId = await staffId(test.app, 'sales@example.com');
    const fileId = await brochureFileId(test.app);
    const request = (createdAt: string, email: string) =>
      insertDownloadRequest(test.app.db, { name: '赵敏', phone: '13600001111', company: '东方制造', email, fileId }, { language: 'zh', clientIp: '203.0.113.9', createdAt, privacyNoticeVersion: '2026-11-01' });

    const expiredLead = await addLead(test.app, JUST_BEFORE(LEAD_CUTOFF));
    await insertLeadNote(test.app.db, { leadId: expiredLead, authorId: salesId, text: '已电话联系', now: test.clock.now() });
    await test.app.db
      .insertInto('lead_change')
      .values({ customers_id: expiredLead, actor_user_id: salesId, field: 'status', from_value: 'new', to_value: 'contacted', changed_at: test.clock.now().toISOString() })
      .execute();
    const leadAtCutoff = await addLead(test.app, LEAD_CUTOFF);
    await request(JUST_BEFORE(LEAD_CUTOFF), 'expired@example.com');
    await request(LEAD_CUTOFF, 'kept@example.com');
    const [, requestAtCutoff] = await ids('download_request');

    const expiredResume = await uploadResumeSentAt(JUST_BEFORE(RESUME_CUTOFF), 'expired@example.com');
    await addResumeNote(test.app.db, { resumeId: expiredResume, authorUserId: null, author: 'hr@example.com', text: '一面通过', at: test.clock.now() });
    await test.app.db
      .insertInto('resume_stage_change')
      .values({ resume_id: expiredResume, from_stage: 'new', to_stage: 'interview', changed_by_user_id: null, changed_by: 'hr@example.com', changed_at: test.clock.now().toISOString() })
      .execute();
    const resumeAtCutoff = await uploadResumeSentAt(RESUME_CUTOFF, 'kept@example.com');
    const expiredFile = await storedResumeName(test.app, expiredResume);
    const keptFile = await storedResumeName(test.app, resumeAtCutoff);
    const [expiredRequest] = await ids('download_request');

    const deleted = await test.app.purgeExpiredPersonalData();
    expect(deleted).toEqual({ leadIds: [expiredLead], downloadRequestIds: [expiredRequest], resumeIds: [expiredResume], resumeFiles: [expiredFile] });

    expect(await ids('potential_customer')).toEqual([leadAtCutoff]);
    expect(await test.app.db.selectFrom('lead_note').selectAll().execute()).toEqual([]);
    expect(await test.app.db.selectFrom('lead_change').selectAll().execute()).toEqual([]);
    expect(await ids('download_request')).toEqual([requestAtCutoff]);
    expect(await ids('resume')).toEqual([resumeAtCutoff]);
    expect(await test.app.db.selectFrom('resume_note').selectAll().execute()).toEqual([]);
    expect(await test.app.db.selectFrom('resume_stage_change').selectAll().execute()).toEqual([]);
    expect(await resumeFiles()).toEqual([keptFile]);

    const target = { leadIds: [expiredLead], downloadRequestIds: [expiredRequest], resumeIds: [expiredResume] };
    expect((await auditRows(test.app, 'retention.purge')).at(-1)).toEqual({ actor: 'system', target: JSON.stringify(target), client_ip: '' });
    expect(lines.filter((line) => line.msg === PURGED).at(-1)).toMatchObject({ retention: { counts: { leads: 1, downloadRequests: 1, resumes: 1 }, ...target } });
  });

  it('measures time by its clock: a minute later what was at the cut-off is past it, and a run with nothing to delete is not audited', async () => {
    const audited = (await auditRows(test.app, 'retention.purge')).length;
    expect(await test.app.purgeExpiredPersonalData()).toEqual({ leadIds: [], downloadRequestIds: [], resumeIds: [], resumeFiles: [] });
    expect(await auditRows(test.app, 'retention.purge')).toHaveLength(audited);

    test.clock.advanceMinutes(1);
    const deleted = await test.app.purgeExpiredPersonalData();
    expect([deleted.leadIds.length, deleted.downloadRequestIds.length, deleted.resumeIds.length]).toEqual([1, 1, 1]);
    expect(await ids('potential_customer')).toEqual([]);
    expect(await ids('download_request')).toEqual([]);
    expect(await ids('resume')).toEqual([]);
    expect(await resumeFiles()).toEqual([]);
    expect(await auditRows(test.app, 'retention.purge')).toHaveLength(audited + 1);
  });

  it('deletes in batches until nothing past its period is left', async () => {
    const leads = [];
    for (const minutes of [3, 2, 1]) leads.push(await addLead(test.app, new Date(Date.parse(LEAD_CUTOFF) - minutes * 60_000).toISOString()));
    const kept = await addLead(test.app, '2026-03-01T00:00:00.000Z');
    const deleted = await purgeExpired(test.app.db, test.app.resumeFiles, { leadMonths: 24, resumeMonths: 6 }, test.clock.now(), 2);
    expect(deleted.leadIds).toEqual(leads);
    expect(await ids('potential_customer')).toEqual([kept]);
  });
});
