import { describe, expect, it } from 'vitest';
import { inParallel } from '../../compression/inParallel';

/** A promise and the functions that settle it, for work that ends when the test says. */
function settleable() {
  let resolve = () => {};
  let reject = (_error: Error) => {};
  const promise = new Promise<void>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

describe('work over items in parallel', () => {
  it('runs every item, never more at a time than asked', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inParallel(Array.from({ length: 20 }, (_, index) => index), 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      done.push(item);
      running -= 1;
    });
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index));
    expect(most).toBe(3);
  });

  it('after a failure starts no further item, and rejects with the first failure only once the items under way have settled', async () => {
    const items = [1, 2, 3, 4, 5, 6];
    const work = new Map(items.map((item) => [item, settleable()]));
    const started: number[] = [];
    let settled = false;
    const running = inParallel(items, 2, (item) => {
      started.push(item);
      return work.get(item)!.promise;
    }).finally(() => { settled = true; });
    await expect.poll(() => started.length).toBe(2);
    const [failing, underWay] = started as [number, number];

    work.get(failing)!.reject(new Error('first'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    expect(started).toHaveLength(2);

    work.get(underWay)!.reject(new Error('second'));
    await expect(running).rejects.toThrow('first');
    expect(started).toHaveLength(2);
  });
});
