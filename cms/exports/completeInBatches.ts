/**
 * Rows regrouped into batches, each completed by one call: what a row lacks (its staff notes) is
 * read with one query a batch, never one a row, and never for the whole export at once.
 */
export async function* completeInBatches<Row, Completed>(
  rows: AsyncIterable<Row>,
  complete: (batch: Row[]) => Promise<Completed[]>,
  size = 500,
): AsyncGenerator<Completed> {
  let batch: Row[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length < size) continue;
    yield* await complete(batch);
    batch = [];
  }
  if (batch.length > 0) yield* await complete(batch);
}
