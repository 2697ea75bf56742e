import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeWhole } from '../../../compression/writeWhole';

/** The folder of a release the site's search reads (site/src/components/search/pagefindClient.ts). */
export const SEARCH_INDEX_DIR = 'pagefind';

/**
 * The script the site imports (`/pagefind/pagefind.js?<language>`), the search pointer: it loads the
 * Pagefind of the index the release serves, `pagefind/<name>/pagefind.js`, and hands each call to
 * it. Pagefind takes the folder of its own script's address as the base of its files, so a
 * visitor who loaded one index keeps reading that index's files even after the pointer moves to
 * another one. The pointer passes its query on: the site loads a module per language
 * (site/src/components/search/pagefindClient.ts), and a static `export *` would load one Pagefind
 * for both. Its functions wait for the import rather than the module awaiting it at its top level,
 * which browsers support only from Chrome 89 and Safari 15 (Pagefind's own script runs from
 * Chrome 80). The names are Pagefind 1.6.0's asynchronous exports (package.json pins it); the site
 * uses none of the others (createInstance).
 */
const POINTER = 'pagefind.js';
const PAGEFIND_FUNCTIONS = ['debouncedSearch', 'destroy', 'filters', 'init', 'mergeIndex', 'options', 'preload', 'search'];
const pointerScript = (name: string) => [
  `const pagefind = import(\`./${name}/${POINTER}\${new URL(import.meta.url).search}\`);`,
  'const call = (fn) => (...args) => pagefind.then((module) => module[fn](...args));',
  `export const ${PAGEFIND_FUNCTIONS.map((fn) => `${fn} = call('${fn}')`).join(', ')};`,
  '',
].join('\n');
const POINTED = /^const pagefind = import\(`\.\/([\w-]+)\/pagefind\.js/;

/**
 * A name for a new index folder, unique within the release. Never containing "pagefind": Pagefind
 * takes the site's root from the part of its base before the first `/pagefind`.
 */
export const newIndexName = () => randomUUID().slice(0, 13);

/**
 * The index `releaseDir` serves: its folder and its name, or null when the release has none. A
 * release published before indexes had folders of their own has its index in `pagefind/` itself,
 * with Pagefind's own script where the pointer would be, and no name.
 */
export async function servedIndex(releaseDir: string): Promise<{ dir: string; name: string | null } | null> {
  const dir = path.join(releaseDir, SEARCH_INDEX_DIR);
  const pointer = await fs.readFile(path.join(dir, POINTER), 'utf8').catch(() => null);
  if (pointer === null) return null;
  const name = POINTED.exec(pointer)?.[1] ?? null;
  return name ? { dir: path.join(dir, name), name } : { dir, name };
}

/**
 * Makes `releaseDir` serve its index in `pagefind/<name>`: the pointer is written whole
 * (compression/writeWhole.ts: under a dot-name the CMS does not serve, renamed over the old one),
 * so a visitor loads one index or the other. The folders of earlier indexes stay: a visitor who
 * loaded one goes on reading it.
 */
export async function pointToIndex(releaseDir: string, name: string): Promise<void> {
  await writeWhole(path.join(releaseDir, SEARCH_INDEX_DIR, POINTER), Buffer.from(pointerScript(name)));
}
