import path from 'node:path';
import { buildStamp, ROOT, runBuild } from './buildStamp';

/** Gatsby always writes its output here. */
export const SITE_DIR = path.join(ROOT, 'public');

const stamp = buildStamp(path.join(SITE_DIR, '.build-stamp'), [
  'site', 'contract', 'widgets', 'cms/seed', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx',
  'gatsby-ssr.tsx', 'static', 'package-lock.json',
]);

export interface SiteBuildOptions {
  /** The CMS the build sources content from. */
  cmsUrl: string;
  /** The public origin written into canonical URLs and the sitemap. */
  siteUrl: string;
  /** Where the browser reaches the CMS; empty for the same origin. */
  browserCmsUrl?: string;
}

/** The CMS's address does not change what is built, only where the content is read from. */
const stampedOptions = ({ siteUrl, browserCmsUrl }: SiteBuildOptions) => ({ siteUrl, browserCmsUrl: browserCmsUrl ?? '' });

/** Runs `gatsby build`, streaming its progress; rejects with its output's tail when it fails. */
export async function buildSite(options: SiteBuildOptions, log: (text: string) => void = (text) => process.stdout.write(text)) {
  await runBuild(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
    CMS_URL: options.cmsUrl,
    SITE_URL: options.siteUrl,
    GATSBY_CMS_URL: options.browserCmsUrl ?? '',
    GATSBY_TELEMETRY_DISABLED: '1',
    CI: 'true',
  }, log);
  await stamp.write(stampedOptions(options));
}

/** True when `public/` holds a build of the current sources for these options. */
export function siteIsCurrent(options: SiteBuildOptions): Promise<boolean> {
  return stamp.isCurrent(stampedOptions(options));
}
