import { SingleBar } from 'cli-progress';

/** Told how far an import is: the items of every kind, then each batch as it is done. */
export interface ImportProgress {
  start(total: number): void;
  advance(kind: string, done: number): void;
  stop(): void;
}

/** A bar on a terminal; a line per batch elsewhere (a log, a CI job), where a bar would be noise. */
export function progressOn(stream: NodeJS.WriteStream): ImportProgress {
  if (stream.isTTY) {
    const bar = new SingleBar({ stream, format: 'importing {bar} {value}/{total} {kind}', hideCursor: true });
    let value = 0;
    return {
      start: (total) => bar.start(total, 0, { kind: '' }),
      advance: (kind, done) => bar.update((value += done), { kind }),
      stop: () => bar.stop(),
    };
  }
  let done = 0;
  let total = 0;
  return {
    start: (count) => (total = count),
    advance: (kind, count) => stream.write(`imported ${(done += count)}/${total} (${kind})\n`),
    stop: () => undefined,
  };
}

export const silentProgress: ImportProgress = { start: () => undefined, advance: () => undefined, stop: () => undefined };
