import fs from 'node:fs/promises';
import path from 'node:path';
import { INLINE_SCRIPT_HASHES_FILE, type InlineScriptHashes } from '../../contract/inlineScriptHashes';

/**
 * The inline script hashes the site's build listed for each page (site/gatsby/inlineScriptHashes.ts).
 * The site can be rebuilt while the CMS runs, so the list is read again whenever its file
 * changed. A page the list does not name (or a build without the list) gets no hash: its inline
 * scripts are refused rather than allowed blindly.
 */
export function siteScriptHashes(siteDir: string): (pageFile: string) => Promise<readonly string[]> {
  const file = path.join(siteDir, INLINE_SCRIPT_HASHES_FILE);
  let loaded: { mtimeMs: number; hashes: InlineScriptHashes } | null = null;
  return async (pageFile) => {
    const stat = await fs.stat(file).catch(() => null);
    if (!stat) return [];
    if (loaded?.mtimeMs !== stat.mtimeMs) {
      const hashes = JSON.parse(await fs.readFile(file, 'utf8')) as InlineScriptHashes;
      loaded = { mtimeMs: stat.mtimeMs, hashes };
    }
    return loaded.hashes[pageFile.replace(/^\/+/, '')] ?? [];
  };
}
