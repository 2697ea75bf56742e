import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanResumeFiles } from '../../../cms/resumes/orphanResumeSweep';
import { createStaff, call, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import { storedResumeName } from '../../support/submissions';
import { uploadResume } from '../../support/openApi';
import { chineseResumeDocx } from '../../support/resumeFiles';
import { startS3Server, type TestS3Server } from '../../support/s3Server';
import { filesIn } from '../../support/testApp';

/** Resumes kept in an S3-compatible bucket: everything that holds on disk holds there. */
describe('resumes in an object store', () => {
  let s3: TestS3Server;
  let test: StaffTestApp;
  let origin: string;
  let admin: SignedIn;
  let docx: Uint8Array;
  const key = (storedName: string) => `site/resumes/${storedName}`;
  const jane = { name: '李明', phone: '13812345678', email: 'liming@example.com' };

  beforeAll(async () => {
    s3 = await startS3Server();
    test = await startStaffApp('postgres', { s3: s3.settings });
    origin = await test.app.listen({ host: '127.0.0.1', port: 0 });
    await createStaff(test.app, 'admin@example.com', ['admin']);
    admin = await signIn(test.app, 'admin@example.com');
    docx = await chineseResumeDocx();
  });
  afterAll(async () => {
    await test.close();
    await s3.close();
  });

  it('stores an upload in the bucket, nothing on local disk, and serves it, its contact and its preview from there', async () => {
    const id = await uploadResume(origin, jane, docx, '简历.docx');
    const storedName = await storedResumeName(test.app, id);
    expect(await s3.keys()).toContain(key(storedName));
    expect(await filesIn(test.app.storage.resumesDir)).toEqual([]);

    const file = await call(test.app, 'GET', `/resumes/${id}/file`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-length']).toBe(String(docx.length));
    expect(Buffer.compare(file.rawPayload, Buffer.from(docx))).toBe(0);
    const contact = await call(test.app, 'GET', `/resumes/${id}/contact`, admin);
    expect(contact.json()).toEqual({ name: '李明', phone: '13800138000', email: 'liming@example.com' });
    const preview = await call(test.app, 'GET', `/resumes/${id}/preview`, admin);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('李明');
  });

  it('answers 404 for a resume whose object is gone', async () => {
    const id = await uploadResume(origin, jane, docx, 'lost.docx');
    await test.app.resumeFiles.remove(await storedResumeName(test.app, id));
    for (const view of ['file', 'contact', 'preview']) {
      expect((await call(test.app, 'GET', `/resumes/${id}/${view}`, admin)).statusCode).toBe(404);
    }
  });

  it('removes the object with the resume, and with a person\'s data on request', async () => {
    const deleted = await uploadResume(origin, jane, docx, 'delete me.docx');
    const deletedName = await storedResumeName(test.app, deleted);
    expect((await call(test.app, 'DELETE', `/resumes/${deleted}`, admin)).statusCode).toBe(200);
    expect(await s3.keys()).not.toContain(key(deletedName));

    const bob = { name: 'Bob Lee', phone: '13900001111', email: 'bob@example.com' };
    const bobs = await uploadResume(origin, bob, docx, 'bob.docx');
    const bobsName = await storedResumeName(test.app, bobs);
    const erased = await call(test.app, 'DELETE', `/personal-data?email=${bob.email}`, admin);
    expect(erased.json()).toMatchObject({ resumes: 1 });
    expect(await s3.keys()).not.toContain(key(bobsName));
  });

  it('sweeps the objects no row points at once they are past the grace period, and no other', async () => {
    const kept = await storedResumeName(test.app, await uploadResume(origin, jane, docx, 'kept.docx'));
    const orphan = `${crypto.randomUUID()}.pdf`;
    await test.app.resumeFiles.put(orphan, Buffer.from('%PDF-1.4 left by a crash'));
    const graceMs = 60_000;

    expect(await sweepOrphanResumeFiles(test.app.db, test.app.resumeFiles, { graceMs })).toEqual([]);
    const removed = await sweepOrphanResumeFiles(test.app.db, test.app.resumeFiles, { graceMs, now: Date.now() + graceMs });
    expect(removed).toEqual([orphan]);
    const keys = await s3.keys();
    expect(keys).toContain(key(kept));
    expect(keys).not.toContain(key(orphan));
  });
});
