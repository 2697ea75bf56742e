/** Runs `work` over `items`, at most `concurrency` at a time; rejects with the first failure. */
export async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<unknown>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.pop(); item !== undefined; item = queue.pop()) await work(item);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
