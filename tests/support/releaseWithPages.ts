import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Writes a built page at each path (`<path>/index.html`, as the build does) in `siteDir`. */
export async function writePages(siteDir: string, pages: readonly string[]): Promise<void> {
  for (const page of pages) {
    await fs.mkdir(path.join(siteDir, page), { recursive: true });
    await fs.writeFile(path.join(siteDir, page, 'index.html'), `<!doctype html><title>${page}</title>`);
  }
}

/** A live release holding the Chinese 404 page and `pages` (paths without leading slash); answers its folder. */
export async function releaseWithPages(pages: readonly string[]): Promise<string> {
  const siteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-release-'));
  await writePages(siteDir, ['404', ...pages]);
  return siteDir;
}
