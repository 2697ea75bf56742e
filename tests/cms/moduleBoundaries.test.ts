import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

/** The repository's files a fresh Node process has loaded after requiring `modules`. */
async function loadedBy(modules: string[]): Promise<string[]> {
  const script = `${modules.map((module) => `require(${JSON.stringify(module)});`).join('')}console.log(JSON.stringify(Object.keys(require.cache)));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script], { cwd: ROOT });
  return (JSON.parse(stdout) as string[]).map((file) => path.relative(ROOT, file)).filter((file) => !file.startsWith('node_modules'));
}

describe('the CMS server', () => {
  it('loads nothing of the builds, the commands or the demo content', async () => {
    const loaded = await loadedBy(['./cms/server.ts', './cms/config.ts']);
    expect(loaded).toEqual(expect.arrayContaining(['cms/server.ts', 'cms/app.ts', 'cms/seeding/seedIfEmpty.ts']));
    expect(loaded.filter((file) => /^(builders|commands|devtools|seed)\//.test(file))).toEqual([]);
    expect(loaded.filter((file) => file.startsWith('cms/publishing/') && !/\/(publishQueue|publishingPlugin|publishAdminRoutes)\.ts$/.test(file))).toEqual([]);
  });
});
