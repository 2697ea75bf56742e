/**
 * Carrying the previous release's search index into a new release before it goes live, on real
 * folders laid out as the publish leaves them: the previous release's own index linked whole
 * (and still read after the release before it is removed), an index it was given itself copied
 * by hard links (and still read once the release it came from is removed), an index laid out
 * before indexes had folders of their own given a name, and nothing without an index.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { carrySearchIndex } from '../../../../cms/publishing/searchIndex/carrySearchIndex';
import { SEARCH_INDEX_DIR, pointToIndex, servedIndex } from '../../../../cms/publishing/searchIndex/searchIndexFolder';

/** The files of an index, as a release serves them: through its pointer, links followed. */
async function servedFiles(releaseDir: string): Promise<Record<string, string>> {
  const served = await servedIndex(releaseDir);
  if (!served) return {};
  const dir = await fs.realpath(served.dir);
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  return Object.fromEntries(await Promise.all(files.sort().map(async (file) => [file, await fs.readFile(path.join(served.dir, file), 'utf8')] as const)));
}

const INDEX = { 'pagefind.js': 'Pagefind', 'pagefind-entry.json': '{}', 'index/zh-cn_1.pf_index': 'chunk', 'index/zh-cn_1.pf_index.br': 'twin', 'fragment/zh-cn_2.pf_fragment': 'passage' };

/** Writes an index's files into `dir`. */
async function writeIndex(dir: string, files: Record<string, string>): Promise<void> {
  for (const [file, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), content);
  }
}

describe('carrying the search index into a new release', () => {
  let folder = '';
  const release = (id: string) => path.join(folder, id);
  beforeEach(async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'carry-search-index-'));
    for (const id of ['a', 'b', 'c']) await fs.mkdir(release(id));
  });
  afterEach(async () => {
    await fs.rm(folder, { recursive: true, force: true });
  });

  it("links the previous release's own index whole, under its name, and points to it", async () => {
    await writeIndex(path.join(release('a'), SEARCH_INDEX_DIR, 'first-index'), INDEX);
    await pointToIndex(release('a'), 'first-index');

    const carried = await carrySearchIndex(release('a'), release('b'));
    expect(carried).toMatchObject({ by: 'folder link', files: 0 });
    expect(await servedIndex(release('b'))).toEqual({ dir: path.join(release('b'), SEARCH_INDEX_DIR, 'first-index'), name: 'first-index' });
    // Relative: the releases folder can move.
    expect(await fs.readlink(path.join(release('b'), SEARCH_INDEX_DIR, 'first-index'))).toBe(path.join('..', '..', 'a', SEARCH_INDEX_DIR, 'first-index'));
    expect(await servedFiles(release('b'))).toEqual(INDEX);
  });

  it('copies by hard links an index the previous release was given itself, which outlives the release it came from', async () => {
    await writeIndex(path.join(release('a'), SEARCH_INDEX_DIR, 'first-index'), INDEX);
    await pointToIndex(release('a'), 'first-index');
    await carrySearchIndex(release('a'), release('b'));

    // b goes on serving a's index (its own is not written yet) when c is published.
    const carried = await carrySearchIndex(release('b'), release('c'));
    expect(carried).toMatchObject({ by: 'file links', files: Object.keys(INDEX).length });
    const carriedDir = path.join(release('c'), SEARCH_INDEX_DIR, 'first-index');
    expect((await fs.lstat(carriedDir)).isDirectory()).toBe(true);
    const chunk = 'index/zh-cn_1.pf_index';
    expect((await fs.stat(path.join(carriedDir, chunk))).ino).toBe((await fs.stat(path.join(release('a'), SEARCH_INDEX_DIR, 'first-index', chunk))).ino);
    // c's switch removes a: c still serves the whole index.
    await fs.rm(release('a'), { recursive: true });
    expect(await servedFiles(release('c'))).toEqual(INDEX);
  });

  it('names an index laid out in pagefind/ itself, and carries nothing from a release without an index', async () => {
    await writeIndex(path.join(release('a'), SEARCH_INDEX_DIR), INDEX);
    const carried = await carrySearchIndex(release('a'), release('b'));
    expect(carried?.by).toBe('folder link');
    const served = (await servedIndex(release('b')))!;
    expect(served.name).toMatch(/^[\w-]+$/);
    expect(served.name).not.toContain('pagefind');
    expect(await servedFiles(release('b'))).toEqual(INDEX);

    expect(await carrySearchIndex(release('c'), path.join(folder, 'd'))).toBeNull();
    expect(await carrySearchIndex(null, release('c'))).toBeNull();
    expect(await fs.readdir(release('c'))).toEqual([]);
  });
});
