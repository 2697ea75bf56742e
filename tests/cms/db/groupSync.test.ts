import { describe, expect, it } from 'vitest';
import { groupSync } from '../../../cms/db/groupSync';

/** A flush that holds until the test lets it finish, counting the flushes begun. */
function heldFlushes() {
  const releases: Array<(error?: Error) => void> = [];
  let begun = 0;
  const flush = () =>
    new Promise<void>((resolve, reject) => {
      begun += 1;
      releases.push((error) => (error ? reject(error) : resolve()));
    });
  return { flush, begun: () => begun, finish: (error?: Error) => releases.shift()!(error) };
}

const settled = (promise: Promise<void>) => {
  const state = { done: false, error: undefined as unknown };
  promise.then(() => (state.done = true), (error) => ((state.done = true), (state.error = error)));
  return state;
};

/** Lets every promise callback queued so far run. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('groupSync', () => {
  it('answers a caller only after a flush begun after its call, and callers during a flush share the next one', async () => {
    const held = heldFlushes();
    const group = groupSync(held.flush);
    const first = settled(group.sync());
    expect(held.begun()).toBe(1);
    // Arrive while the first flush runs: what they wrote may have missed it.
    const during = [settled(group.sync()), settled(group.sync()), settled(group.sync())];
    await turn();
    expect(held.begun()).toBe(1);
    held.finish();
    await turn();
    expect(first.done).toBe(true);
    expect(during.every((state) => !state.done)).toBe(true);
    // One more flush for the three of them.
    expect(held.begun()).toBe(2);
    held.finish();
    await turn();
    expect(during.every((state) => state.done && state.error === undefined)).toBe(true);
    await group.drain();
    expect(held.begun()).toBe(2);
  });

  it("rejects the callers of a failed flush with its error, and the next callers' flush is tried afresh", async () => {
    const held = heldFlushes();
    const group = groupSync(held.flush);
    const failed = settled(group.sync());
    const next = settled(group.sync());
    held.finish(new Error('EIO'));
    await turn();
    expect(failed.error).toEqual(new Error('EIO'));
    expect(next.done).toBe(false);
    held.finish();
    await turn();
    expect(next).toEqual({ done: true, error: undefined });
  });
});
