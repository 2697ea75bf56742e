import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..');
/** Gatsby always writes its output here. */
export const SITE_DIR = path.join(ROOT, 'public');
const STAMP = path.join(SITE_DIR, '.build-stamp');
/** What the built site is made of: when none of it changed, the last build is still good. */
const SOURCES = ['site', 'contract', 'cms/seed', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package-lock.json'];

export interface SiteBuildOptions {
  /** The CMS the build sources content from. */
  cmsUrl: string;
  /** The public origin written into canonical URLs and the sitemap. */
  siteUrl: string;
  /** Where the browser reaches the CMS; empty for the same origin. */
  browserCmsUrl?: string;
}

/** Runs `gatsby build`, streaming its progress; rejects with its output's tail when it fails. */
export async function buildSite(options: SiteBuildOptions, log: (line: string) => void = (line) => process.stdout.write(line)) {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
      cwd: ROOT,
      env: {
        ...process.env,
        CMS_URL: options.cmsUrl,
        SITE_URL: options.siteUrl,
        GATSBY_CMS_URL: options.browserCmsUrl ?? '',
        GATSBY_TELEMETRY_DISABLED: '1',
        CI: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      tail = (tail + text).slice(-8000);
      log(text);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`gatsby build failed (exit ${code}):\n${tail}`))));
  });
  await fs.writeFile(STAMP, await sourcesDigest(options));
}

/** True when `public/` holds a build of the current sources for these options. */
export async function siteIsCurrent(options: SiteBuildOptions): Promise<boolean> {
  const stamp = await fs.readFile(STAMP, 'utf8').catch(() => '');
  return stamp === (await sourcesDigest(options));
}

async function sourcesDigest(options: SiteBuildOptions): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify({ ...options, cmsUrl: undefined }));
  for (const source of SOURCES) {
    for (const file of await filesUnder(path.join(ROOT, source))) {
      hash.update(file).update(await fs.readFile(file));
    }
  }
  return hash.digest('hex');
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
