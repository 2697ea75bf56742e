import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outputContaining, startServer, stop, type RunningServer } from '../../support/cmsProcess';

const ROOT = path.resolve(__dirname, '../../..');
/** Written at warn level by every CMS started without SMTP settings. */
const WARNING = 'e-mail notifications: settings missing';

describe('the log of the CMS process', () => {
  let dataDir = '';
  let server: RunningServer | undefined;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-process-log-'));
  });
  afterEach(async () => {
    if (server) await stop(server);
    server = undefined;
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('writes JSON lines when its output is not a terminal, one per request at LOG_LEVEL=debug', async () => {
    server = await startServer({ DATA_DIR: dataDir, SEED: 'false', LOG_LEVEL: 'debug' });
    await outputContaining(server, WARNING);
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    await outputContaining(server, '"url":"/healthz"');
    const lines = server.output().split('\n').filter((line) => line.startsWith('{'));
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed).toContainEqual(expect.objectContaining({ level: 40, msg: WARNING }));
    expect(parsed.filter((line) => line.msg === 'request completed')).toEqual([
      expect.objectContaining({ level: 20, reqId: expect.any(String), req: expect.objectContaining({ url: '/healthz' }), res: { statusCode: 200 } }),
    ]);
  });

  it('writes readable lines, not JSON, on a terminal', async () => {
    // script(1) runs the CMS on a pseudo-terminal and copies what it writes there.
    const child = spawn('script', ['-qfec', `${process.execPath} --import tsx commands/start.ts`, '/dev/null'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, TERM: 'xterm', PORT: '0', DATA_DIR: dataDir, SEED: 'false', LOG_LEVEL: 'info' },
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no warning within 60 s:\n${output}`)), 60_000);
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString('utf8');
          if (stripVTControlCharacters(output).includes(WARNING)) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
      });
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
      }
    }
    const plain = stripVTControlCharacters(output);
    expect(plain).toMatch(new RegExp(`\\[\\d\\d:\\d\\d:\\d\\d\\.\\d{3}\\] WARN: ${WARNING}`));
    expect(plain).not.toContain('"level":');
  });
});
