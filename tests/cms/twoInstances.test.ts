import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../cms/app';
import type { SitePublisher } from '../../cms/publishing/publishQueue';
import { loadDemoContent } from '../../seed/loadDemoContent';
import { call, createStaff, signIn, signInRequest, PASSWORD, type SignedIn } from '../support/staffApp';
import { storedResumeName } from '../support/submissions';
import { validLead } from '../support/leadFixture';
import { uploadResume } from '../support/openApi';
import { createPostgresDatabase, type PostgresDatabase } from '../support/postgresDatabase';
import { chineseResumeDocx } from '../support/resumeFiles';
import { startS3Server, type TestS3Server } from '../support/s3Server';
import { filesIn, testAppOptions } from '../support/testApp';

const SUBMISSIONS_PER_MINUTE = 4;
/** A time-to-live no test outlasts: an answer that changes was dropped, not expired. */
const AN_HOUR = 3_600;

/**
 * Two CMS instances, each with its own connection pool and data folder, on one PostgreSQL
 * database and one S3-compatible bucket, as behind a load balancer: what one does, the other sees.
 */
describe('two CMS instances on one PostgreSQL and one object store', () => {
  let postgres: PostgresDatabase;
  let s3: TestS3Server;
  const instances: Array<{ app: FastifyInstance; origin: string; dataDir: string }> = [];
  let publishes = 0;
  // Stands for the site build: what is tested is what going live does to the other instance.
  const publisher: SitePublisher = async (report) => {
    publishes += 1;
    report({ phase: 'switching' });
    return { release: `release-${publishes}`, built: true };
  };

  beforeAll(async () => {
    postgres = await createPostgresDatabase('instances');
    s3 = await startS3Server();
    for (let index = 0; index < 2; index += 1) {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `cms-instance-${index}-`));
      const app = await buildApp({
        ...testAppOptions(dataDir, postgres.url),
        s3: s3.settings,
        seed: loadDemoContent,
        contentCacheSeconds: AN_HOUR,
        submitRateLimitPerMinute: SUBMISSIONS_PER_MINUTE,
        publisher,
        publishDebounceMs: 1,
      });
      const origin = await app.listen({ host: '127.0.0.1', port: 0 });
      instances.push({ app, origin, dataDir });
    }
    await createStaff(instances[0]!.app, 'admin@example.com', ['admin']);
  });
  afterAll(async () => {
    for (const { app, dataDir } of instances) {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    await s3?.close();
    await postgres?.drop();
  });

  const [first, second] = [() => instances[0]!, () => instances[1]!];
  let admin: SignedIn;
  beforeAll(async () => {
    // Signed in through the first; the session is in the database, so the second knows it.
    admin = await signIn(first().app, 'admin@example.com');
  });

  it('serves through one a resume uploaded through the other, neither keeping it on its own disk', async () => {
    const docx = await chineseResumeDocx();
    const id = await uploadResume(first().origin, { name: '李明', phone: '13812345678', email: 'liming@example.com' }, docx, '简历.docx');
    expect(await s3.keys()).toContain(`site/resumes/${await storedResumeName(second().app, id)}`);

    const download = await call(second().app, 'GET', `/resumes/${id}/file`, admin);
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, Buffer.from(docx))).toBe(0);
    expect((await call(second().app, 'GET', `/resumes/${id}/contact`, admin)).json()).toMatchObject({ name: '李明' });
    for (const { dataDir } of instances) expect(await filesIn(path.join(dataDir, 'resumes'))).toEqual([]);
  });

  it('drops the other\'s cached content when a release goes live through one, long before its time-to-live', async () => {
    const companyName = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/cms/open/api/site/settings?language=zh' })).json().data.companyName as string;
    const before = await companyName(second().app);
    await first().app.db.updateTable('site_setting').set({ setting_value: '改名后的公司' })
      .where('setting_key', '=', 'companyName').where('language', '=', 'zh').execute();
    // Cached: until the release goes live, the API answers what the live site shows.
    expect(await companyName(second().app)).toBe(before);

    expect((await call(first().app, 'POST', '/publish', admin)).statusCode).toBe(202);
    await first().app.publishing!.idle();
    expect(await companyName(first().app)).toBe('改名后的公司');
    await vi.waitFor(async () => expect(await companyName(second().app)).toBe('改名后的公司'), { timeout: 5_000, interval: 20 });
  });

  it('counts a client\'s submissions through both against one limit', async () => {
    const send = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/cms/open/api/potentialCustomers/add', payload: validLead, remoteAddress: '203.0.113.7' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < SUBMISSIONS_PER_MINUTE + 2; attempt += 1) {
      statuses.push((await send(attempt % 2 === 0 ? first().app : second().app)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // Another address still has its whole allowance.
    const other = await second().app.inject({ method: 'POST', url: '/cms/open/api/potentialCustomers/add', payload: validLead, remoteAddress: '198.51.100.9' });
    expect(other.statusCode).toBe(200);
  });

  it('locks an account after failed sign-ins spread over both', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const app = attempt % 2 === 0 ? first().app : second().app;
      statuses.push((await signInRequest(app, 'admin@example.com', 'not the password at all')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const rightPassword = await signInRequest(first().app, 'admin@example.com', PASSWORD);
    expect(rightPassword.statusCode).toBe(429);
    expect(rightPassword.json().msg).toContain('该账号已暂时锁定');
  });
});
