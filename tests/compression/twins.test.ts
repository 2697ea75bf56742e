import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../compression/twins';

describe('precompressFolder', () => {
  let folder = '';
  afterEach(() => fs.rm(folder, { recursive: true, force: true }));

  it('writes brotli and gzip twins equal to the file, and again only for a file that changed', async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    const page = path.join(folder, 'home', 'index.html');
    await fs.mkdir(path.dirname(page));
    await fs.writeFile(page, `<p>${'仓储物流 '.repeat(400)}</p>`);
    await fs.writeFile(path.join(folder, 'tiny.txt'), 'too small to gain');
    await fs.writeFile(path.join(folder, 'photo.png'), Buffer.alloc(4096));

    expect(await precompressFolder(folder)).toBe(1);
    const original = await fs.readFile(page);
    expect(zlib.brotliDecompressSync(await fs.readFile(`${page}.br`)).equals(original)).toBe(true);
    expect(zlib.gunzipSync(await fs.readFile(`${page}.gz`)).equals(original)).toBe(true);
    await expect(fs.stat(path.join(folder, 'tiny.txt.br'))).rejects.toThrow();
    await expect(fs.stat(path.join(folder, 'photo.png.br'))).rejects.toThrow();

    // Nothing changed: the page keeps its twins.
    expect(await precompressFolder(folder)).toBe(0);

    await fs.writeFile(page, `<p>${'堆垛机 '.repeat(400)}</p>`);
    const later = new Date(Date.now() + 5_000);
    await fs.utimes(page, later, later);
    expect(await precompressFolder(folder)).toBe(1);
    expect(zlib.brotliDecompressSync(await fs.readFile(`${page}.br`)).equals(await fs.readFile(page))).toBe(true);
  });
});
