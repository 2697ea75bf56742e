import type { AppOptions } from '../cms/app';
import { loadDemoContent } from '../seed/loadDemoContent';

/**
 * A benchmark's CMS on SQLite in `dataDir` with the demo content: no partner origin, a submission
 * limit no load reaches, no content cache unless the benchmark asks for one, and no proof-of-work
 * challenge (SPAM_CHALLENGE=off, as for any load test: the load generator is no browser).
 */
export const benchCmsOptions = (dataDir: string) =>
  ({
    dataDir,
    databaseUrl: undefined,
    corsOrigins: [],
    submitRateLimitPerMinute: 100_000_000,
    contentCacheSeconds: 0,
    trustProxy: false,
    spamChallenge: 'off',
    seed: loadDemoContent,
  }) satisfies AppOptions;
