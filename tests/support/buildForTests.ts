/**
 * The end-to-end tests' builds (testBuilds.ts) as a command of their own, from a CMS that seeds
 * the demo content itself: `scripts/test.sh` runs it beside the type check and the lint, each of
 * which keeps one core busy, so that the builds use what those leave and vitest's end-to-end
 * setup finds them current.
 */
import { buildForEndToEnd } from './testBuilds';

buildForEndToEnd().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
