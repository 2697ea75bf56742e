import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../cms/app';
import { addStaffAccount } from '../cms/staff/staffAccounts';
import { findStaffUserByEmail } from '../cms/staff/staffUsers';
import { ADMIN_API_BASE_PATH } from '../contract/adminApi';
import { generateLeads, insertGeneratedLeads } from '../tests/support/generatedLeads';
import { startPostgres, type PostgresServer } from '../tests/support/postgresServer';
import { NOTIFICATION_DEFAULTS } from '../cms/notifications/notificationSettings';
import { readSecondFactorSettings } from '../cms/staff/secondFactor/secondFactorSettings';
import { benchCmsOptions } from './benchCmsOptions';

/**
 * The dashboard's calls against BENCH_LEADS generated leads (default 100,000, over the last half
 * year, with their status history and first touch), on SQLite and on PostgreSQL: the median and
 * slowest of BENCH_RUNS timed calls each, after two untimed ones. Run with `npm run bench:dashboard`;
 * the figures are in docs/dashboard.md.
 */
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PASSWORD = 'a bench passphrase of some length';
const CALLS = ['/dashboard/leads?days=7', '/dashboard/leads?days=28', '/dashboard/leads?days=91', '/dashboard/resumes?days=91', '/dashboard/content'];

async function benchEngine(engine: string, databaseUrl: string | undefined) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-dashboard-'));
  const app = await buildApp({
    ...benchCmsOptions(dataDir),
    databaseUrl,
    seed: undefined,
    secondFactor: readSecondFactorSettings({ SECOND_FACTOR_ROLES: 'none' }, NOTIFICATION_DEFAULTS.publicUrl),
  });
  try {
    await addStaffAccount(app.db, { email: 'bench@example.com', password: PASSWORD, roles: ['sales', 'hr', 'editor'] }, new Date());
    const { userId } = (await findStaffUserByEmail(app.db, 'bench@example.com'))!;
    const started = performance.now();
    await insertGeneratedLeads(app.db, generateLeads(LEADS, new Date(), 182), userId);
    console.log(`\n${engine}: ${LEADS.toLocaleString('en')} leads stored in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // PostgreSQL's autovacuum analyses a table after such a load; without statistics the planner
    // would guess, and the figures would measure the guess. SQLite plans without statistics, as in production.
    if (databaseUrl) await sql`ANALYZE`.execute(app.db);
    const signedIn = await app.inject({ method: 'POST', url: `${ADMIN_API_BASE_PATH}/session`, payload: { email: 'bench@example.com', password: PASSWORD } });
    const cookies = Object.fromEntries(signedIn.cookies.map((cookie) => [cookie.name, cookie.value]));
    const get = (url: string) => app.inject({ method: 'GET', url: `${ADMIN_API_BASE_PATH}${url}`, cookies });
    console.log('| call | median ms | slowest ms |\n|---|---|---|');
    for (const call of CALLS) {
      for (let warm = 0; warm < 2; warm += 1) await get(call);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const start = performance.now();
        const response = await get(call);
        times.push(performance.now() - start);
        if (response.statusCode !== 200) throw new Error(`${call} answered ${response.statusCode}: ${response.body}`);
      }
      times.sort((a, b) => a - b);
      console.log(`| \`${call}\` | ${times[Math.floor(times.length / 2)]!.toFixed(1)} | ${times.at(-1)!.toFixed(1)} |`);
    }
    const figures = (await get('/dashboard/leads?days=91')).json();
    console.log(`figures (91 days): ${figures.total} leads (${figures.previousTotal} before), funnel ${JSON.stringify(figures.funnel.reached)}, ` +
      `first contact median ${figures.firstContact.medianSeconds} s, p90 ${figures.firstContact.p90Seconds} s, overdue ${figures.overdue.count}`);
  } finally {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  await benchEngine('SQLite', undefined);
  let postgres: PostgresServer | undefined;
  try {
    postgres = await startPostgres();
    await benchEngine('PostgreSQL', postgres.url);
  } finally {
    await postgres?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
