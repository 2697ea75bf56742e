import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assembleRelease } from '../../../../cms/publishing/releases/assembleRelease';

describe('assembling a release from the working copy and the previous release', () => {
  let folder = '';
  afterEach(() => fs.rm(folder, { recursive: true, force: true }));

  const inode = async (file: string) => (await fs.stat(file)).ino;

  it('links the files its record lists unchanged without reading them, copies one the previous release lacks, and copies a changed one', async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'assemble-release-'));
    const workingCopy = path.join(folder, 'public');
    const release = (name: string) => path.join(folder, name);
    await fs.mkdir(path.join(workingCopy, 'home'), { recursive: true });
    await fs.writeFile(path.join(workingCopy, 'home', 'index.html'), 'a'.repeat(2_000));
    await fs.writeFile(path.join(workingCopy, 'robots.txt'), 'User-agent: *');

    expect(await assembleRelease(workingCopy, release('r1'), null)).toMatchObject({ copied: 2, linked: 0 });
    expect(await assembleRelease(workingCopy, release('r2'), release('r1'))).toMatchObject({ copied: 0, linked: 2 });
    expect(await inode(path.join(release('r2'), 'home', 'index.html'))).toBe(await inode(path.join(release('r1'), 'home', 'index.html')));

    // Listed by the previous release's record but gone from it: copied from the working copy.
    await fs.rm(path.join(release('r2'), 'robots.txt'));
    expect(await assembleRelease(workingCopy, release('r3'), release('r2'))).toMatchObject({ copied: 1, linked: 1 });
    expect(await fs.readFile(path.join(release('r3'), 'robots.txt'), 'utf8')).toBe('User-agent: *');

    // Same size, new bytes and time: the record no longer vouches for it, the bytes differ.
    await fs.writeFile(path.join(workingCopy, 'home', 'index.html'), 'b'.repeat(2_000));
    expect(await assembleRelease(workingCopy, release('r4'), release('r3'))).toMatchObject({ copied: 1, linked: 1, needTwins: ['home/index.html'] });
    expect(await fs.readFile(path.join(release('r4'), 'home', 'index.html'), 'utf8')).toBe('b'.repeat(2_000));
    expect(await fs.readFile(path.join(release('r3'), 'home', 'index.html'), 'utf8')).toBe('a'.repeat(2_000));
  });

  it('makes only the folders that hold a file, not the empty ones a removed page leaves in the working copy', async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'assemble-release-'));
    const workingCopy = path.join(folder, 'public');
    await fs.mkdir(path.join(workingCopy, 'caseDetails', '1'), { recursive: true });
    await fs.writeFile(path.join(workingCopy, 'caseDetails', '1', 'index.html'), '<p>1</p>');
    await fs.mkdir(path.join(workingCopy, 'caseDetails', '2'), { recursive: true });
    await fs.mkdir(path.join(workingCopy, 'page-data', 'caseDetails', '2'), { recursive: true });

    expect(await assembleRelease(workingCopy, path.join(folder, 'r1'), null)).toMatchObject({ copied: 1 });
    expect(await fs.readdir(path.join(folder, 'r1'), { recursive: true })).toEqual(expect.arrayContaining(['caseDetails', path.join('caseDetails', '1', 'index.html')]));
    await expect(fs.stat(path.join(folder, 'r1', 'caseDetails', '2'))).rejects.toThrow();
    await expect(fs.stat(path.join(folder, 'r1', 'page-data'))).rejects.toThrow();
  });
});
