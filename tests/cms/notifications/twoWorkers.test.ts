import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildApp } from '../../../cms/app';
import { createPostgresDatabase, type PostgresDatabase } from '../../support/postgresDatabase';
import { testAppOptions } from '../../support/testApp';
import { startMailServer, type MailServer } from '../../support/mailServer';
import { notificationSettings, submitLead } from '../../support/notifyingApp';

const LEADS_PER_INSTANCE = 15;

let mail: MailServer;
let database: PostgresDatabase;
let apps: FastifyInstance[] = [];
let dataDirs: string[] = [];

beforeEach(async () => {
  mail = await startMailServer();
  database = await createPostgresDatabase('two_workers');
});
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
  await mail.close();
  await database.drop();
  await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  dataDirs = [];
});

async function startInstance(): Promise<FastifyInstance> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-outbox-'));
  dataDirs.push(dataDir);
  const app = await buildApp({
    ...testAppOptions(dataDir, database.url),
    // A short poll keeps each worker looking for the rows the other instance's submissions wrote.
    notifications: notificationSettings(mail.url, { pollIntervalMs: 20 }),
  });
  apps.push(app);
  await app.ready();
  return app;
}

it('two instances on one PostgreSQL database send each row once', async () => {
  const first = await startInstance();
  const second = await startInstance();

  await Promise.all(
    Array.from({ length: LEADS_PER_INSTANCE }, (_, index) => [
      submitLead(first, { companyName: `甲公司${index}` }),
      submitLead(second, { companyName: `乙公司${index}` }),
    ]).flat(),
  );
  await mail.messages(2 * LEADS_PER_INSTANCE);
  // Closing waits for each worker's pass under way: a duplicate in flight would arrive before this ends.
  await Promise.all(apps.map((app) => app.close()));
  apps = [];

  const ids = mail.received.map((message) => message.messageId);
  expect(ids).toHaveLength(2 * LEADS_PER_INSTANCE);
  expect(new Set(ids).size).toBe(2 * LEADS_PER_INSTANCE);
});
