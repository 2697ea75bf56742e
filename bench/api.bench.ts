import os from 'node:os';
import type autocannon from 'autocannon';
import { validLead } from '../tests/support/leadFixture';
import { startWebhookReceiver } from '../tests/support/webhookReceiver';
import { FULL_PATH_TOKEN, fullPathLead } from './fullLeadPath';
import { startBenchServers } from './startBenchServers';
import { CONNECTIONS, throughput } from './throughput';

/**
 * Requests per second of the open API's hot calls against a bare Fastify route measured in the
 * same run on the same machine; prints each as a ratio to that baseline. Run with `npm run bench`.
 * BENCH_SECONDS sets each measurement's length (default 8).
 *
 * Beside the rates it prints the servers' CPU time per answered request: on a machine shared
 * with other work the rates move with the neighbours' load (the baseline by a factor of two
 * within a run), while the CPU a request costs moves far less.
 *
 * Leads are measured twice: the bare lead, and a lead with everything a lead's arrival sets going
 * (bench/fullLeadPath.ts: a partner's token, spam score, touches, routing to a sales team, and a CRM
 * webhook delivery, sent by the CMS's outbox to a receiver in this process, so its CPU is not the
 * servers'). Both are durable: answered once committed and synced to disk.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

const lead = JSON.stringify({ ...validLead, remark: 'benchmark' });

const postLead = (url: string, body: string, headers: Record<string, string> = {}): Partial<autocannon.Options> & { url: string } => ({
  url,
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body,
});

async function main() {
  const rows: Array<{ call: string; cache: string; rps: number; ratio: number; cpu: number; cpuRatio: number }> = [];
  for (const cacheSeconds of ['30', '0']) {
    const servers = await startBenchServers({ CONTENT_CACHE_SECONDS: cacheSeconds });
    const measure = async (url: string, options: Partial<autocannon.Options> = {}) => {
      const before = await servers.cpuMicros();
      const { perSecond, answered } = await throughput(url, SECONDS, options);
      return { rps: perSecond, cpu: ((await servers.cpuMicros()) - before) / answered };
    };
    try {
      const tree = await (await fetch(`${servers.cmsOrigin}/cms/open/api/classify/treeData?classifyType=0&language=zh`)).json();
      const allCases = tree.data[0].classifyId as number;
      const baseline = await measure(`${servers.bareOrigin}/bare`);
      const cache = cacheSeconds === '0' ? 'off' : `${cacheSeconds} s`;
      rows.push({ call: 'bare Fastify route (baseline)', cache: '-', ...baseline, ratio: 1, cpuRatio: 1 });
      const calls: Array<[string, Partial<autocannon.Options> & { url: string }]> = [
        ['article/list (page 1 of All, 8 rows)', { url: `${servers.cmsOrigin}/cms/open/api/article/list?classifyId=${allCases}&pageNum=1&pageSize=8&language=zh` }],
        ['classify/treeData', { url: `${servers.cmsOrigin}/cms/open/api/classify/treeData?classifyType=0&language=zh` }],
      ];
      if (cacheSeconds !== '0') {
        calls.push(['potentialCustomers/add (durable write)', postLead(`${servers.cmsOrigin}/cms/open/api/potentialCustomers/add`, lead)]);
      }
      for (const [call, options] of calls) {
        const { rps, cpu } = await measure(options.url, options);
        rows.push({ call, cache, rps, ratio: rps / baseline.rps, cpu, cpuRatio: baseline.cpu / cpu });
      }
    } finally {
      await servers.stop();
    }
  }

  const receiver = await startWebhookReceiver();
  const servers = await startBenchServers({ BENCH_WEBHOOK_RECEIVER: receiver.url });
  try {
    const before = await servers.cpuMicros();
    const { perSecond, answered } = await throughput(
      `${servers.cmsOrigin}/cms/open/api/potentialCustomers/add`,
      SECONDS,
      postLead(`${servers.cmsOrigin}/cms/open/api/potentialCustomers/add`, JSON.stringify(fullPathLead), { authorization: `Bearer ${FULL_PATH_TOKEN}` }),
    );
    const cpu = ((await servers.cpuMicros()) - before) / answered;
    const baseline = rows.find((row) => row.call.startsWith('bare'))!;
    rows.push({ call: 'potentialCustomers/add, everything in path', cache: '30 s', rps: perSecond, ratio: perSecond / baseline.rps, cpu, cpuRatio: baseline.cpu / cpu });
    console.log(`(${receiver.received.length} webhook deliveries received for ${answered} leads during the measurement)`);
  } finally {
    await servers.stop();
    await receiver.close();
  }

  console.log(`\nOpen API on SQLite, ${CONNECTIONS} connections, ${SECONDS} s each, on ${os.cpus().length} cores`);
  console.log('call'.padEnd(42), 'cache'.padEnd(6), 'req/s'.padStart(9), 'ratio'.padStart(7), 'CPU µs/req'.padStart(11), 'CPU ratio'.padStart(10));
  for (const row of rows) {
    console.log(
      row.call.padEnd(42), row.cache.padEnd(6), row.rps.toFixed(0).padStart(9), row.ratio.toFixed(2).padStart(7),
      row.cpu.toFixed(1).padStart(11), row.cpuRatio.toFixed(2).padStart(10),
    );
  }
  const reads = rows.filter((row) => row.cache !== 'off' && /article|classify/.test(row.call));
  const worst = Math.min(...reads.map((row) => row.ratio));
  console.log(`\nTarget: reads ≥ 0.50 of the baseline. Lowest read ratio with the cache on: ${worst.toFixed(2)} (${worst >= 0.5 ? 'met' : 'NOT met'})`);
  const uncachedList = rows.find((row) => row.cache === 'off' && row.call.startsWith('article/list'))!.ratio;
  console.log(`Target: article/list with the cache off ≥ 0.30 of the baseline: ${uncachedList.toFixed(2)} (${uncachedList >= 0.3 ? 'met' : 'NOT met'})`);
  console.log('(The CPU ratio, the baseline\'s CPU per request over the call\'s, is the same comparison with the neighbours\' load taken out.)');
  const [bareLead, fullLead] = ['(durable write)', 'everything in path'].map((name) => rows.find((row) => row.call.includes(name))!);
  console.log(
    `Target: durable leads ≥ 2,000 a second on SQLite with everything in the path: ${fullLead!.rps.toFixed(0)} (${fullLead!.rps >= 2000 ? 'met' : 'NOT met'}); ` +
      `CPU µs per lead ${bareLead!.cpu.toFixed(0)} bare, ${fullLead!.cpu.toFixed(0)} with everything`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
