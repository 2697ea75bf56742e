/**
 * One seeded picture serves the Chinese and the English pages alike, so none may carry words: a
 * Chinese page would show English in it, or an English page Chinese. Every SVG the seed writes is
 * parsed as a browser parses an SVG image embedded in HTML (parse5, the HTML standard's parser)
 * and searched for anything that renders or announces text.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_FOLDERS } from '../../cms/storage/publicUrls';
import { filesIn, startTestApp, type TestApp } from '../support/testApp';

/** SVG elements that draw or name text. */
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textpath', 'title', 'desc', 'foreignobject']);

/** What in one parsed picture would put words on a page: text elements and non-blank text. */
function wordsIn(node: DefaultTreeAdapterMap['parentNode']): string[] {
  const found: string[] = [];
  const visit = (child: DefaultTreeAdapterMap['childNode']) => {
    if (child.nodeName === '#text') {
      const text = (child as { value: string }).value.trim();
      if (text) found.push(text);
      return;
    }
    if (TEXT_ELEMENTS.has(child.nodeName.toLowerCase())) found.push(`<${child.nodeName}>`);
    if ('childNodes' in child) child.childNodes.forEach(visit);
  };
  node.childNodes.forEach(visit);
  return found;
}

describe('the seed’s pictures', () => {
  let site: TestApp;
  let pictures: Array<{ name: string; svg: string }>;

  beforeAll(async () => {
    site = await startTestApp('sqlite');
    const folder = path.join(site.app.storage.publicDir, PUBLIC_FOLDERS.images);
    const names = (await filesIn(folder)).filter((name) => name.endsWith('.svg'));
    pictures = await Promise.all(names.map(async (name) => ({ name, svg: await fs.readFile(path.join(folder, name), 'utf8') })));
  });
  afterAll(() => site.close());

  it('are written for every case, product, certificate, document, video and QR code', () => {
    expect(pictures.length).toBeGreaterThan(100);
  });

  it('carry no words in any language', () => {
    const worded = pictures
      .map(({ name, svg }) => ({ name, words: wordsIn(parseFragment(svg)) }))
      .filter(({ words }) => words.length > 0);
    expect(worded).toEqual([]);
  });
});
