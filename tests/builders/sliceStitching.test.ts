import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

type SliceReader = (sliceHtmlName: string) => string;

/** Gatsby's stitching of slices into pages, as its build and the quick release call it (patches/gatsby+5.16.1.patch). */
const { stitchSliceForAPage, sliceReader } = createRequire(require.resolve('gatsby/package.json'))('./dist/utils/slices/stitching') as {
  stitchSliceForAPage: (options: { pagePath: string; publicDir: string; readSlice?: SliceReader }) => Promise<void>;
  sliceReader: (publicDir: string) => SliceReader;
};

const slot = (id: string) => `<slice-start id="${id}"></slice-start><slice-end id="${id}"></slice-end>`;
const stitched = (id: string, html: string) => `<!-- slice-start id="${id}" -->${html}<!-- slice-end id="${id}" -->`;

describe('slices stitched into the pages', () => {
  let publicDir = '';
  afterEach(() => fs.rm(publicDir, { recursive: true, force: true }));

  const write = async (file: string, html: string) => {
    await fs.mkdir(path.dirname(path.join(publicDir, file)), { recursive: true });
    await fs.writeFile(path.join(publicDir, file), html);
  };
  const read = (file: string) => fs.readFile(path.join(publicDir, file), 'utf8');

  it('puts each slice, its own slices stitched in, into every page one reader stitches, and leaves a stitched page as it is', async () => {
    publicDir = await fs.mkdtemp(path.join(os.tmpdir(), 'slice-stitching-'));
    await write('_gatsby/slices/header-1.html', `<header>Menü ${slot('search-1')}</header>`);
    await write('_gatsby/slices/search-1.html', '<form>Suche</form>');
    await write('_gatsby/slices/footer-1.html', '<footer>©</footer>');
    await write('index.html', `<body>${slot('header-1')}<main>Home</main>${slot('footer-1')}</body>`);
    await write('news/index.html', `<body>${slot('header-1')}<main>News</main></body>`);

    const readSlice = sliceReader(publicDir);
    await stitchSliceForAPage({ pagePath: '/', publicDir, readSlice });
    await stitchSliceForAPage({ pagePath: '/news/', publicDir, readSlice });

    const header = stitched('header-1', `<header>Menü ${stitched('search-1', '<form>Suche</form>')}</header>`);
    const home = `<body>${header}<main>Home</main>${stitched('footer-1', '<footer>©</footer>')}</body>`;
    expect(await read('index.html')).toBe(home);
    expect(await read('news/index.html')).toBe(`<body>${header}<main>News</main></body>`);

    const { mtimeMs } = await fs.stat(path.join(publicDir, 'index.html'));
    await stitchSliceForAPage({ pagePath: '/', publicDir });
    expect(await read('index.html')).toBe(home);
    expect((await fs.stat(path.join(publicDir, 'index.html'))).mtimeMs).toBe(mtimeMs);
  });

  it('cuts a page to its stitched length where stitching shortens it', async () => {
    publicDir = await fs.mkdtemp(path.join(os.tmpdir(), 'slice-stitching-'));
    await write('_gatsby/slices/notice-1.html', '');
    const placeholder = `<slice-start id="notice-1" data-props="${'x'.repeat(200)}"></slice-start><slice-end id="notice-1"></slice-end>`;
    await write('index.html', `<body>${placeholder}</body>`);
    await stitchSliceForAPage({ pagePath: '/', publicDir });
    expect(await read('index.html')).toBe(`<body>${stitched('notice-1', '')}</body>`);
  });

  it('reads the slices anew for each reader, so a slice rendered again is what the next stitching puts in', async () => {
    publicDir = await fs.mkdtemp(path.join(os.tmpdir(), 'slice-stitching-'));
    await write('_gatsby/slices/footer-1.html', '<footer>2025</footer>');
    await write('index.html', `<body>${slot('footer-1')}</body>`);
    await stitchSliceForAPage({ pagePath: '/', publicDir });
    expect(await read('index.html')).toBe(`<body>${stitched('footer-1', '<footer>2025</footer>')}</body>`);

    await write('_gatsby/slices/footer-1.html', '<footer>2026</footer>');
    await stitchSliceForAPage({ pagePath: '/', publicDir, readSlice: sliceReader(publicDir) });
    expect(await read('index.html')).toBe(`<body>${stitched('footer-1', '<footer>2026</footer>')}</body>`);
  });
});
