import path from 'node:path';

/** The repository: every build runs from here and reads its sources from here. */
export const ROOT = path.resolve(__dirname, '..');

/** Gatsby always writes the site here; the CMS serves it with `npm start`. */
export const SITE_DIR = path.join(ROOT, 'public');

/** Gatsby's cache, emptied when a stylesheet changed (see siteBuild.ts). */
export const GATSBY_CACHE_DIR = path.join(ROOT, '.cache');

/** The embed bundle; the CMS serves it at /widgets/. */
export const WIDGETS_DIR = path.join(ROOT, 'dist/widgets');

/** The back office's single-page app; the CMS serves it at /admin/. */
export const ADMIN_DIR = path.join(ROOT, 'dist/admin');

/** The output folders, as the CMS's configuration takes them for its defaults. */
export const OUTPUT_DIRS = { siteDir: SITE_DIR, widgetsDir: WIDGETS_DIR, adminDir: ADMIN_DIR } as const;
