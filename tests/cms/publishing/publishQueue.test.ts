import { describe, expect, it } from 'vitest';
import { createPublishQueue, type PublishProgress } from '../../../cms/publishing/publishQueue';

/** A publisher whose builds the test ends one by one, each call announced as it starts. */
function controlledPublisher() {
  const builds: Array<{ report: (progress: PublishProgress) => void; succeed: (release: string) => void; fail: (reason: string) => void }> = [];
  let announce: (() => void) | null = null;
  const publisher = (report: (progress: PublishProgress) => void) =>
    new Promise<{ release: string; built: boolean }>((resolve, reject) => {
      builds.push({ report, succeed: (release) => resolve({ release, built: true }), fail: (reason) => reject(new Error(reason)) });
      announce?.();
    });
  /** Settles when build number `count` has started. */
  const started = (count: number) => new Promise<void>((resolve) => {
    if (builds.length >= count) return resolve();
    announce = () => {
      if (builds.length >= count) resolve();
    };
  });
  return { publisher, builds, started };
}

describe('the publish queue', () => {
  it('merges requests into one build, runs one build at a time, and keeps progress and the last result', async () => {
    const { publisher, builds, started } = controlledPublisher();
    let lives = 0;
    const queue = createPublishQueue(publisher, { debounceMs: 5, onLive: () => (lives += 1) });

    const first = queue.request();
    expect(queue.request().id).toBe(first.id);
    expect(queue.state()).toMatchObject({ running: null, next: { id: first.id, phase: 'waiting' }, last: null });

    await started(1);
    builds[0]!.report({ phase: 'html', pages: { done: 40, total: 120 } });
    expect(queue.state().running).toMatchObject({ id: first.id, phase: 'html', pages: { done: 40, total: 120 } });

    // Asked for while a build runs: one next build carries both requests.
    const second = queue.request();
    expect(second.id).toBeGreaterThan(first.id);
    expect(queue.request().id).toBe(second.id);
    expect(builds).toHaveLength(1);

    builds[0]!.succeed('release-1');
    await started(2);
    expect(queue.state()).toMatchObject({ running: { id: second.id }, next: null, last: { jobId: first.id, status: 'live', release: 'release-1' } });
    expect(lives).toBe(1);

    builds[1]!.fail('gatsby build failed: the CMS answered 500');
    await queue.idle();
    expect(queue.state()).toMatchObject({
      running: null, next: null, last: { jobId: second.id, status: 'failed', reason: 'gatsby build failed: the CMS answered 500' },
    });
    expect(lives).toBe(1);
    expect(builds).toHaveLength(2);
  });

  it('drops the waiting job when stopped: the next request is the first build', async () => {
    const { publisher, builds, started } = controlledPublisher();
    const queue = createPublishQueue(publisher, { debounceMs: 5, onLive: () => {} });
    const dropped = queue.request();
    queue.stop();
    await queue.idle();
    expect(queue.state()).toEqual({ running: null, next: null, last: null });

    const kept = queue.request();
    await started(1);
    expect(queue.state().running?.id).toBe(kept.id);
    expect(kept.id).not.toBe(dropped.id);
    expect(builds).toHaveLength(1);
    builds[0]!.succeed('release-1');
    await queue.idle();
    expect(queue.state().last).toMatchObject({ jobId: kept.id, status: 'live' });
  });
});
