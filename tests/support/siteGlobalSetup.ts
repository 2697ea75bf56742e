import { prepareSeededTemplates } from './seededTemplates';
import { buildForEndToEnd } from './testBuilds';

export { TEST_SITE_URL } from './testBuilds';

/**
 * The end-to-end project's global setup: the site, the embed bundle and the back office built
 * once per run (testBuilds.ts), from a copy of the run's seeded demo content, unless
 * `scripts/test.sh` built them before vitest started (buildForTests.ts): each is skipped when its
 * output is a build of the current sources.
 */
export default async function setup() {
  // The run's seeded demo content, copied: what a CMS seeding an empty database would serve.
  const seeded = await prepareSeededTemplates();
  try {
    await buildForEndToEnd(seeded.templates.sqlite.dataDir);
  } finally {
    await seeded.remove();
  }
}
