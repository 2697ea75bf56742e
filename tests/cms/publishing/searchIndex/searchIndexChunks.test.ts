/**
 * Re-cutting Pagefind's word index into small chunks, on a real index Pagefind builds from real
 * pages (the demo cases and news, in both languages): in Chromium, Pagefind's own script and
 * WebAssembly find the same pages with the same scores and words in the re-cut index as in one of
 * a single chunk per language, and as in Pagefind's own but where its cuts part the words a query
 * may match, loading fewer bytes of chunks than Pagefind's; files laid out otherwise are refused.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Encoder, decode } from 'cbor-x';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PagefindFormatError, type PagefindFile } from '../../../../cms/publishing/searchIndex/pagefindFormat';
import { CHUNK_TARGET_BYTES, rechunkIndex } from '../../../../cms/publishing/searchIndex/searchIndexChunks';
import { cases } from '../../../../seed/content/cases';
import { journalismArticles } from '../../../../seed/content/journalism';
import { searchBody } from '../../../../site/src/components/search/searchMarks';
import { launchBrowser } from '../../../support/browser';

const ARTICLES = [...cases, ...journalismArticles];

const QUERIES = {
  'zh-CN': ['冷库', '冷', '库', '立体库', '自动化立体库', '冷链物流', '医药冷链', '堆垛机', '穿梭车', '新能源电池', '仓储', '项目', '冷库自动化项目', '堆', '穿'],
  'en-US': ['cold store', 'cold', 'store', 'stor', 'stacker crane', 'automated storage', 'shuttle', 'battery', 'pharmaceutical', 'lithium battery warehouse', 'agv', 'wms', 'throughput', 'c', 's', 'w', 'cold s', 'stacker c', 'cold y', 'agv pa'],
} as const;

type Language = keyof typeof QUERIES;

/** A page of the demo content as the site marks it for the search. */
const articlePage = (lang: Language, title: string, content: string) => {
  const marks = Object.entries(searchBody('cases')).map(([name, value]) => (value ? `${name}="${value}"` : name)).join(' ');
  return `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><main><article ${marks}><h1>${title}</h1>${content}</article></main></body></html>`;
};

/** What a query finds: each page's id, score and matched words, in order. */
type Found = Array<{ id: string; score: number; words: number[]; url: string }>;

const gunzipped = (file: PagefindFile) => zlib.gunzipSync(file.content);
const cborOf = (file: PagefindFile) => decode(gunzipped(file).subarray(12));
const gzipped = (value: unknown) => zlib.gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.from(new Encoder({ useRecords: false }).encode(value))]));

/** Serves `root`'s files as they are. */
async function serveFolder(root: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const file = path.join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    fs.readFile(file).then((body) => {
      response.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript' : file.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/octet-stream' });
      response.end(body);
    }, () => {
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A page of `language` whose script searches with the Pagefind of a folder the page's origin
 * serves, answering what it found.
 */
const searchPage = (language: Language) => `<!doctype html><html lang="${language}"><body><script type="module">
window.searchWith = async (bundle, query) => {
  const pagefind = await import(\`/\${bundle}/pagefind.js\`);
  await pagefind.options({ noWorker: true });
  await pagefind.init();
  const search = await pagefind.search(query);
  return Promise.all(search.results.map(async (result) => ({ id: result.id, score: result.score, words: result.words, url: (await result.data()).url })));
};
</script></body></html>`;

const BUNDLES = ['original', 'rechunked', 'whole'] as const;
type Bundle = (typeof BUNDLES)[number];

/**
 * What `query` finds with each index, each searched by a Pagefind that has loaded no chunk yet
 * (a new document, on a page whose cache is off), and the bytes of the chunks each loaded.
 */
async function searchEach(page: Page, origin: string, language: Language, query: string) {
  const found = {} as Record<Bundle, Found>;
  const chunkBytes: Record<Bundle, number> = { original: 0, rechunked: 0, whole: 0 };
  for (const bundle of BUNDLES) {
    const sizes: Array<Promise<number>> = [];
    const onRequest = (request: Request) => {
      if (request.url().includes(`/${bundle}/index/`)) sizes.push(request.sizes().then((size) => size.responseBodySize));
    };
    page.on('requestfinished', onRequest);
    await page.goto(`${origin}/${language}.html`);
    await page.waitForFunction(() => 'searchWith' in window);
    found[bundle] = await page.evaluate(([bundle, query]) => (window as unknown as { searchWith(bundle: string, query: string): Promise<Found> }).searchWith(bundle, query), [bundle, query] as const);
    page.off('requestfinished', onRequest);
    chunkBytes[bundle] = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  }
  return { found, chunkBytes };
}

describe('re-cutting the search index into small chunks', () => {
  let work: string;
  let original: PagefindFile[];
  let rechunked: PagefindFile[];

  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'search-chunks-'));
    const site = path.join(work, 'site');
    for (const [index, article] of ARTICLES.entries()) {
      for (const [lang, prefix, text] of [['zh-CN', '', 'zh'], ['en-US', 'en-US/', 'en']] as const) {
        const file = path.join(site, prefix, `article/${index}/index.html`);
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, articlePage(lang, article.title[text], article.content[text]));
      }
    }
    const { createIndex } = await import('pagefind');
    const { index } = await createIndex({});
    if (!index) throw new Error('Pagefind did not start');
    try {
      await index.addDirectory({ path: site, glob: '**/*.html' });
      original = (await index.getFiles()).files.map(({ path: file, content }) => ({ path: file, content: Buffer.from(content) }));
    } finally {
      await index.deleteIndex();
    }
    rechunked = rechunkIndex(original);
    const whole = rechunkIndex(original, Number.POSITIVE_INFINITY);
    for (const [bundle, files] of [['original', original], ['rechunked', rechunked], ['whole', whole]] as const) {
      for (const file of files) {
        await fs.mkdir(path.dirname(path.join(work, bundle, file.path)), { recursive: true });
        await fs.writeFile(path.join(work, bundle, file.path), file.content);
      }
    }
    for (const language of Object.keys(QUERIES) as Language[]) await fs.writeFile(path.join(work, `${language}.html`), searchPage(language));
  }, 120_000);

  afterAll(async () => {
    await fs.rm(work, { recursive: true, force: true });
  });

  const indexOf = (files: PagefindFile[], language: string) => {
    const entry = JSON.parse(Buffer.from(files.find((file) => file.path === 'pagefind-entry.json')!.content).toString());
    const meta = cborOf(files.find((file) => file.path === `pagefind.${entry.languages[language].hash}.pf_meta`)!);
    const chunks = (meta[2] as Array<[string, string, string]>).map(([from, to, hash]) => {
      const entries = cborOf(files.find((file) => file.path === `index/${hash}.pf_index`)!)[0] as Array<[string, Array<[number]>]>;
      return { from, to, entries, words: entries.map(([word]) => word) };
    });
    return { meta, chunks };
  };

  /**
   * Whether Pagefind's own chunks part the words a word of `query` may match (a Chinese query's
   * words are its characters or longer), so that the search loads some of them only.
   */
  const pagefindSplits = (language: Language, query: string) => {
    const { chunks } = indexOf(original, language.toLowerCase());
    const words = language === 'zh-CN' ? [...query] : query.split(' ');
    return words.some((word) => chunks.filter((chunk) => chunk.words.some((indexed) => indexed.startsWith(word))).length > 1);
  };

  /**
   * Queries of a word and the first character of a re-cut chunk whose first word is longer, on a
   * page the word is on too: that character sorts before every word of its chunk, and the search
   * must load that chunk for it beside the other word's chunk.
   */
  const chunkEdgeQueries = (language: Language) => {
    const { chunks } = indexOf(rechunked, language.toLowerCase());
    return chunks.flatMap((chunk, i) => {
      const [word, pages] = chunk.entries[0]!;
      if ([...word].length < 2 || !/^\p{L}/u.test(word)) return [];
      const other = chunks.filter((_, j) => j !== i).flatMap((other) => other.entries)
        .find(([otherWord, otherPages]) => /^\p{L}{3,}$/u.test(otherWord) && otherPages.some(([page]) => page === pages[0]![0]));
      return other ? [`${other[0]} ${String.fromCodePoint(word.codePointAt(0)!)}`] : [];
    }).slice(0, 3);
  };

  it('holds every word of each language once, in small chunks that keep the words of one first character together', () => {
    for (const language of ['zh-cn', 'en-us']) {
      const before = indexOf(original, language);
      const after = indexOf(rechunked, language);
      expect(after.chunks.flatMap((chunk) => chunk.words)).toEqual(before.chunks.flatMap((chunk) => chunk.words));
      expect(after.chunks.length, language).toBeGreaterThan(before.chunks.length);
      // The metadata is Pagefind's but for the chunks' ranges.
      expect([...after.meta.slice(0, 2), ...after.meta.slice(3)]).toEqual([...before.meta.slice(0, 2), ...before.meta.slice(3)]);
      const firsts = after.chunks.map((chunk) => new Set(chunk.words.map((word) => String.fromCodePoint(word.codePointAt(0)!))));
      firsts.forEach((characters, i) => firsts.slice(i + 1).forEach((later) => expect([...characters].filter((c) => later.has(c))).toEqual([])));
    }
    const written = new Map(rechunked.map((file) => [file.path, file]));
    for (const file of original.filter((file) => !/\.pf_(index|meta)$|^pagefind-entry\.json$/.test(file.path))) {
      expect(written.get(file.path)?.content, file.path).toEqual(file.content);
    }
    const sizes = (files: PagefindFile[]) => files.filter((file) => file.path.endsWith('.pf_index')).map((file) => gunzipped(file).byteLength);
    expect(Math.max(...sizes(rechunked))).toBeLessThan(Math.min(...sizes(original)));
    expect(Math.min(...sizes(original))).toBeGreaterThan(CHUNK_TARGET_BYTES);
  });

  it('finds in Chromium the pages, scores and words of an index of one chunk, and of Pagefind\'s own where its cuts do not part a query\'s words, loading fewer bytes', async () => {
    const server = await serveFolder(work);
    const { browser, close } = await launchBrowser();
    try {
      // One page for every search, its HTTP cache off so that each search loads its chunks: a page
      // (and context) per search cost Chromium a renderer process each time.
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      for (const [language, queries] of Object.entries(QUERIES) as Array<[Language, readonly string[]]>) {
        for (const query of [...queries, ...chunkEdgeQueries(language)]) {
          const { found, chunkBytes } = await searchEach(page, server.origin, language, query);
          expect(found.whole.length, `${language} "${query}" finds pages`).toBeGreaterThan(0);
          expect(found.rechunked, `${language} "${query}"`).toEqual(found.whole);
          if (!pagefindSplits(language, query)) expect(found.original, `${language} "${query}" in Pagefind's own chunks`).toEqual(found.whole);
          expect(chunkBytes.rechunked, `${language} "${query}": chunk bytes`).toBeGreaterThan(0);
          expect(chunkBytes.rechunked, `${language} "${query}": chunk bytes`).toBeLessThan(chunkBytes.original);
        }
      }
      // Pagefind's own cut parts words starting with "s" (between "special" and "specialist"), which re-cutting keeps together.
      expect(pagefindSplits('en-US', 's')).toBe(true);
    } finally {
      await close();
      await server.close();
    }
  }, 240_000);

  it('refuses an index not laid out as Pagefind 1.6.0 writes it', () => {
    const replace = (files: PagefindFile[], file: PagefindFile) => files.map((other) => (other.path === file.path ? file : other));
    const entryFile = original.find((file) => file.path === 'pagefind-entry.json')!;
    const entry = JSON.parse(Buffer.from(entryFile.content).toString());
    const metaFile = original.find((file) => file.path === `pagefind.${entry.languages['en-us'].hash}.pf_meta`)!;
    const meta = cborOf(metaFile);
    const chunkFile = original.find((file) => file.path === `index/${meta[2][0][2]}.pf_index`)!;
    const chunk = cborOf(chunkFile);
    const broken: Array<[string, PagefindFile[]]> = [
      ['another version', replace(original, { ...entryFile, content: Buffer.from(JSON.stringify({ ...entry, version: '1.7.0' })) })],
      ['a field more in the metadata', replace(original, { ...metaFile, content: gzipped([...meta, []]) })],
      ['a chunk range of four fields', replace(original, { ...metaFile, content: gzipped([meta[0], meta[1], meta[2].map((range: string[]) => [...range, '']), ...meta.slice(3)]) })],
      ['a word of two fields', replace(original, { ...chunkFile, content: gzipped([chunk[0].map((word: unknown[]) => word.slice(0, 2))]) })],
      // The same value, encoded otherwise than Pagefind does.
      ['an array of unstated length', replace(original, { ...chunkFile, content: zlib.gzipSync(Buffer.concat([Buffer.from('pagefind_dcd\x9f'), gunzipped(chunkFile).subarray(13), Buffer.from([0xff])])) })],
      ['no signature', replace(original, { ...chunkFile, content: zlib.gzipSync(gunzipped(chunkFile).subarray(12)) })],
      ['a missing chunk', original.filter((file) => file !== chunkFile)],
    ];
    for (const [change, files] of broken) {
      expect(() => rechunkIndex(files), change).toThrow(PagefindFormatError);
    }
  });
});
