import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INLINE_SCRIPT_HASHES_FILE } from '../../../contract/inlineScriptHashes';
import { finishBuiltPages } from '../../../site/gatsby/finishBuiltPages';
import { inlineScriptHashesOf } from '../../../site/gatsby/inlineScriptHashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes of the built pages', () => {
  let folder = '';
  afterEach(() => fs.rm(folder, { recursive: true, force: true }));

  it('hash the text the browser runs: inline scripts only, newlines as the HTML parser reads them, each once', () => {
    const html = [
      '<script src="/app.js" async></script>',
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/home";/*]]>*/</script>',
      '<SCRIPT>\r\n  window.___chunkMapping="{}";\r\n</SCRIPT >',
      '<script>window.___webpackCompilationHash="0e95";</script>',
      '<script>window.___webpackCompilationHash="0e95";</script>',
      '<script></script>',
    ].join('');
    expect(inlineScriptHashesOf(html)).toEqual([
      sha256('/*<![CDATA[*/window.pagePath="/home";/*]]>*/'),
      sha256('\n  window.___chunkMapping="{}";\n'),
      sha256('window.___webpackCompilationHash="0e95";'),
    ]);
  });

  it('leave out data blocks, which the browser never runs (the JSON-LD); typed JavaScript and modules are hashed', () => {
    const html = [
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite"}</script>',
      "<script type='APPLICATION/LD+JSON' >{}</script>",
      '<script type=text/plain>not run</script>',
      '<script type="text/javascript">window.a=1;</script>',
      '<script type="module">window.b=2;</script>',
      '<script type="">window.c=3;</script>',
    ].join('');
    expect(inlineScriptHashesOf(html)).toEqual([sha256('window.a=1;'), sha256('window.b=2;'), sha256('window.c=3;')]);
  });

  it('hash a script\'s characters as the browser encodes them, and read only HTML\'s whitespace in its tag', () => {
    const title = 'window.title="堆垛机 à";';
    const page = Buffer.concat([
      Buffer.from(`<p>输送线\u00a0</p><script data-note="àsrc=1">${title}</script>`, 'utf8'),
      // Not UTF-8: the browser decodes the stray byte as U+FFFD and hashes that.
      Buffer.from('<script>window.x="'), Buffer.from([0xa0]), Buffer.from('";</script>'),
      // U+00A0 is not HTML's whitespace: this is no script element's tag, and nothing of it runs.
      Buffer.from('<script\u00a0src="/a.js">window.notRun=1;</script>', 'utf8'),
    ]);
    expect(inlineScriptHashesOf(page)).toEqual([sha256(title), sha256('window.x="\ufffd";')]);
    expect(inlineScriptHashesOf(page.toString('utf8'))).toEqual([sha256(title), sha256('window.x="\ufffd";')]);
  });

  it('are listed per page file, relative and /-separated; pages without inline scripts are left out', async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'script-hashes-'));
    await fs.mkdir(path.join(folder, 'en-US', 'home'), { recursive: true });
    await fs.writeFile(path.join(folder, 'en-US', 'home', 'index.html'), '<script>window.pagePath="/en-US/home";</script>');
    await fs.writeFile(path.join(folder, '404.html'), '<script>window.pagePath="/404.html";</script>');
    await fs.writeFile(path.join(folder, 'plain.html'), '<p>no scripts</p>');

    expect(await finishBuiltPages(folder)).toBe(2);
    const listed = JSON.parse(await fs.readFile(path.join(folder, INLINE_SCRIPT_HASHES_FILE), 'utf8'));
    expect(listed).toEqual({
      'en-US/home/index.html': [sha256('window.pagePath="/en-US/home";')],
      '404.html': [sha256('window.pagePath="/404.html";')],
    });
    expect((await fs.readdir(folder)).sort()).toEqual(['404.html', INLINE_SCRIPT_HASHES_FILE, 'en-US', 'plain.html'].sort());
  });

  it('are read again only from pages written since the last pass; pages gone leave the list', async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'script-hashes-'));
    const kept = path.join(folder, 'kept.html');
    const rewritten = path.join(folder, 'rewritten.html');
    const removed = path.join(folder, 'removed.html');
    for (const file of [kept, rewritten, removed]) await fs.writeFile(file, '<script>window.first=1;</script>');
    const past = new Date(Date.now() - 60_000);
    for (const file of [kept, rewritten, removed]) await fs.utimes(file, past, past);
    expect(await finishBuiltPages(folder)).toBe(3);

    // The next build: one page rewritten, one gone; the kept page's bytes change without a write
    // time after the pass, which only a rewrite by the build could give it: it is not read again.
    await fs.writeFile(rewritten, '<script>window.second=2;</script>');
    await fs.rm(removed);
    await fs.writeFile(kept, '<script>window.unread=0;</script>');
    await fs.utimes(kept, past, past);
    expect(await finishBuiltPages(folder)).toBe(2);
    const listed = JSON.parse(await fs.readFile(path.join(folder, INLINE_SCRIPT_HASHES_FILE), 'utf8'));
    expect(listed).toEqual({
      'kept.html': [sha256('window.first=1;')],
      'rewritten.html': [sha256('window.second=2;')],
    });
  });

  it('strip the NUL bytes React pads split characters with, then hash the page as served', async () => {
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'script-hashes-'));
    const page = path.join(folder, 'index.html');
    const served = '<p>堆垛机</p><script>window.pagePath="/";</script>';
    const padded = Buffer.from(served, 'utf8');
    await fs.writeFile(page, Buffer.concat([padded.subarray(0, 5), Buffer.alloc(3), padded.subarray(5, 30), Buffer.alloc(2), padded.subarray(30)]));

    await finishBuiltPages(folder);
    expect(await fs.readFile(page, 'utf8')).toBe(served);
    const listed = JSON.parse(await fs.readFile(path.join(folder, INLINE_SCRIPT_HASHES_FILE), 'utf8'));
    expect(listed).toEqual({ 'index.html': [sha256('window.pagePath="/";')] });
  });
});
