import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRENT, siteReleases } from '../../../../cms/publishing/releases/siteReleases';

describe('site releases', () => {
  let folder = '';
  afterEach(() => fs.rm(folder, { recursive: true, force: true }));

  /** A working copy as a build leaves it: a page and a nested file. */
  async function build(text: string) {
    const workingCopy = path.join(folder, 'public');
    await fs.mkdir(path.join(workingCopy, 'home'), { recursive: true });
    await fs.writeFile(path.join(workingCopy, 'home', 'index.html'), text);
    await fs.writeFile(path.join(workingCopy, 'robots.txt'), `User-agent: * (${text})`);
    return workingCopy;
  }

  it('copies a build, switches the pointer to it, and keeps only the live release and the one before', async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'site-releases-'));
    const releasesDir = path.join(folder, 'releases');
    const releases = siteReleases(releasesDir);
    const pointer = path.join(releasesDir, CURRENT);
    expect(await releases.live()).toBeNull();

    const first = await releases.add(await build('first'));
    // Added, not live yet.
    expect(await releases.live()).toBeNull();
    await releases.switchTo(first.id);
    expect(await fs.readFile(path.join(pointer, 'home', 'index.html'), 'utf8')).toBe('first');
    const readerOfFirst = await fs.realpath(pointer);

    // The next build rewrites the working copy in place: the live release is a copy, untouched.
    const second = await releases.add(await build('second'));
    expect(await fs.readFile(path.join(pointer, 'home', 'index.html'), 'utf8')).toBe('first');
    await releases.switchTo(second.id);
    expect(await fs.readFile(path.join(pointer, 'home', 'index.html'), 'utf8')).toBe('second');
    // A request that resolved the pointer before the switch still reads its own release whole.
    expect(await fs.readFile(path.join(readerOfFirst, 'robots.txt'), 'utf8')).toBe('User-agent: * (first)');

    // A copy a crashed build left behind goes with the releases no longer kept.
    await fs.mkdir(path.join(releasesDir, '.incoming-crashed'));
    const third = await releases.add(await build('third'));
    await releases.switchTo(third.id);
    expect(await releases.live()).toBe(third.id);
    expect((await fs.readdir(releasesDir)).sort()).toEqual([CURRENT, second.id, third.id].sort());
    expect((await fs.lstat(pointer)).isSymbolicLink()).toBe(true);
  });
});
