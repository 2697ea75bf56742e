/** A check's answer: `ok`, or why it fails (a short reason, never personal data or a path). */
export type CheckResult = 'ok' | string;

export interface CheckOptions {
  /** How long an answer is given again before the check runs anew. */
  ttlMs: number;
  /** An attempt still unanswered after this long fails the check. */
  timeoutMs: number;
}

/**
 * A readiness check a balancer may poll every second on every instance: its answer is kept for
 * `ttlMs`, callers meanwhile share one attempt, and an attempt that hangs (an unreachable
 * database server) fails the check after `timeoutMs` without another one being started beside
 * it, so a hung dependency cannot pile up waiting attempts.
 */
export function cachedCheck(run: () => Promise<void>, options: CheckOptions): () => Promise<CheckResult> {
  let answer: { result: CheckResult; at: number } | undefined;
  let asking: Promise<CheckResult> | undefined;
  let attempt: Promise<unknown> | undefined;

  const ask = async (): Promise<CheckResult> => {
    // The last attempt has still not ended: it failed the check once, and fails it again.
    if (attempt) return `no answer within ${options.timeoutMs / 1000} s`;
    const current = run().then(() => 'ok' as const, (error: unknown) => (error instanceof Error ? error.message : String(error)));
    attempt = current.finally(() => {
      attempt = undefined;
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<CheckResult>((resolve) => {
      timer = setTimeout(() => resolve(`no answer within ${options.timeoutMs / 1000} s`), options.timeoutMs);
    });
    try {
      return await Promise.race([current, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };

  return async () => {
    if (answer && Date.now() - answer.at < options.ttlMs) return answer.result;
    asking ??= ask().then((result) => {
      answer = { result, at: Date.now() };
      asking = undefined;
      return result;
    });
    return asking;
  };
}
