import type { LinkPushOutcome, PublishJob, PublishOutcome, PublishPhase, PublishState, QuickReleaseOutcome } from '../../contract/publishing';

/** What a publish reports while it runs: its phase, and pages done when the build counts them. */
export interface PublishProgress {
  phase: Exclude<PublishPhase, 'waiting'>;
  pages?: { done: number; total: number } | undefined;
}

/**
 * Builds the site and makes it live: given by the entry that starts the CMS with a site to
 * publish (cms/publishing/sitePublisher.ts), so the server does not load the build's code.
 * Resolves with the live release (and how submitting its changed addresses went, when it does),
 * or rejects with the reason it failed.
 */
export type SitePublisher = (
  report: (progress: PublishProgress) => void,
) => Promise<{ release: string; built: boolean; linkPush?: LinkPushOutcome | null }>;

/**
 * Lays the pages edited since the live release's build over it (cms/publishing/quick): resolves
 * with what it laid, or null when there was nothing to lay.
 */
export type QuickPublisher = () => Promise<{ release: string; pages: number; ms: number } | null>;

export interface PublishQueue {
  /** Asks for a publish: answers the job that will carry it (a waiting one is joined). */
  request(): PublishJob;
  state(): PublishState;
  /** Settles when no job runs or waits, and no quick release runs. */
  idle(): Promise<void>;
  /** Drops the waiting job (the instance closes); a running build is not cut short. */
  stop(): void;
}

/**
 * One build at a time; requests are merged: a request joins the job that waits, and that job
 * starts `debounceMs` after the last request joined it (an editor saving five things in a row
 * causes one build), or once the running build ended. `onLive` runs when a job's release went live.
 * With `quick`, every request also starts a quick release at once, and so does every release gone
 * live (for what was edited during its build); one runs at a time, and requests made meanwhile
 * start one more when it ends.
 */
export function createPublishQueue(
  publisher: SitePublisher,
  options: {
    debounceMs: number;
    onLive: () => void;
    /** Told each job's outcome and how long its publisher ran. */
    onSettled?: (outcome: PublishOutcome, durationMs: number) => void;
    quick?: QuickPublisher | undefined;
    now?: () => Date;
  },
): PublishQueue {
  const now = () => (options.now?.() ?? new Date()).toISOString();
  let lastId = 0;
  let running: PublishJob | null = null;
  let next: PublishJob | null = null;
  let last: PublishOutcome | null = null;
  let timer: NodeJS.Timeout | undefined;
  let waiters: Array<() => void> = [];
  let quick: QuickReleaseOutcome | null = null;
  let quickRunning = false;
  let quickAgain = false;

  const settleIdle = () => {
    if (running || next || quickRunning) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  };

  const schedule = () => {
    clearTimeout(timer);
    if (!running && next) timer = setTimeout(start, options.debounceMs);
  };

  const startQuick = () => {
    const publisher = options.quick;
    if (!publisher) return;
    if (quickRunning) {
      quickAgain = true;
      return;
    }
    quickRunning = true;
    quickAgain = false;
    publisher().then(
      (result) => {
        if (result) quick = { status: 'live', ...result, finishedAt: now() };
      },
      (error: unknown) => {
        quick = { status: 'failed', reason: error instanceof Error ? error.message : String(error), finishedAt: now() };
      },
    ).finally(() => {
      quickRunning = false;
      if (quickAgain) startQuick();
      settleIdle();
    });
  };

  const start = () => {
    if (running || !next) return;
    const job = next;
    next = null;
    running = job;
    job.startedAt = now();
    job.phase = 'sourcing';
    const started = performance.now();
    publisher((progress) => {
      job.phase = progress.phase;
      job.pages = progress.pages ?? null;
    }).then(
      ({ release, built, linkPush }) => {
        last = { jobId: job.id, status: 'live', release, built, linkPush: linkPush ?? null, finishedAt: now() };
        options.onLive();
        if (built) {
          // The new release holds what the quick releases laid before it: they are no longer news.
          quick = null;
          startQuick();
        }
      },
      (error: unknown) => {
        last = { jobId: job.id, status: 'failed', reason: error instanceof Error ? error.message : String(error), finishedAt: now() };
      },
    ).finally(() => {
      if (last) options.onSettled?.(last, performance.now() - started);
      running = null;
      schedule();
      settleIdle();
    });
  };

  return {
    request() {
      next ??= { id: ++lastId, requestedAt: now(), startedAt: null, phase: 'waiting', pages: null };
      schedule();
      startQuick();
      return { ...next };
    },
    state: () => ({ running: running && { ...running }, next: next && { ...next }, last, quick }),
    idle: () => new Promise((resolve) => {
      waiters.push(resolve);
      settleIdle();
    }),
    stop() {
      clearTimeout(timer);
      next = null;
      settleIdle();
    },
  };
}
