/**
 * Group commit: every caller of `sync()` waits for a flush that started after it called, and
 * callers that arrive while a flush runs share the next one. A hundred commits made while one
 * flush of the disk takes its few milliseconds cost one more flush, not a hundred.
 */
export interface GroupSync {
  /** Resolves once a flush begun after this call has finished; rejects with that flush's error. */
  sync(): Promise<void>;
  /** Waits for the flushes under way and asked for. */
  drain(): Promise<void>;
}

export function groupSync(flush: () => Promise<void>): GroupSync {
  let waiting: { promise: Promise<void>; resolve: () => void; reject: (error: unknown) => void } | undefined;
  let running: Promise<void> | undefined;

  const run = async () => {
    while (waiting) {
      const batch = waiting;
      waiting = undefined;
      try {
        await flush();
        batch.resolve();
      } catch (error) {
        batch.reject(error);
      }
    }
    running = undefined;
  };

  return {
    sync() {
      if (!waiting) {
        let resolve!: () => void;
        let reject!: (error: unknown) => void;
        const promise = new Promise<void>((resolveFlush, rejectFlush) => ((resolve = resolveFlush), (reject = rejectFlush)));
        waiting = { promise, resolve, reject };
      }
      const { promise } = waiting;
      running ??= run();
      return promise;
    },
    async drain() {
      while (running) await running;
    },
  };
}
