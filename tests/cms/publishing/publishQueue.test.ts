import { describe, expect, it } from 'vitest';
import { createPublishQueue, type PublishProgress, type PublishQueue, type QuickPublisher } from '../../../cms/publishing/publishQueue';

/** A publisher whose builds the test ends one by one, each call announced as it starts. */
function controlledPublisher() {
  const builds: Array<{
    report: (progress: PublishProgress) => void;
    /** `built` false: the live release was current already. */
    succeed: (release: string, built?: boolean) => void;
    fail: (reason: string) => void;
  }> = [];
  let announce: (() => void) | null = null;
  const publisher = (report: (progress: PublishProgress) => void) =>
    new Promise<{ release: string; built: boolean }>((resolve, reject) => {
      builds.push({ report, succeed: (release, built = true) => resolve({ release, built }), fail: (reason) => reject(new Error(reason)) });
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

type QuickResult = Awaited<ReturnType<QuickPublisher>>;

/**
 * A quick publisher whose runs the test ends one by one. The queue starts a quick release in the
 * callbacks of what caused it (a request, a run or a build that ended), with no timer: by the next
 * turn of the event loop it has started or will not. So `started(count)` settles once run number
 * `count` has started and fails if it has not by then, and `idleAfter(count)` settles when the
 * queue is idle and fails as soon as one more run starts: a run that should not come, or that never
 * comes, fails the test at once rather than at its time limit.
 */
function controlledQuickPublisher() {
  const runs: Array<{ succeed: (result: QuickResult) => void; fail: (error: unknown) => void }> = [];
  let announce: (() => void) | null = null;
  const quick: QuickPublisher = () =>
    new Promise<QuickResult>((resolve, reject) => {
      runs.push({ succeed: resolve, fail: reject });
      announce?.();
    });
  const started = (count: number) => new Promise<void>((resolve, reject) => {
    if (runs.length >= count) return resolve();
    announce = () => {
      if (runs.length >= count) resolve();
    };
    setImmediate(() => reject(new Error(`${runs.length} quick releases started, not ${count}`)));
  });
  const idleAfter = (count: number, queue: PublishQueue) => new Promise<void>((resolve, reject) => {
    announce = () => {
      if (runs.length > count) reject(new Error(`quick release ${runs.length} started, past ${count}`));
    };
    announce();
    void queue.idle().then(resolve);
  });
  return { quick, runs, started, idleAfter };
}

/** A clock the test sets: each outcome's `finishedAt` is the time it was set to when it finished. */
function settableClock(start: string) {
  let time = start;
  return { now: () => new Date(time), set: (iso: string) => (time = iso) };
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
    expect(queue.state()).toEqual({ running: null, next: null, last: null, quick: null });

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

describe('quick releases in the publish queue', () => {
  /** Long enough that no build starts in a test that does not wait for one. */
  const NO_BUILD_YET = 60_000;

  it('starts one at once with each request, before the build, and one more for each release gone live that was built', async () => {
    const { publisher, builds, started } = controlledPublisher();
    const { quick, runs, started: quickStarted, idleAfter } = controlledQuickPublisher();
    const queue = createPublishQueue(publisher, { debounceMs: 5, onLive: () => {}, quick });

    const job = queue.request();
    // In the same turn as the request: the build waits for its debounce, the quick release does not.
    expect(runs).toHaveLength(1);
    expect(builds).toHaveLength(0);
    runs[0]!.succeed({ release: 'release-1', pages: 1, ms: 180 });

    await started(1);
    builds[0]!.succeed('release-2');
    // For what was edited during the build: the new release's own quick release.
    await quickStarted(2);
    // The new release holds what the first quick release laid: that one is reported no more.
    expect(queue.state().quick).toBeNull();
    runs[1]!.succeed(null);
    await idleAfter(2, queue);
    expect(queue.state().last).toMatchObject({ jobId: job.id, status: 'live', release: 'release-2', built: true });
    expect(queue.state().quick).toBeNull();

    // A publish that found the live release current built nothing: nothing more to lay over it.
    const again = queue.request();
    expect(runs).toHaveLength(3);
    runs[2]!.succeed(null);
    await started(2);
    builds[1]!.succeed('release-2', false);
    await idleAfter(3, queue);
    expect(queue.state().last).toMatchObject({ jobId: again.id, status: 'live', built: false });
  });

  it('runs one at a time: the requests made while one runs start exactly one more after it', async () => {
    const { publisher, builds } = controlledPublisher();
    const { quick, runs, started, idleAfter } = controlledQuickPublisher();
    const queue = createPublishQueue(publisher, { debounceMs: NO_BUILD_YET, onLive: () => {}, quick });

    queue.request();
    queue.request();
    queue.request();
    expect(runs).toHaveLength(1);
    runs[0]!.succeed({ release: 'release-1', pages: 1, ms: 150 });
    await started(2);
    // Asked for while the second runs: one more after it, not one each.
    queue.request();
    queue.request();
    expect(runs).toHaveLength(2);
    runs[1]!.succeed({ release: 'release-1', pages: 2, ms: 160 });
    await started(3);
    runs[2]!.succeed({ release: 'release-1', pages: 2, ms: 140 });

    queue.stop();
    await idleAfter(3, queue);
    expect(builds).toHaveLength(0);
  });

  it('reports the last one laid, keeps it through one with nothing to lay, and records a failure with its reason', async () => {
    const { publisher } = controlledPublisher();
    const { quick, runs, started, idleAfter } = controlledQuickPublisher();
    const clock = settableClock('2026-11-30T08:00:00.000Z');
    const queue = createPublishQueue(publisher, { debounceMs: NO_BUILD_YET, onLive: () => {}, quick, now: clock.now });

    // Nothing laid yet, and nothing to lay: still none.
    queue.request();
    runs[0]!.succeed(null);
    queue.request();
    await started(2);
    expect(queue.state().quick).toBeNull();

    clock.set('2026-11-30T08:00:01.250Z');
    runs[1]!.succeed({ release: '2026-11-30T07-58-12-001Z', pages: 3, ms: 840 });
    queue.request();
    await started(3);
    const laid = { status: 'live', release: '2026-11-30T07-58-12-001Z', pages: 3, ms: 840, finishedAt: '2026-11-30T08:00:01.250Z' };
    expect(queue.state().quick).toEqual(laid);

    // The overlay laid before is still the one served: the report stays as it was, time and all.
    clock.set('2026-11-30T08:00:05.000Z');
    runs[2]!.succeed(null);
    queue.request();
    await started(4);
    expect(queue.state().quick).toEqual(laid);

    clock.set('2026-11-30T08:00:09.500Z');
    runs[3]!.fail(new Error('the page renderer ended without an answer (exit 1)'));
    queue.stop();
    await idleAfter(4, queue);
    expect(queue.state().quick).toEqual({ status: 'failed', reason: 'the page renderer ended without an answer (exit 1)', finishedAt: '2026-11-30T08:00:09.500Z' });
  });

  it('is not idle while one runs', async () => {
    const { publisher } = controlledPublisher();
    const { quick, runs } = controlledQuickPublisher();
    const queue = createPublishQueue(publisher, { debounceMs: NO_BUILD_YET, onLive: () => {}, quick });
    queue.request();
    // No build waits or runs: only the quick release keeps the queue busy.
    queue.stop();
    let idle = false;
    const idled = queue.idle().then(() => (idle = true));
    // Every callback of what has settled so far runs before the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false);

    runs[0]!.succeed({ release: 'release-1', pages: 1, ms: 90 });
    await idled;
    expect(queue.state().quick).toMatchObject({ status: 'live', release: 'release-1' });
  });
});
