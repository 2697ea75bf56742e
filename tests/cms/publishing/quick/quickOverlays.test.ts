/**
 * A release's quick overlays (cms/publishing/quick/quickOverlays.ts): numbered 1, 2, 3… with the
 * pointer at the newest, the one it replaced kept for requests still reading it and older ones
 * removed; an overlay whose writing fails is never served and leaves nothing behind, and the work
 * a crash left goes with the next overlay.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addOverlay, hasOverlay } from '../../../../cms/publishing/quick/quickOverlays';
import { servedOverlay } from '../../../../cms/serving/quickOverlay';

describe('quick overlays of a release', () => {
  let releaseDir = '';
  let quickDir = '';
  beforeEach(async () => {
    releaseDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quick-overlays-'));
    quickDir = path.join(releaseDir, '.quick');
  });
  afterEach(() => fs.rm(releaseDir, { recursive: true, force: true }));

  /** Fills an overlay with one page whose text names it. */
  const page = (text: string) => async (dir: string) => {
    await fs.mkdir(path.join(dir, 'caseDetails', '1'), { recursive: true });
    await fs.writeFile(path.join(dir, 'caseDetails', '1', 'index.html'), text);
  };
  const servedPage = async () => fs.readFile(path.join((await servedOverlay(releaseDir))!, 'caseDetails', '1', 'index.html'), 'utf8');
  const entries = async () => (await fs.readdir(quickDir)).sort();

  it('has none before the first, even with its folder made', async () => {
    expect(await servedOverlay(releaseDir)).toBeNull();
    expect(await hasOverlay(releaseDir)).toBe(false);
    // A first overlay whose writing failed leaves the folder without a pointer.
    await fs.mkdir(quickDir);
    expect(await servedOverlay(releaseDir)).toBeNull();
    expect(await hasOverlay(releaseDir)).toBe(false);
  });

  it('numbers overlays 1, 2, 3…, serves the newest, keeps the one it replaced and removes older ones', async () => {
    expect(await addOverlay(releaseDir, page('first'))).toBe(1);
    expect(await hasOverlay(releaseDir)).toBe(true);
    expect(await servedOverlay(releaseDir)).toBe(path.join(await fs.realpath(quickDir), '1'));
    expect(await servedPage()).toBe('first');
    // Relative, as the releases' pointer: the release can be moved with its overlays.
    expect(await fs.readlink(path.join(quickDir, 'current'))).toBe('1');

    expect(await addOverlay(releaseDir, page('second'))).toBe(2);
    expect(await servedPage()).toBe('second');
    // A request that resolved the pointer before the switch still reads the replaced overlay.
    expect(await entries()).toEqual(['1', '2', 'current']);

    expect(await addOverlay(releaseDir, page('third'))).toBe(3);
    expect(await servedPage()).toBe('third');
    expect(await entries()).toEqual(['2', '3', 'current']);
    expect(await fs.readFile(path.join(quickDir, '2', 'caseDetails', '1', 'index.html'), 'utf8')).toBe('second');

    expect(await addOverlay(releaseDir, page('fourth'))).toBe(4);
    expect(await servedPage()).toBe('fourth');
    expect(await entries()).toEqual(['3', '4', 'current']);
    expect((await fs.lstat(path.join(quickDir, 'current'))).isSymbolicLink()).toBe(true);
  });

  it('leaves the served overlay as it was, and no work folder, when writing the next one fails', async () => {
    await addOverlay(releaseDir, page('first'));
    await addOverlay(releaseDir, page('second'));
    const served = await servedOverlay(releaseDir);
    const before = await entries();
    const failure = new Error('the renderer crashed');
    await expect(addOverlay(releaseDir, async (dir) => {
      await page('half written')(dir);
      throw failure;
    })).rejects.toBe(failure);
    expect(await servedOverlay(releaseDir)).toBe(served);
    expect(await servedPage()).toBe('second');
    expect(await entries()).toEqual(before);
    // The next one takes the number the failed one did not use.
    expect(await addOverlay(releaseDir, page('third'))).toBe(3);
    expect(await servedPage()).toBe('third');
  });

  it('serves none when the first overlay fails', async () => {
    await expect(addOverlay(releaseDir, () => Promise.reject(new Error('no renderer')))).rejects.toThrow('no renderer');
    expect(await hasOverlay(releaseDir)).toBe(false);
    expect(await entries()).toEqual([]);
  });

  it('removes the work folders a crash left with the next overlay', async () => {
    await addOverlay(releaseDir, page('first'));
    // A process killed while writing overlay 2, and one killed at a later number's.
    for (const work of ['.work-2', '.work-7']) {
      await fs.mkdir(path.join(quickDir, work, 'caseDetails', '1'), { recursive: true });
      await fs.writeFile(path.join(quickDir, work, 'caseDetails', '1', 'index.html'), 'crashed');
    }
    expect(await addOverlay(releaseDir, page('second'))).toBe(2);
    expect(await servedPage()).toBe('second');
    expect(await entries()).toEqual(['1', '2', 'current']);
  });
});
