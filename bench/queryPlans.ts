import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../cms/app';
import { loadDemoContent } from '../seed/loadDemoContent';
import { explainHotQueries } from '../tests/support/hotQueryPlans';
import { startPostgres, type PostgresServer } from '../tests/support/postgresServer';
import { fillCases } from './fillCases';

/**
 * Prints the SQL and the plan of every query the open API's hot calls run, on SQLite and on
 * PostgreSQL, with BENCH_CASES case articles (default 100,000): the plans quoted in
 * docs/apiScale.md. Run with `npm run bench:plans`.
 */
const CASES = Number(process.env.BENCH_CASES ?? 100_000);

async function printPlans(engine: string, databaseUrl: string | undefined) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-plans-'));
  const app = await buildApp({
    dataDir,
    databaseUrl,
    corsOrigins: [],
    submitRateLimitPerMinute: 1_000,
    contentCacheSeconds: 0,
    trustProxy: false,
    seed: loadDemoContent,
  });
  try {
    await fillCases(app.db, CASES);
    console.log(`\n### ${engine}, ${CASES.toLocaleString('en')} case articles\n`);
    for (const query of await explainHotQueries(app, { deepPage: 1_000, pageSize: 8 })) {
      console.log(`#### ${query.call}\n\n\`\`\`sql\n${query.sql}\n\`\`\`\n\n\`\`\`\n${query.printed.join('\n')}\n\`\`\`\n`);
    }
  } finally {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  await printPlans('SQLite', undefined);
  let postgres: PostgresServer | undefined;
  try {
    postgres = await startPostgres();
    await printPlans('PostgreSQL', postgres.url);
  } finally {
    await postgres?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
