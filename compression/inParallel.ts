/**
 * Runs `work` over `items`, at most `concurrency` at a time. After a failure no further item
 * starts, and the first failure is thrown once the items under way have settled: a caller that
 * cleans up after a failure (removing the folder the work writes into) never races work still
 * writing there.
 */
export async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<unknown>): Promise<void> {
  const queue = [...items];
  const failures: unknown[] = [];
  const worker = async () => {
    while (failures.length === 0 && queue.length > 0) {
      try {
        await work(queue.pop()!);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (failures.length > 0) throw failures[0];
}
