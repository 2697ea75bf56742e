import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyReply } from 'fastify';
import { buildApp } from '../cms/app';
import { serialisedPageEnvelope } from '../cms/http/envelopes';
import { listArticles } from '../cms/content/articles/articlePage';
import { benchCmsOptions } from './benchCmsOptions';
import { CONNECTIONS, throughputFromChildProcess } from './throughput';

/**
 * What `article/list` (page 1 of All, demo content, SQLite) costs with the content cache off,
 * layer by layer, under the same load as `npm run bench`: routes on a bare Fastify instance
 * that each add one part of the list's work to the one before, then the CMS's own route with
 * its cache off and on. Each prints the CPU this process spent per answered request (the load
 * generator runs in a child process) and what the layer added. Run with
 * `npm run bench:list-layers`; BENCH_SECONDS sets each measurement's length (default 5).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** Requests `url` answered a second under load, and this process's CPU time (µs) per answered request. */
async function cpuPerRequest(url: string): Promise<{ perSecond: number; micros: number }> {
  const before = process.cpuUsage();
  const { perSecond, answered } = await throughputFromChildProcess(url, SECONDS);
  const { user, system } = process.cpuUsage(before);
  return { perSecond, micros: (user + system) / answered };
}

async function main() {
  const folders = await Promise.all(['off', 'on'].map((cache) => fs.mkdtemp(path.join(os.tmpdir(), `list-layers-${cache}-`))));
  const [uncached, cached] = await Promise.all([
    buildApp(benchCmsOptions(folders[0]!)),
    buildApp({ ...benchCmsOptions(folders[1]!), contentCacheSeconds: 300 }),
  ]);
  const bare = Fastify();
  try {
    const cmsOrigins = await Promise.all([uncached, cached].map((app) => app.listen({ host: '127.0.0.1', port: 0 })));
    const tree = await (await fetch(`${cmsOrigins[0]}/cms/open/api/classify/treeData?classifyType=0&language=zh`)).json();
    const filter = { classifyId: tree.data[0].classifyId as number, tagIds: [], language: 'zh' as const };
    const page = { pageNum: 1, pageSize: 8, offset: 0 };
    const listUrl = `/cms/open/api/article/list?classifyId=${filter.classifyId}&pageNum=1&pageSize=8&language=zh`;
    const { rows, total } = await listArticles(uncached.db, uncached.dbEngine, filter, page);
    const answer = serialisedPageEnvelope('zh', rows, total).bytes;
    const json = (reply: FastifyReply, body: Buffer) => reply.header('content-type', 'application/json; charset=utf-8').send(body);

    bare.get('/bare', async () => ({ code: 0, msg: 'ok', data: { hello: 'world' } }));
    bare.get('/answer', (_request, reply) => json(reply, answer));
    bare.get('/read', async (_request, reply) => {
      const read = await listArticles(uncached.db, uncached.dbEngine, filter, page);
      return json(reply, serialisedPageEnvelope('zh', read.rows, read.total).bytes);
    });
    const bareOrigin = await bare.listen({ host: '127.0.0.1', port: 0 });

    // `adds`: the layer is the one before it plus one part of the work, so their difference is that part's cost.
    const layers: Array<{ name: string; url: string; adds: boolean }> = [
      { name: 'bare Fastify route (a 50-byte answer)', url: `${bareOrigin}/bare`, adds: false },
      { name: "the list's answer, made in advance", url: `${bareOrigin}/answer`, adds: true },
      { name: '+ the page statement and the envelope (listArticles)', url: `${bareOrigin}/read`, adds: true },
      { name: "the CMS's article/list, cache off", url: `${cmsOrigins[0]}${listUrl}`, adds: false },
      { name: "the CMS's article/list, cache on", url: `${cmsOrigins[1]}${listUrl}`, adds: false },
    ];
    console.log(`\narticle/list, page 1 of All (${answer.length} bytes), ${CONNECTIONS} connections, ${SECONDS} s each, on ${os.cpus().length} cores`);
    console.log('layer'.padEnd(52), 'req/s'.padStart(8), 'CPU µs/req'.padStart(11), 'added'.padStart(8));
    const costs: number[] = [];
    for (const { name, url, adds } of layers) {
      const { perSecond, micros } = await cpuPerRequest(url);
      const added = adds ? (micros - costs.at(-1)!).toFixed(1) : '';
      console.log(name.padEnd(52), perSecond.toFixed(0).padStart(8), micros.toFixed(1).padStart(11), added.padStart(8));
      costs.push(micros);
    }
    console.log(`(0.30 of the bare route's rate, at its CPU per request, leaves about ${(costs[0]! / 0.3).toFixed(0)} µs per request.)`);
  } finally {
    await Promise.all([bare.close(), uncached.close(), cached.close()]);
    await Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true })));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
