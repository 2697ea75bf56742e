import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './paths';

/**
 * A build's stamp: a digest of the files it is made from (and its options), written beside the
 * output. When none of them changed, the last build is still good and is not redone. The digest
 * is taken before the build reads its sources and written once it succeeded, so a source edited
 * while the build ran leaves the stamp stale.
 */
export interface BuildStamp {
  /** `at`: a copy of the output elsewhere (a site release) whose stamp is read instead. */
  isCurrent(options?: unknown, at?: string): Promise<boolean>;
  digest(options?: unknown): Promise<string>;
  /** The digest the last build wrote (at `at`, as for {@link isCurrent}); empty when none did. */
  written(at?: string): Promise<string>;
  write(digest: string): Promise<void>;
}

/** `sources` are paths relative to the repository, files or folders (every file under them). */
export function buildStamp(stampFile: string, sources: string[], only: (file: string) => boolean = () => true): BuildStamp {
  const digest = async (options: unknown) => {
    const hash = createHash('sha256').update(JSON.stringify(options ?? null));
    for (const source of sources) {
      for (const file of (await filesUnder(path.join(ROOT, source))).filter(only)) {
        hash.update(path.relative(ROOT, file)).update(await fs.readFile(file));
      }
    }
    return hash.digest('hex');
  };
  const written = (at?: string) =>
    fs.readFile(at ? path.join(at, path.basename(stampFile)) : stampFile, 'utf8').catch(() => '');
  return {
    isCurrent: async (options, at) => (await written(at)) === (await digest(options)),
    digest,
    written,
    write: (value) => fs.writeFile(stampFile, value),
  };
}

async function filesUnder(target: string): Promise<string[]> {
  const stat = await fs.lstat(target).catch(() => null);
  if (!stat) return [];
  if (stat.isFile()) return [target];
  if (!stat.isDirectory()) return [];
  const entries = await fs.readdir(target, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
