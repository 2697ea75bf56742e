import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/api';
import { writeContentExport } from '../support/contentExport';
import { runCommand } from '../support/commandLine';
import type { ProcessOutput } from '../support/processOutput';
import { ENGINES, startTestApp, type TestApp, type TestDatabase } from '../support/testApp';

const CASES = 40;

/** `npm run import -- FILE` as an operator types it, on the database of the given CMS (output not a terminal). */
const runImportCli = (database: TestDatabase, file: string) =>
  runCommand('import', [file], { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl });

describe.each(ENGINES)('npm run import on %s', (engine) => {
  let test: TestApp;
  let folder: string;
  let first: ProcessOutput;
  let second: ProcessOutput;
  let refusing: ProcessOutput;
  let notAnExport: ProcessOutput;

  beforeAll(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'content-export-'));
    const { file, content } = await writeContentExport(path.join(folder, 'good'), { cases: CASES });
    content.zh['blogroll/list'].push({ blogrollId: 999, blogrollName: '坏链接', blogrollLink: 'ftp://example.com' });
    const refusingFile = path.join(folder, 'good', 'refusing.json');
    await fs.writeFile(refusingFile, JSON.stringify(content));
    const garbage = path.join(folder, 'garbage.json');
    await fs.writeFile(garbage, '{"zh-CN": {}}');
    // The command runs on the database before the CMS starts: it migrates an empty database itself.
    test = await startTestApp(engine, { seed: undefined }, { beforeStart: async (database) => {
      first = await runImportCli(database, file);
      second = await runImportCli(database, file);
      refusing = await runImportCli(database, refusingFile);
      notAnExport = await runImportCli(database, garbage);
    } });
  }, 180_000);
  afterAll(async () => {
    await test.close();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('imports, prints a line per batch and a summary, and exits with 0 when nothing was refused', async () => {
    expect(first.code).toBe(0);
    expect(first.stderr).toMatch(/^imported \d+\/70 \(tag\)\n/);
    expect(first.stderr).toMatch(/imported 70\/70 \(serviceLocation\)\n$/);
    expect(first.stdout).toMatch(new RegExp(`^article\\s+${CASES + 1}\\s+0\\s+0\\s+0$`, 'm'));
    expect(first.stdout).toMatch(/the next publish rebuilds the site/);
    const root = (await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/classify/treeData?classifyType=0` })).json().data[0];
    const list = (await test.app.inject({ method: 'GET', url: `${API_BASE_PATH}/article/list?classifyId=${root.classifyId}` })).json();
    expect(list.total).toBe(CASES);
  });

  it('creates nothing when run again, and says the content is unchanged', () => {
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(new RegExp(`^article\\s+0\\s+0\\s+${CASES + 1}\\s+0$`, 'm'));
    expect(second.stdout).toMatch(/content unchanged/);
  });

  it('exits with 1 and gives the reason when an item is refused', () => {
    expect(refusing.code).toBe(1);
    expect(refusing.stdout).toMatch(/^friendlyLink\s+0\s+0\s+4\s+1$/m);
    expect(refusing.stdout).toContain('refused link 999: zh: blogrollLink: Must be an http(s) address');
  });

  it('exits with 1 and says why when the file is not an export', () => {
    expect(notAnExport.code).toBe(1);
    expect(notAnExport.stderr).toContain('is not a content export: zh-CN: Invalid key: Expected never but received "zh-CN"');
  });
});
