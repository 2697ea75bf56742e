/**
 * The back office is the CMS's, never the public site's: no page or bundle of the built site
 * names anything under /admin, and none of the back office's files is in the site's output.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_DIR, LIVE_SITE_DIR } from '../../builders/paths';
import { ADMIN_APP_PATH } from '../../contract/adminApi';
import { filesIn } from '../support/testApp';

/** The site's text files a browser reads: pages, scripts, styles, page data. */
const TEXT = /\.(html|js|css|json|webmanifest|xml|txt)$/;

/**
 * The files of the live release the CMS serves: not those under a name starting with a dot, the
 * release's own (its record, stamps, the build's server-side renderer kept for quick releases),
 * which it refuses (cms/serving/builtPages.ts, `releasePath`).
 */
const servedFiles = async () => (await filesIn(LIVE_SITE_DIR)).filter((file) => !file.split(path.sep).some((part) => part.startsWith('.')));

/** An address under /admin in markup, script or CSS: quoted, in url(), or as an origin-relative link. */
const ADMIN_REFERENCE = new RegExp(`["'(\\s=]${ADMIN_APP_PATH}(?:[/"'?#)\\s]|$)`);

describe('the public site and the back office', () => {
  it('has no page, script or data file of the site that references /admin', async () => {
    const files = (await servedFiles()).filter((file) => TEXT.test(file));
    expect(files.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(10);
    const referencing: string[] = [];
    for (const file of files) {
      if (ADMIN_REFERENCE.test(await fs.readFile(path.join(LIVE_SITE_DIR, file), 'utf8'))) referencing.push(file);
    }
    expect(referencing).toEqual([]);
  });

  it("puts none of the back office's files in the site's output", async () => {
    const adminAssets = (await filesIn(path.join(ADMIN_DIR, 'assets'))).filter((file) => file.endsWith('.js'));
    expect(adminAssets.length).toBeGreaterThan(1);
    const siteNames = new Set((await servedFiles()).map((file) => path.basename(file)));
    expect(adminAssets.filter((file) => siteNames.has(path.basename(file)))).toEqual([]);
    expect(await fs.stat(path.join(LIVE_SITE_DIR, ADMIN_APP_PATH)).catch(() => null)).toBeNull();
  });
});
