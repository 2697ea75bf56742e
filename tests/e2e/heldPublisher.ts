import type { SitePublisher } from '../../cms/publishing/publishQueue';

/**
 * Stands for the site build (tests/e2e/publishing.test.ts runs the real one): `publisher` reports
 * a phase with pages and, while the test holds builds (`hold`), waits until the test has seen them
 * (`finish`); other publishes (a set-up's) go through at once, making `release` live.
 */
export function heldPublisher(release: string): { publisher: SitePublisher; hold(): void; finish(): void } {
  let held: Promise<void> | null = null;
  let finishHeld: () => void = () => {};
  return {
    publisher: async (report) => {
      report({ phase: 'html', pages: { done: 1, total: 2 } });
      if (held) await held;
      return { release, built: true };
    },
    hold: () => {
      held = new Promise<void>((resolve) => {
        finishHeld = () => {
          held = null;
          resolve();
        };
      });
    },
    finish: () => finishHeld(),
  };
}
