import { describe, expect, it } from 'vitest';
import { completeInBatches } from '../../../cms/exports/completeInBatches';

async function collect<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

async function* numbers(count: number) {
  for (let n = 1; n <= count; n += 1) yield n;
}

describe('rows completed in batches', () => {
  it('completes every row once, in order, with one call a full batch and one for the rest', async () => {
    const calls: number[][] = [];
    const out: string[] = [];
    for await (const row of completeInBatches(numbers(7), async (batch) => {
      calls.push(batch);
      return batch.map((n) => `#${n}`);
    }, 3)) out.push(row);
    expect(out).toEqual(['#1', '#2', '#3', '#4', '#5', '#6', '#7']);
    expect(calls).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('makes no call for no rows, nor an empty last one when the rows fill the batches exactly', async () => {
    const calls: number[][] = [];
    const complete = async (batch: number[]) => {
      calls.push(batch);
      return batch;
    };
    expect(await collect(completeInBatches(numbers(0), complete, 3))).toEqual([]);
    expect(await collect(completeInBatches(numbers(6), complete, 3))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(calls).toEqual([[1, 2, 3], [4, 5, 6]]);
  });
});
