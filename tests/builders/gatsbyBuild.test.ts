import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT, UNSOURCED_DIRS } from '../../builders/paths';

const run = promisify(execFile);
const COMPILE_MS = 120_000;

/** The unsourced folders every build of ours skips, relative to the repository. */
const unsourced = UNSOURCED_DIRS.map((dir) => path.relative(ROOT, dir));

/** Those folders in the project at `root`, as builders/gatsbyBuild.ts names them to Parcel. */
const skipping = (root: string) => ({ PARCEL_WATCH_IGNORE: unsourced.map((dir) => path.join(root, dir)).join(path.delimiter) });

/**
 * A project of its own (its lock file makes it Parcel's project root): Gatsby's two files and what
 * they import, and a file in each of the repository's unsourced folders.
 */
async function project(folder: string) {
  const root = path.join(folder, 'project');
  const files: Record<string, string> = {
    'package-lock.json': '{}',
    'gatsby-config.ts': 'export default { siteMetadata: { title: "t" } };\n',
    'gatsby-node.ts': 'import { slug } from "./src/slug";\nexport const onPreInit = () => slug("A");\n',
    'src/slug.ts': 'export const slug = (text: string) => text.toLowerCase();\n',
    ...Object.fromEntries(unsourced.map((dir) => [path.join(dir, 'unsourced/index.js'), 'module.exports = 1;\n'])),
  };
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), text);
  }
  return root;
}

/**
 * Gatsby's own compile of its files, as `gatsby build` runs it: from the project, in a process of
 * its own (a script file: Gatsby's worker would run an `-e` script again). Returns the compiled
 * gatsby-node, the paths Parcel's snapshot lists and its cache's inode (a new one when Gatsby
 * found no compiled file and compiled again without Parcel's cache).
 */
async function compile(folder: string, root: string, env: NodeJS.ProcessEnv) {
  const compiler = path.join(ROOT, 'node_modules/gatsby/dist/utils/parcel/compile-gatsby-files.js');
  const script = path.join(folder, 'compile.cjs');
  await fs.writeFile(script, `require(${JSON.stringify(compiler)}).compileGatsbyFiles(process.argv[2]).then(() => process.exit(0));\n`);
  await run(process.execPath, [script, root], { cwd: root, env: { ...process.env, ...env } });
  const cacheDir = path.join(root, '.cache/.parcel-cache');
  const snapshots = (await fs.readdir(cacheDir)).filter((file) => file.endsWith('.txt'));
  expect(snapshots).toHaveLength(1);
  return {
    gatsbyNode: await fs.readFile(path.join(root, '.cache/compiled/gatsby-node.js'), 'utf8'),
    snapshot: await fs.readFile(path.join(cacheDir, snapshots[0]!), 'utf8'),
    cache: (await fs.stat(path.join(cacheDir, 'data.mdb'))).ino,
  };
}

describe("Gatsby's compile of its own files (Parcel's snapshot)", () => {
  let folder = '';
  afterEach(() => fs.rm(folder, { recursive: true, force: true }));

  it('lists the sources and no file of the unsourced folders, keeps its cache from one build to the next, and sees an edit to an import', async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'parcel-snapshot-'));
    const root = await project(folder);
    expect(unsourced).toEqual(expect.arrayContaining(['node_modules', 'public', 'site-releases']));

    const first = await compile(folder, root, skipping(root));
    expect(first.gatsbyNode).toContain('toLowerCase');
    expect(first.snapshot).toContain(path.join(root, 'src/slug.ts'));
    expect(first.snapshot).toContain(path.join(root, 'gatsby-node.ts'));
    for (const dir of unsourced) expect(first.snapshot).not.toContain(path.join(root, dir, 'unsourced'));

    const second = await compile(folder, root, skipping(root));
    expect(second.cache).toBe(first.cache);
    expect(second.gatsbyNode).toBe(first.gatsbyNode);

    await fs.writeFile(path.join(root, 'src/slug.ts'), 'export const slug = (text: string) => text.toUpperCase();\n');
    const edited = await compile(folder, root, skipping(root));
    expect(edited.gatsbyNode).toContain('toUpperCase');
    expect(edited.cache).toBe(first.cache);
  }, COMPILE_MS);

  it('lists every file under the project without it, as Parcel 2.8 does', async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'parcel-snapshot-'));
    const root = await project(folder);
    const { snapshot } = await compile(folder, root, { PARCEL_WATCH_IGNORE: '' });
    for (const dir of unsourced) expect(snapshot).toContain(path.join(root, dir, 'unsourced/index.js'));
  }, COMPILE_MS);
});
