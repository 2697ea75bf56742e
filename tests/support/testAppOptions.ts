/**
 * The options of a test CMS, apart from testApp.ts (which reads vitest's provided context) so that
 * code running outside vitest starts its CMS the same way (tests/support/testBuilds.ts).
 */
import type { AppOptions } from '../../cms/app';
import { NOTIFICATION_DEFAULTS } from '../../cms/notifications/notificationSettings';
import { readSecondFactorSettings } from '../../cms/staff/secondFactor/secondFactorSettings';

/**
 * No role needs a second factor in a test CMS unless its test says so (`secondFactorFor`): the
 * tests of roles, inboxes and pages sign admins and HR in with a password alone, and the second
 * factor's own tests (tests/cms/staff/secondFactor/, tests/e2e/secondFactor.test.ts) start from
 * the production default, admins and HR.
 */
export const NO_SECOND_FACTOR = readSecondFactorSettings({ SECOND_FACTOR_ROLES: 'none' }, NOTIFICATION_DEFAULTS.publicUrl);

/** The production default of who needs a second factor, with passkeys bound to `publicUrl`. */
export const secondFactorFor = (publicUrl: string) => readSecondFactorSettings({}, publicUrl);

/**
 * The options every test CMS starts from: no CORS origins, a submission rate limit no test reaches
 * unless it overrides it, no content cache or proxy trust to hide what a request did, no
 * second factor required ({@link NO_SECOND_FACTOR}), and no proof-of-work challenge on submissions
 * (the challenge's own tests, tests/cms/spamChallenge/, and browsers end to end turn it on).
 */
export function testAppOptions(dataDir: string, databaseUrl?: string): AppOptions {
  return {
    dataDir, databaseUrl, corsOrigins: [], submitRateLimitPerMinute: 10_000, contentCacheSeconds: 0, trustProxy: false,
    secondFactor: NO_SECOND_FACTOR, spamChallenge: 'off',
  };
}
