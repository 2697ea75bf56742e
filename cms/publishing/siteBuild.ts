import fs from 'node:fs/promises';
import path from 'node:path';
import { GATSBY_CACHE_DIR, LIVE_SITE_DIR, SITE_DIR } from '../../builders/paths';
import type { PublishProgress } from './publishQueue';
import { gatsbyProgress } from './gatsbyProgress';
import { gatsbyBuild } from '../../builders/gatsbyBuild';
import { buildStamp } from '../../builders/stamp';

const stamp = buildStamp(path.join(SITE_DIR, '.build-stamp'), [
  'site', 'contract', 'widgets', 'seed', 'compression/twins.ts', 'gatsby-config.ts', 'gatsby-node.ts',
  'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'static', 'package-lock.json',
]);

/**
 * The site's stylesheets alone. Gatsby 5 decides which pages to render again from their data and
 * their server-side code; a stylesheet edit that keeps every class name changes neither, so an
 * incremental build would keep the old CSS inlined in the old pages' HTML. When a stylesheet
 * changed, the build starts from an empty cache and renders every page.
 */
const stylesheets = buildStamp(path.join(SITE_DIR, '.stylesheets-stamp'), ['site'], (file) => file.endsWith('.css'));

export interface SiteBuildOptions {
  /** The CMS the build sources content from. */
  cmsUrl: string;
  /** The public origin written into canonical URLs and the sitemap. */
  siteUrl: string;
  /** Where the browser reaches the CMS; empty for the same origin. */
  browserCmsUrl?: string | undefined;
  /**
   * The database's content revision (cms/content/contentRevision.ts), read before the build
   * sources the content; a build from a CMS known by its address alone is stamped without one,
   * so the next `npm start` finds it stale and builds once more.
   */
  contentRevision?: number | undefined;
  /**
   * The newest article text's time, read with the revision (cms/publishing/quick/contentPoint.ts):
   * recorded in the release, so quick releases over it know what it holds. Not part of the stamp.
   */
  contentPoint?: string | undefined;
}

/**
 * The CMS's address does not change what is built, only where the content is read from; the
 * content's revision does: a changed database makes the live release stale.
 */
const stampedOptions = ({ siteUrl, browserCmsUrl, contentRevision }: SiteBuildOptions) => ({
  siteUrl, browserCmsUrl: browserCmsUrl ?? '', contentRevision: contentRevision ?? null,
});

type Log = (text: string) => void;
type Report = (progress: PublishProgress) => void;

/** The site's sources for some options, digested once (a walk of every file under them). */
export interface SiteSources {
  /** True when `siteDir` (the live release by default) holds a build of these sources. */
  builtIn(siteDir?: string): Promise<boolean>;
  /** Builds them, stamped with the digest already taken (see {@link buildSite}). */
  build(log?: Log, report?: Report): Promise<void>;
}

/**
 * Digests the sources of a build for `options`: a publish asks whether the live release is
 * current and then builds, and both answer from this one digest.
 */
export async function siteSources(options: SiteBuildOptions): Promise<SiteSources> {
  const sources = await stamp.digest(stampedOptions(options));
  return {
    builtIn: async (siteDir = LIVE_SITE_DIR) => (await stamp.written(siteDir)) === sources,
    build: (log, report) => runGatsbyBuild(options, sources, log, report),
  };
}

/**
 * Runs `gatsby build` into {@link SITE_DIR} (the working copy, not served: cms/publishing/publishSite.ts
 * copies it into a release), streaming its progress; rejects with its output's tail when it
 * fails. The site's `onPostBuild` writes the compressed twins. The stamp is written into the
 * working copy, and goes live with the release copied from it. Gatsby reports in its structured
 * form (gatsbyProgress.ts): `report` hears the phases and pages done, `log` its messages as text,
 * and a failure says the errors Gatsby logged.
 */
export async function buildSite(options: SiteBuildOptions, log?: Log, report?: Report): Promise<void> {
  await (await siteSources(options)).build(log, report);
}

async function runGatsbyBuild(
  options: SiteBuildOptions,
  sources: string,
  log: Log = (text) => process.stdout.write(text),
  report: Report = () => {},
) {
  const styles = await stylesheets.digest();
  if (styles !== (await stylesheets.written())) {
    log('Stylesheets changed since the last build: every page is rendered again (empty Gatsby cache)\n');
    await fs.rm(GATSBY_CACHE_DIR, { recursive: true, force: true });
  }
  const progress = gatsbyProgress(report, log);
  await gatsbyBuild({
    CMS_URL: options.cmsUrl,
    SITE_URL: options.siteUrl,
    GATSBY_CMS_URL: options.browserCmsUrl ?? '',
    GATSBY_LOGGER: 'json',
  }, progress.write).catch((error: Error) => {
    const errors = progress.errors();
    throw errors.length > 0 ? new Error(`gatsby build failed: ${errors.join('\n')}`) : error;
  });
  await stamp.write(sources);
  await stylesheets.write(styles);
}

/** True when `siteDir` (the live release by default) holds a build of the current sources for these options. */
export async function siteIsCurrent(options: SiteBuildOptions, siteDir?: string): Promise<boolean> {
  return (await siteSources(options)).builtIn(siteDir);
}
