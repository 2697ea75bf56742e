/**
 * The site search's index of a release, made by the real Pagefind binary over real files: only
 * marked content and list items as results of their own, one index per language, Chinese
 * segmented, the kind as a filter, the folder
 * whole under its name with its script's twins, nothing Pagefind's own interfaces need.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexRelease, type SearchIndexResult } from '../../../../cms/publishing/searchIndex/searchIndex';
import { SEARCH_INDEX_DIR, servedIndex } from '../../../../cms/publishing/searchIndex/searchIndexFolder';
import { searchBody, searchItem, SEARCH_IGNORE } from '../../../../site/src/components/search/searchMarks';

const attributes = (marks: Record<string, string>) =>
  Object.entries(marks).map(([name, value]) => (value ? `${name}="${value}"` : name)).join(' ');

const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>t</title></head><body><header>HEADER-ONLY 页眉文字</header><main>${body}</main><footer>FOOTER-ONLY</footer></body></html>`;

/** Enough words for an index chunk of some kilobytes: smaller files keep Pagefind's gzip. */
const LONG_TEXT = Array.from({ length: 400 }, (_, i) => `term${i.toString(36)}`).join(' ');

const PAGES: Record<string, string> = {
  'caseDetails/7/index.html': page('zh-CN', `<article ${attributes(searchBody('cases'))}><h1>华东某冷链企业冷库自动化项目</h1><p>冷库采用堆垛机与穿梭车。</p><nav ${attributes(SEARCH_IGNORE)}>上一篇 下一篇</nav></article>`),
  'en-US/caseDetails/7/index.html': page('en-US', `<article ${attributes(searchBody('cases'))}><h1>Cold store automation in East China</h1><p>Stacker cranes and shuttles.</p><p>${LONG_TEXT}</p></article>`),
  'aboutUs/journalism/index.html': page('zh-CN', `<h1>新闻中心</h1><ol>${[
    `<li id="article-3" ${attributes(searchItem('news', '签约新项目', '?tab=news'))}><time ${attributes(SEARCH_IGNORE)}>2026-01-02</time><h4>签约新项目</h4><p>智慧物流园区。</p></li>`,
    `<li id="article-4" ${attributes(searchItem('news', '年度报告'))}><h4>年度报告</h4><p>仓储机器人交付。</p></li>`,
    `<li ${attributes(searchItem('news', '没有锚点'))}><h4>没有锚点的条目</h4></li>`,
  ].join('')}</ol>`),
  'home/index.html': page('zh-CN', '<h1>首页</h1><p>没有标记的页面不进索引。</p>'),
};

/** A file's bytes after Pagefind's signature: written uncompressed, or gzipped when too small for twins. */
async function afterSignature(file: string): Promise<Buffer> {
  const written = await fs.readFile(file);
  const bytes = written[0] === 0x1f && written[1] === 0x8b ? zlib.gunzipSync(written) : written;
  expect(bytes.subarray(0, 12).toString()).toBe('pagefind_dcd');
  return bytes.subarray(12);
}

/** A fragment file's record. */
async function fragment(file: string): Promise<{ url: string; content: string; filters: Record<string, string[]>; meta: Record<string, string> }> {
  const bytes = await afterSignature(file);
  return JSON.parse(bytes.toString('utf8'));
}

describe('the search index of a release', () => {
  let release: string;
  let result: SearchIndexResult;
  /** The folder of the index the release serves. */
  let indexDir: string;

  beforeAll(async () => {
    release = await fs.mkdtemp(path.join(os.tmpdir(), 'search-index-'));
    for (const [file, html] of Object.entries(PAGES)) {
      await fs.mkdir(path.dirname(path.join(release, file)), { recursive: true });
      await fs.writeFile(path.join(release, file), html);
    }
    result = await indexRelease(release);
    indexDir = (await servedIndex(release))!.dir;
  }, 60_000);

  afterAll(async () => {
    await fs.rm(release, { recursive: true, force: true });
  });

  it('indexes the marked pages only, one index per language, and appears whole under its name', async () => {
    expect(result.pages).toBe(4);
    expect((await fs.readdir(release)).sort()).toEqual(['aboutUs', 'caseDetails', 'en-US', 'home', SEARCH_INDEX_DIR].sort());
    // The script the site loads points to the index's own folder, where Pagefind's script finds its files.
    const name = path.basename(indexDir);
    expect(path.dirname(indexDir)).toBe(path.join(release, SEARCH_INDEX_DIR));
    expect((await fs.readdir(path.join(release, SEARCH_INDEX_DIR))).sort()).toEqual([name, 'pagefind.js'].sort());
    expect(await fs.readFile(path.join(release, SEARCH_INDEX_DIR, 'pagefind.js'), 'utf8')).toContain(`import(\`./${name}/pagefind.js\${new URL(import.meta.url).search}\`)`);
    const entry = JSON.parse(await fs.readFile(path.join(indexDir, 'pagefind-entry.json'), 'utf8'));
    expect(Object.keys(entry.languages).sort()).toEqual(['en-us', 'zh-cn']);
    expect(entry.languages['zh-cn'].page_count).toBe(3);
    expect(entry.languages['en-us'].page_count).toBe(1);
  });

  it('keeps the content and its kind, and leaves the header, footer and ignored parts out', async () => {
    const dir = path.join(indexDir, 'fragment');
    const fragments = (await fs.readdir(dir)).filter((name) => name.endsWith('.pf_fragment'));
    const records = await Promise.all(fragments.map((name) => fragment(path.join(dir, name))));
    const byUrl = new Map(records.map((record) => [record.url, record]));
    expect([...byUrl.keys()].sort()).toEqual(['/aboutUs/journalism/#article-4', '/aboutUs/journalism/?tab=news#article-3', '/caseDetails/7/', '/en-US/caseDetails/7/']);
    const chinese = byUrl.get('/caseDetails/7/')!;
    // Segmented into words (Pagefind marks the boundaries with zero-width spaces).
    expect(chinese.content.replace(/\u200b/g, '')).toContain('冷库采用堆垛机与穿梭车');
    expect(chinese.content.split('\u200b').length).toBeGreaterThan(5);
    expect(chinese.filters).toEqual({ kind: ['cases'] });
    expect(chinese.meta.title).toBe('华东某冷链企业冷库自动化项目');
    // A list's items are results of their own, linking to them, without the list's other items.
    const item = byUrl.get('/aboutUs/journalism/?tab=news#article-3')!;
    expect(item.meta.title).toBe('签约新项目');
    expect(item.filters).toEqual({ kind: ['news'] });
    expect(item.content.replace(/\u200b/g, '')).toContain('智慧物流园区');
    expect(item.content).not.toMatch(/2026|仓储|新闻中心/);
    expect(byUrl.get('/aboutUs/journalism/#article-4')!.meta.title).toBe('年度报告');
    for (const record of records) {
      expect(record.content).not.toMatch(/HEADER-ONLY|FOOTER-ONLY|页眉|上一篇/);
    }
  });

  it('writes the WebAssembly and the index uncompressed, with twins that carry them compressed', async () => {
    const dir = indexDir;
    const wasm = (await fs.readdir(dir)).filter((name) => /^wasm\.[\w-]+\.pagefind$/.test(name));
    const chunks = (await fs.readdir(path.join(dir, 'index'))).filter((name) => name.startsWith('en-us_') && name.endsWith('.pf_index')).map((name) => path.join('index', name));
    expect(wasm.length).toBe(2);
    expect(chunks.length).toBeGreaterThan(0);
    for (const name of [...wasm, ...chunks]) {
      const file = path.join(dir, name);
      const written = await fs.readFile(file);
      expect(written.subarray(0, 12).toString(), name).toBe('pagefind_dcd');
      const brotli = await fs.readFile(`${file}.br`);
      expect(zlib.brotliDecompressSync(brotli).equals(written), name).toBe(true);
      expect(zlib.gunzipSync(await fs.readFile(`${file}.gz`)).equals(written), name).toBe(true);
      expect(brotli.byteLength, name).toBeLessThan(written.byteLength);
    }
    const wasmModule = (await afterSignature(path.join(dir, wasm[0]!))).subarray(0, 4);
    expect(wasmModule.equals(Buffer.from([0x00, 0x61, 0x73, 0x6d])), 'a WebAssembly module').toBe(true);
  });

  it('writes the twins of its script and none of the files the site does not load', async () => {
    const dir = indexDir;
    const names = await fs.readdir(dir);
    expect(names.filter((name) => /^pagefind-(ui|modular-ui|component-ui|highlight|worker)\./.test(name))).toEqual([]);
    const script = await fs.readFile(path.join(dir, 'pagefind.js'));
    expect(zlib.brotliDecompressSync(await fs.readFile(path.join(dir, 'pagefind.js.br'))).equals(script)).toBe(true);
    expect(zlib.gunzipSync(await fs.readFile(path.join(dir, 'pagefind.js.gz'))).equals(script)).toBe(true);
    expect(result.files).toBe(names.filter((name) => !/\.(br|gz)$/.test(name) && !['index', 'fragment', 'filter'].includes(name)).length
      + (await Promise.all(['index', 'fragment', 'filter'].map((sub) => fs.readdir(path.join(dir, sub))))).flat().filter((name) => !/\.(br|gz)$/.test(name)).length);
  });

  it('stops Pagefind\'s service once no index is being written, and starts it again for the next ones, written side by side', async () => {
    expect(await pagefindServices()).toEqual([]);
    const copies = await Promise.all([1, 2].map(async (n) => {
      const copy = `${release}-${n}`;
      await fs.cp(release, copy, { recursive: true, filter: (source) => !source.includes(`${path.sep}${SEARCH_INDEX_DIR}`) });
      return copy;
    }));
    try {
      const results = await Promise.all(copies.map((copy) => indexRelease(copy)));
      expect(results.map((each) => each.pages)).toEqual([result.pages, result.pages]);
      expect(await pagefindServices()).toEqual([]);
    } finally {
      await Promise.all(copies.map((copy) => fs.rm(copy, { recursive: true, force: true })));
    }
  }, 60_000);
});

/** The Pagefind service processes this test's process started that still run (Linux's /proc). */
async function pagefindServices(): Promise<string[]> {
  const tasks = await fs.readdir(`/proc/${process.pid}/task`);
  const children = (await Promise.all(tasks.map((task) => fs.readFile(`/proc/${process.pid}/task/${task}/children`, 'utf8').catch(() => ''))))
    .flatMap((text) => text.split(' ').filter(Boolean));
  const commands = await Promise.all(children.map((pid) => fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')));
  return commands.filter((command) => command.includes('pagefind'));
}
