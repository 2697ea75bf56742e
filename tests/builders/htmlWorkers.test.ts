import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** Gatsby's worker pool, as Gatsby itself requires it (patches/gatsby-worker+2.16.0.patch). */
const { WorkerPool } = createRequire(require.resolve('gatsby/package.json'))('gatsby-worker') as {
  WorkerPool: new (module: string, options: { numWorkers: number; env: Record<string, string> }) => {
    all: {
      heapLimitMb: () => Array<Promise<number>>;
      kept: () => Array<Promise<string | undefined>>;
      pid: () => Array<Promise<number>>;
    };
    restart: (options?: { numWorkers?: number; env?: Record<string, string> }) => Promise<void>;
    grow: (numWorkers: number) => void;
    end: () => Array<Promise<number | null>>;
  };
};

describe("Gatsby's worker pool restarted and grown for the HTML", () => {
  let folder = '';
  let end = () => Promise.resolve();
  afterEach(async () => {
    await end();
    await fs.rm(folder, { recursive: true, force: true });
  });

  /** A worker module answering its heap limit, an environment variable and its process id. */
  async function workerModule() {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'html-workers-'));
    const module = path.join(folder, 'worker.js');
    await fs.writeFile(module, [
      "const v8 = require('node:v8');",
      'exports.heapLimitMb = () => Math.round(v8.getHeapStatistics().heap_size_limit / 2 ** 20);',
      'exports.kept = () => process.env.KEPT;',
      'exports.pid = () => process.pid;',
      '',
    ].join('\n'));
    return module;
  }

  it('starts the count it is given, adding to what every worker had in its environment', async () => {
    const pool = new WorkerPool(await workerModule(), { numWorkers: 1, env: { KEPT: 'yes' } });
    end = async () => { await Promise.all(pool.end()); };

    const [machineHeap, ...more] = await Promise.all(pool.all.heapLimitMb());
    expect(more).toEqual([]);

    await pool.restart({ numWorkers: 2, env: { NODE_OPTIONS: '--max-old-space-size=256' } });
    const htmlHeaps = await Promise.all(pool.all.heapLimitMb());
    expect(htmlHeaps).toHaveLength(2);
    // The limit is the old space's 256 MB and the young generation's own.
    for (const heap of htmlHeaps) expect(heap).toBeGreaterThanOrEqual(256);
    for (const heap of htmlHeaps) expect(heap).toBeLessThan(Math.min(512, machineHeap!));
    expect(await Promise.all(pool.all.kept())).toEqual(['yes', 'yes']);

    await pool.restart();
    expect(await Promise.all(pool.all.heapLimitMb())).toHaveLength(2);
  });

  it('grows to the count it is given, keeping the workers it has and giving the new ones its options', async () => {
    const pool = new WorkerPool(await workerModule(), { numWorkers: 1, env: { KEPT: 'yes' } });
    end = async () => { await Promise.all(pool.end()); };
    await pool.restart({ env: { NODE_OPTIONS: '--max-old-space-size=256' } });
    const [first] = await Promise.all(pool.all.pid());

    pool.grow(1);
    expect(await Promise.all(pool.all.pid())).toEqual([first]);

    pool.grow(2);
    const pids = await Promise.all(pool.all.pid());
    expect(pids).toHaveLength(2);
    expect(pids[0]).toBe(first);
    expect(pids[1]).not.toBe(first);
    for (const heap of await Promise.all(pool.all.heapLimitMb())) expect(heap).toBeLessThan(512);
    expect(await Promise.all(pool.all.kept())).toEqual(['yes', 'yes']);
  });
});
