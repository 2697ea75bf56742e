import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { inParallel } from '../../compression/inParallel';

describe('work over items in parallel', () => {
  it('runs every item, never more at a time than asked', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inParallel(Array.from({ length: 20 }, (_, index) => index), 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await nextTurn();
      done.push(item);
      running -= 1;
    });
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index));
    expect(most).toBe(3);
  });

  it('after a failure starts no further item, and rejects with the first failure only once the items under way have settled', async () => {
    // Each item's work fails when the test says.
    const fail = new Map<number, (error: Error) => void>();
    const started: number[] = [];
    let settled = false;
    const running = inParallel([1, 2, 3, 4, 5, 6], 2, (item) => new Promise((_resolve, reject) => {
      started.push(item);
      fail.set(item, reject);
    })).finally(() => { settled = true; });
    await expect.poll(() => started.length).toBe(2);
    const [failing, underWay] = started as [number, number];

    fail.get(failing)!(new Error('first'));
    await nextTurn();
    expect(settled).toBe(false);
    expect(started).toHaveLength(2);

    fail.get(underWay)!(new Error('second'));
    await expect(running).rejects.toThrow('first');
    expect(started).toHaveLength(2);
  });
});
