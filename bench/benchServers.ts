import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../cms/app';
import { benchCmsOptions } from './benchCmsOptions';
import { fillCases } from './fillCases';
import { prepareFullLeadPath } from './fullLeadPath';

/**
 * The servers under measurement, in their own process so the load generator does not share
 * their event loop: a bare Fastify route (the baseline) and the CMS on SQLite (PostgreSQL with
 * DATABASE_URL), with its content cache as configured by CONTENT_CACHE_SECONDS (default as in
 * production) and, with BENCH_CASES, that many more case articles than the demo content. With
 * BENCH_WEBHOOK_RECEIVER, set up for a lead with everything in the path (bench/fullLeadPath.ts),
 * its webhook deliveries sent to that URL.
 */
async function main() {
  const bare = Fastify();
  bare.get('/bare', async () => ({ code: 0, msg: 'ok', data: { hello: 'world' } }));
  // The process's CPU time so far (µs), for the load generator to divide by the requests it sent.
  bare.get('/cpu', async () => { const { user, system } = process.cpuUsage(); return { micros: user + system }; });
  const bareOrigin = await bare.listen({ host: '127.0.0.1', port: 0 });

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-bench-'));
  const cms = await buildApp({
    ...benchCmsOptions(dataDir),
    databaseUrl: process.env.DATABASE_URL,
    contentCacheSeconds: Number(process.env.CONTENT_CACHE_SECONDS ?? 30),
    // The whole write path checks the challenge; its leads come with a partner's token.
    ...(process.env.BENCH_WEBHOOK_RECEIVER && { spamChallenge: 'on' as const }),
  });
  const cases = Number(process.env.BENCH_CASES ?? 0);
  if (cases > 0) {
    await cms.ready();
    await fillCases(cms.db, cases);
  }
  const receiver = process.env.BENCH_WEBHOOK_RECEIVER;
  if (receiver) {
    await cms.ready();
    await prepareFullLeadPath(cms.db, receiver);
  }
  const cmsOrigin = await cms.listen({ host: '127.0.0.1', port: 0 });

  process.stdout.write(`${JSON.stringify({ bareOrigin, cmsOrigin })}\n`);
  process.on('SIGTERM', async () => {
    await Promise.all([bare.close(), cms.close()]);
    await fs.rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
