import path from 'node:path';

/** The repository: every build runs from here and reads its sources from here. */
export const ROOT = path.resolve(__dirname, '..');

/**
 * Gatsby always writes the site here, rewriting files in place: the working copy of the next
 * release, never served while a build may run (see siteReleases.ts).
 */
export const SITE_DIR = path.join(ROOT, 'public');

/** Every published copy of the site, one folder each, and the `current` pointer to the live one. */
export const SITE_RELEASES_DIR = path.join(ROOT, 'site-releases');

/** The live release: what the CMS serves with `npm start`. */
export const LIVE_SITE_DIR = path.join(SITE_RELEASES_DIR, 'current');

/** Gatsby's cache, emptied when a stylesheet changed (see siteBuild.ts). */
export const GATSBY_CACHE_DIR = path.join(ROOT, '.cache');

/**
 * The lock builds on one checkout take turns by (see cms/publishing/buildLock.ts): outside
 * `.cache/`, which a cold build, a bench and the incremental-build test empty while they hold it.
 */
export const SITE_BUILD_LOCK = path.join(ROOT, '.site-build.lock');

/**
 * What installs, builds and the CMS write under the repository, none of it a source of the site:
 * Gatsby compiles its own files with Parcel, which lists every file under the repository before
 * and after, into its cache's snapshot, except in the folders it is told to skip
 * (builders/gatsbyBuild.ts): 16.6 s a listing beside two releases of a 100,000-case site, 0.05 s
 * without these. Not Gatsby's cache: Parcel writes the compiled files there, and must see Gatsby
 * empty them before each compile to write them again.
 */
export const UNSOURCED_DIRS = [
  path.join(ROOT, 'node_modules'), SITE_DIR, SITE_RELEASES_DIR, path.join(ROOT, 'dist'), path.join(ROOT, 'data'),
];

/** The embed bundle; the CMS serves it at /widgets/. */
export const WIDGETS_DIR = path.join(ROOT, 'dist/widgets');

/** The back office's single-page app; the CMS serves it at /admin/. */
export const ADMIN_DIR = path.join(ROOT, 'dist/admin');

/** The output folders, as the CMS's configuration takes them for its defaults. */
export const OUTPUT_DIRS = { siteDir: LIVE_SITE_DIR, widgetsDir: WIDGETS_DIR, adminDir: ADMIN_DIR } as const;
