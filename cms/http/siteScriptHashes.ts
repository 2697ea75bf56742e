import fs from 'node:fs/promises';
import path from 'node:path';
import { INLINE_SCRIPT_HASHES_FILE, type InlineScriptHashes } from '../../contract/inlineScriptHashes';

/** One list for every page without hashes, so what is worked out from a page's list is kept once. */
const NO_HASHES: readonly string[] = Object.freeze([]);

/**
 * The inline script hashes the site's build listed for each page (site/gatsby/inlineScriptHashes.ts),
 * read from the folder the page is served from, so a page and its hashes always come from one
 * release. A folder's list is read again whenever its file changed (a folder served as it is can
 * be rebuilt in place); only the lists of the last few folders are kept. A page the list does not
 * name (or a build without the list) gets no hash: its inline scripts are refused rather than
 * allowed blindly.
 */
export function siteScriptHashes(kept = 3): (siteDir: string, pageFile: string) => Promise<readonly string[]> {
  const loaded = new Map<string, { mtimeMs: number; hashes: InlineScriptHashes }>();
  return async (siteDir, pageFile) => {
    const file = path.join(siteDir, INLINE_SCRIPT_HASHES_FILE);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat) return NO_HASHES;
    let list = loaded.get(siteDir);
    if (list?.mtimeMs !== stat.mtimeMs) {
      list = { mtimeMs: stat.mtimeMs, hashes: JSON.parse(await fs.readFile(file, 'utf8')) as InlineScriptHashes };
      loaded.delete(siteDir);
      loaded.set(siteDir, list);
      for (const oldest of loaded.keys()) {
        if (loaded.size <= kept) break;
        loaded.delete(oldest);
      }
    }
    return list.hashes[pageFile.replace(/^\/+/, '')] ?? NO_HASHES;
  };
}
