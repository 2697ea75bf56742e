import { PassThrough } from 'node:stream';

/** The log's lines as JSON objects, as they are written. */
export function logLines() {
  const stream = new PassThrough();
  const lines: Array<Record<string, unknown>> = [];
  let rest = '';
  stream.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString('utf8')).split('\n');
    rest = parts.pop()!;
    for (const part of parts) if (part) lines.push(JSON.parse(part) as Record<string, unknown>);
  });
  return { stream, lines };
}
