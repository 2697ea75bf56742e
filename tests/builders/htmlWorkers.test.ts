import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/** Gatsby's worker pool, as Gatsby itself requires it (patches/gatsby-worker+2.16.0.patch). */
const { WorkerPool } = createRequire(require.resolve('gatsby/package.json'))('gatsby-worker') as {
  WorkerPool: new (module: string, options: { numWorkers: number; env: Record<string, string> }) => {
    all: { heapLimitMb: () => Array<Promise<number>>; kept: () => Array<Promise<string | undefined>> };
    restart: (options?: { numWorkers?: number; env?: Record<string, string> }) => Promise<void>;
    end: () => Array<Promise<number | null>>;
  };
};

describe("Gatsby's worker pool restarted for the HTML", () => {
  let folder = '';
  let end = () => Promise.resolve();
  afterEach(async () => {
    await end();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('starts the count it is given, adding to what every worker had in its environment', async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'html-workers-'));
    const module = path.join(folder, 'worker.js');
    await fs.writeFile(module, [
      "const v8 = require('node:v8');",
      'exports.heapLimitMb = () => Math.round(v8.getHeapStatistics().heap_size_limit / 2 ** 20);',
      'exports.kept = () => process.env.KEPT;',
      '',
    ].join('\n'));
    const pool = new WorkerPool(module, { numWorkers: 1, env: { KEPT: 'yes' } });
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
});
