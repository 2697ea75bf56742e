import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../../builders/paths';

const run = promisify(execFile);
const COMPILE_MS = 120_000;

/**
 * A project of its own (its lock file makes it Parcel's project root): Gatsby's two files, and
 * beside them a dependency, a built page and a release, as in the repository.
 */
async function project(folder: string) {
  const root = path.join(folder, 'project');
  const files: Record<string, string> = {
    'package-lock.json': '{}',
    'gatsby-config.ts': 'export default { siteMetadata: { title: "t" } };\n',
    'gatsby-node.ts': 'import { slug } from "./src/slug";\nexport const onPreInit = () => slug("A");\n',
    'src/slug.ts': 'export const slug = (text: string) => text.toLowerCase();\n',
    'node_modules/left-pad/index.js': 'module.exports = 1;\n',
    'public/en-US/index.html': '<p>built</p>\n',
    'site-releases/20261130T000000000Z/en-US/index.html': '<p>released</p>\n',
  };
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), text);
  }
  return root;
}

/**
 * Gatsby's own compile of its files, as `gatsby build` runs it: from the project, in a process of
 * its own (a script file: Gatsby's worker would run an `-e` script again). Returns the paths
 * Parcel's snapshot lists.
 */
async function compileAndListSnapshot(folder: string, root: string, env: NodeJS.ProcessEnv) {
  const compile = path.join(ROOT, 'node_modules/gatsby/dist/utils/parcel/compile-gatsby-files.js');
  const script = path.join(folder, 'compile.cjs');
  await fs.writeFile(script, `require(${JSON.stringify(compile)}).compileGatsbyFiles(process.argv[2]).then(() => process.exit(0));\n`);
  await run(process.execPath, [script, root], { cwd: root, env: { ...process.env, ...env } });
  await expect(fs.readFile(path.join(root, '.cache/compiled/gatsby-node.js'), 'utf8')).resolves.toContain('toLowerCase');
  const cacheDir = path.join(root, '.cache/.parcel-cache');
  const snapshots = (await fs.readdir(cacheDir)).filter((file) => file.endsWith('.txt'));
  expect(snapshots).toHaveLength(1);
  return fs.readFile(path.join(cacheDir, snapshots[0]!), 'utf8');
}

describe("Gatsby's compile of its own files (Parcel's snapshot)", () => {
  let folder = '';
  afterEach(() => fs.rm(folder, { recursive: true, force: true }));

  it('lists the sources, and no file of the folders PARCEL_WATCH_IGNORE names (patches/@parcel+core+2.8.3.patch)', async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'parcel-snapshot-'));
    const root = await project(folder);
    const snapshot = await compileAndListSnapshot(folder, root, {
      PARCEL_WATCH_IGNORE: ['node_modules', path.join(root, 'public'), 'site-releases'].join(path.delimiter),
    });
    expect(snapshot).toContain(path.join(root, 'src/slug.ts'));
    expect(snapshot).toContain(path.join(root, 'gatsby-node.ts'));
    expect(snapshot).not.toContain(path.join(root, 'node_modules'));
    expect(snapshot).not.toContain(path.join(root, 'public'));
    expect(snapshot).not.toContain(path.join(root, 'site-releases'));
  }, COMPILE_MS);

  it('lists every file under the project without it, as Parcel 2.8 does', async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'parcel-snapshot-'));
    const root = await project(folder);
    const snapshot = await compileAndListSnapshot(folder, root, { PARCEL_WATCH_IGNORE: '' });
    expect(snapshot).toContain(path.join(root, 'node_modules/left-pad/index.js'));
    expect(snapshot).toContain(path.join(root, 'public/en-US/index.html'));
    expect(snapshot).toContain(path.join(root, 'site-releases/20261130T000000000Z/en-US/index.html'));
  }, COMPILE_MS);
});
