import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { INLINE_SCRIPT_HASHES_FILE, type InlineScriptHashes } from '../../contract/inlineScriptHashes';
import { writeWhole } from '../../compression/writeWhole';
import { inlineScriptHashesOf } from './inlineScriptHashes';

const NUL = 0;

/**
 * One pass over every built page, reading each once. React 18.3's streaming renderer can split a
 * multi-byte character at its 2 KB chunk boundary and pad it with NUL bytes (facebook/react#31134);
 * browsers drop them, crawlers and validators may not, so they go first. Then the page's inline
 * scripts are listed: Gatsby writes three into every page (its page path, chunk map and compilation
 * hash) and the CMS allows each page exactly its own, so no per-request nonce is needed and the
 * pages stay static files. The hashes are those of the page as served, after the stripping.
 * Answers how many pages have inline scripts.
 *
 * An incremental build rewrites only the pages whose data or code changed: a page listed by the
 * previous pass and not written since it ended keeps its hashes, unread (at 20,000 pages, reading
 * them all took half a minute of every publish). The walk, the write-time checks and the reads
 * are synchronous: they run in Gatsby's process after every page is written, with nothing else to
 * wait for, and each asynchronous call costs round trips through libuv's thread pool (measured on
 * 20,000 folders with 10,000 pages: 4 times the wall time and 3.5 times the CPU of the same calls
 * made synchronously; reading and hashing 20,000 built pages of 51 KB, 12.4 s with
 * `fs.promises.readFile` against 1.2 s synchronously from the page cache, 18.4 s against 11.7 s
 * from the disk).
 */
export async function finishBuiltPages(publicDir: string): Promise<number> {
  const target = path.join(publicDir, INLINE_SCRIPT_HASHES_FILE);
  const previous = await readPreviousPass(target);
  const manifest: InlineScriptHashes = {};
  const entries = readdirSync(publicDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const page = path.relative(publicDir, file).split(path.sep).join('/');
    const listed = previous?.manifest[page];
    if (listed && statSync(file).mtimeMs < previous.endedMs) {
      manifest[page] = listed;
      continue;
    }
    const hashes = finishPage(file);
    if (hashes.length > 0) manifest[page] = hashes;
  }
  // A CMS serving the previous build reads the list meanwhile: it must never see half of it.
  await writeWhole(target, Buffer.from(JSON.stringify(manifest)));
  return Object.keys(manifest).length;
}

/**
 * Finishes one built page in place (its NUL bytes dropped) and answers the hashes of its inline
 * scripts as served: what the pass above does for each page it reads, and what a quick release
 * (cms/publishing/quick) does for the pages it renders.
 */
export function finishPage(file: string): string[] {
  let bytes: Uint8Array = readFileSync(file);
  if (bytes.includes(NUL)) {
    bytes = bytes.filter((byte) => byte !== NUL);
    writeFileSync(file, bytes);
  }
  return inlineScriptHashesOf(bytes);
}

/** The list the previous pass wrote, and when: every page it read was written before. */
async function readPreviousPass(file: string): Promise<{ manifest: InlineScriptHashes; endedMs: number } | null> {
  const stat = await fs.stat(file).catch(() => null);
  if (!stat) return null;
  try {
    return { manifest: JSON.parse(await fs.readFile(file, 'utf8')) as InlineScriptHashes, endedMs: stat.mtimeMs };
  } catch {
    return null;
  }
}
