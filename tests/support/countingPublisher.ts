import type { SitePublisher } from '../../cms/publishing/publishQueue';

/**
 * Stands for the site build in CMS tests that count the publishes asked for: `builds()` says how
 * many ran, `nextBuild()` settles when the next one starts (a publish asked for through a
 * PostgreSQL notice comes a moment after the call that caused it).
 */
export function countingPublisher() {
  let builds = 0;
  let waiters: Array<() => void> = [];
  const publisher: SitePublisher = async () => {
    builds += 1;
    for (const resolve of waiters) resolve();
    waiters = [];
    return { release: `release-${builds}`, built: true };
  };
  return {
    publisher,
    builds: () => builds,
    nextBuild: () => new Promise<void>((resolve) => waiters.push(resolve)),
  };
}
