import { describe, expect, it } from 'vitest';
import { csvExport } from '../../../cms/exports/csvExport';
import type { ExportDefinition } from '../../../cms/exports/exportDefinition';
import { xlsxExport } from '../../../cms/exports/xlsxExport';

interface Row {
  id: number;
  text: string;
}

const DEFINITION: ExportDefinition<Row> = {
  fileStem: 'rows',
  sheetTitle: { zh: '行', en: 'Rows' },
  columns: [
    { key: 'id', zh: '编号', en: 'ID' },
    { key: 'text', zh: '内容', en: 'Text' },
  ],
};

/**
 * Rows without end, as a huge export would have, telling when the writer stops reading them.
 * Like the inbox's keyset reads, a batch of 500 comes after a turn of the event loop.
 */
function endlessRows() {
  let read = 0;
  let finish: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  async function* rows(): AsyncGenerator<Row> {
    try {
      for (;;) {
        if (read % 500 === 0) await new Promise(setImmediate);
        yield { id: ++read, text: `第${read}行 ${'数据'.repeat(50)}` };
      }
    } finally {
      finish();
    }
  }
  return { rows: rows(), finished, read: () => read };
}

describe.each([
  ['XLSX', xlsxExport],
  ['CSV', csvExport],
] as const)('a streamed %s export', (_name, write) => {
  it('stops reading rows, without reporting a failure, when the client goes away mid-file', async () => {
    const source = endlessRows();
    const errors: Error[] = [];
    const body = write(source.rows, DEFINITION, { language: 'zh', timeZone: 'Asia/Shanghai' }, (error) => errors.push(error));
    let received = 0;
    // Leaving the loop destroys the stream, as the server does when the client hangs up.
    for await (const chunk of body as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (source.read() > 2_000) break;
    }
    await source.finished;
    expect(received).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('reports a failure of the rows and ends the file with it', async () => {
    async function* failingRows(): AsyncGenerator<Row> {
      yield { id: 1, text: '第一行' };
      await new Promise(setImmediate);
      throw new Error('database connection lost');
    }
    let reported!: (error: Error) => void;
    const failure = new Promise<Error>((resolve) => (reported = resolve));
    const body = write(failingRows(), DEFINITION, { language: 'zh', timeZone: 'Asia/Shanghai' }, reported);
    await expect(body.toArray()).rejects.toThrow('database connection lost');
    expect((await failure).message).toBe('database connection lost');
  });
});
