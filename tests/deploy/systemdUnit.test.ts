import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json';
import { CLOSE_GRACE_MS } from '../../cms/server';

const ROOT = path.resolve(__dirname, '../..');
const UNIT = path.join(ROOT, 'deploy/systemd/intralogistics-cms@.service');
const ENVIRONMENT = path.join(ROOT, 'deploy/systemd/cms.env.example');

/** The unit's settings, each name with the values it is given (a name may be set more than once). */
async function settings(file: string): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const line of (await fs.readFile(file, 'utf8')).split('\n')) {
    const match = /^(\w+)=(.*)$/.exec(line);
    if (match) found.set(match[1]!, [...(found.get(match[1]!) ?? []), match[2]!]);
  }
  return found;
}

describe('the systemd unit of a CMS instance', () => {
  it("is a unit systemd reads without a complaint, as an instance of the template", async () => {
    // An instance's name, as `systemctl enable intralogistics-cms@8001` makes it.
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'systemd-unit-'));
    const instance = path.join(dir, 'intralogistics-cms@8001.service');
    await fs.copyFile(UNIT, instance);
    try {
      const { stdout, stderr } = await promisify(execFile)('systemd-analyze', ['verify', instance]);
      expect(`${stdout}${stderr}`).toBe('');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('runs what `npm start` runs, as its own user, with the environment file and the port of its name', async () => {
    const unit = await settings(UNIT);
    const [node, ...args] = unit.get('ExecStart')![0]!.split(' ');
    expect(path.isAbsolute(node!)).toBe(true);
    expect(['node', ...args].join(' ')).toBe(packageJson.scripts.start);
    expect(unit.get('User')).toEqual(['intralogistics']);
    expect(unit.get('EnvironmentFile')).toEqual(['/etc/intralogistics-site/cms.env']);
    expect(unit.get('Environment')).toContain('PORT=%i');
    expect(unit.get('Restart')).toEqual(['on-failure']);
    expect(unit.get('NoNewPrivileges')).toEqual(['true']);
    expect(unit.get('ProtectSystem')).toEqual(['strict']);
  });

  it("waits for the CMS's graceful stop, a little longer than its grace time, before it kills", async () => {
    const unit = await settings(UNIT);
    expect(unit.get('KillSignal')).toEqual(['SIGTERM']);
    const [timeout] = unit.get('TimeoutStopSec')!;
    const seconds = Number(/^(\d+)s$/.exec(timeout!)?.[1]);
    expect(seconds).toBeGreaterThan(CLOSE_GRACE_MS / 1000);
    expect(seconds).toBeLessThanOrEqual(CLOSE_GRACE_MS / 1000 + 10);
  });

  it('comes with an environment file of documented variables, for HTTPS behind nginx, without the port', async () => {
    const environment = await settings(ENVIRONMENT);
    const configuration = await fs.readFile(path.join(ROOT, 'docs/configuration.md'), 'utf8');
    for (const name of environment.keys()) expect(configuration, name).toContain(`| \`${name}\` |`);
    expect(environment.has('PORT')).toBe(false);
    expect(environment.get('TRUST_PROXY')).toEqual(['true']);
    expect(environment.get('PUBLIC_URL')![0]).toMatch(/^https:\/\//);
  });
});
