import { API_PATHS } from '../../../contract/api';
import { DeliveryError } from '../../../contract/openApiClient';
import type { CmsApi, Envelope } from '../cmsApi';
import type { WidgetLanguage } from '../widgetLanguage';
import { challengeSolverFor } from '../spamChallenge/challengeSolver';
import { newIdempotencyKey } from './idempotencyKey';
import { runExclusive, type Lease } from './lock';
import { createBrowserStorage, type OutboxStorage, type StoredDelivery } from './storage';
import type { Delivery, DeliveryResult, Outbox, OutboxEvent } from './types';

export type { Delivery, DeliveryResult, Outbox, OutboxEvent, OutboxKind } from './types';
export { createMemoryStorage, createBrowserStorage, createLocalStorageLeads, outboxStorageKey, type OutboxStorage, type StoredDelivery } from './storage';
export { newIdempotencyKey } from './idempotencyKey';

/** Answers after which a retry later can still succeed: kept, and tried again on the next flush. */
const TRY_LATER_CODES = new Set([
  409, // the same key is still being processed by another request
  429, // rate limited
]);

const isRetryable = (error: unknown) =>
  error instanceof DeliveryError ? error.retryable : (error as { name?: string } | null)?.name === 'DeliveryError' && (error as DeliveryError).retryable === true;

/**
 * One flush at a time per storage in this tab, whichever outbox instance asked for it: the
 * browser's storage of one CMS is shared by every instance (keyed by the CMS), an injected
 * storage belongs to whoever injected it (keyed by the object).
 */
const running = new Map<unknown, { promise: Promise<void>; again: boolean }>();

/** The outbox of the CMS `api` talks to. `storage` defaults to the browser's (localStorage + IndexedDB). */
export function createOutbox(api: CmsApi, storage?: OutboxStorage): Outbox {
  const scope = api.baseUrl || 'same-origin';
  const runningKey: unknown = storage ?? scope;
  let store = storage;
  // Created on first use, never on import or render: there is no window at build time.
  const storageOf = () => (store ??= createBrowserStorage(scope));
  const listeners = new Set<(event: OutboxEvent) => void>();
  const emit = (event: OutboxEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch {
        // A listener's failure is not the outbox's.
      }
    }
  };

  // Each attempt carries a challenge solved for it: one kept from an earlier visit has expired.
  const send = async (entry: StoredDelivery, onProgress?: (fraction: number) => void): Promise<Envelope> => {
    const options = { language: entry.language, idempotencyKey: entry.key, spamChallenge: await challengeSolverFor(api).next() };
    if (entry.kind === 'lead') return api.postJson(API_PATHS.leadAdd, entry.body, options);
    const form = new FormData();
    for (const [name, value] of Object.entries(entry.fields)) form.append(name, value);
    form.append('file', entry.file, entry.fileName);
    return api.upload(API_PATHS.resumeAdd, form, { ...options, onProgress });
  };

  const sendWaiting = async (lease: Lease) => {
    for (const entry of await storageOf().list()) {
      if (!lease.renew()) return;
      let envelope: Envelope;
      try {
        envelope = await send(entry);
      } catch (error) {
        // Still offline or the CMS still down: the rest would fail alike.
        if (isRetryable(error)) return;
        // No envelope (a proxy's page, a captive portal): keep it, try the next one.
        continue;
      }
      if (TRY_LATER_CODES.has(envelope.code)) return;
      await storageOf().remove(entry.key);
      emit({ type: 'delivered', kind: entry.kind, key: entry.key, envelope });
    }
  };
  // Tabs share the browser's storage: one flushes at a time. An injected storage is the injector's.
  const flushOnce = () =>
    storage ? sendWaiting({ renew: () => true }) : runExclusive(`cmsw-outbox-flush:${scope}`, sendWaiting);

  /** After a submission was queued: retry on `online` and with a growing delay until nothing waits. */
  let retrying = false;
  const keepTrying = (outbox: Outbox) => {
    if (retrying || typeof window === 'undefined') return;
    retrying = true;
    watchOutbox(outbox, {
      untilEmpty: () => {
        retrying = false;
      },
    });
  };

  const outbox: Outbox = {
    async deliver(delivery: Delivery, { language, onProgress }: { language: WidgetLanguage; onProgress?: (fraction: number) => void }): Promise<DeliveryResult> {
      const entry = await toEntry(delivery, newIdempotencyKey(), language);
      try {
        return { status: 'answered', envelope: await send(entry, onProgress) };
      } catch (error) {
        if (!isRetryable(error)) throw error;
        await storageOf().put(entry);
        emit({ type: 'queued', kind: entry.kind, key: entry.key });
        keepTrying(outbox);
        return { status: 'queued' };
      }
    },

    flush() {
      const current = running.get(runningKey);
      if (current) {
        current.again = true;
        return current.promise;
      }
      const state = { promise: Promise.resolve(), again: false };
      state.promise = (async () => {
        try {
          do {
            state.again = false;
            await flushOnce();
          } while (state.again);
        } catch {
          // Storage that cannot be read now may be readable on the next flush.
        } finally {
          running.delete(runningKey);
        }
      })();
      running.set(runningKey, state);
      return state.promise;
    },

    async pending() {
      try {
        return (await storageOf().list()).length;
      } catch {
        return 0;
      }
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return outbox;
}

async function toEntry(delivery: Delivery, key: string, language: WidgetLanguage): Promise<StoredDelivery> {
  const createdAt = Date.now();
  if (delivery.kind === 'lead') return { kind: 'lead', key, language, createdAt, body: { ...delivery.body } };
  // A copy of the bytes, not a reference to the visitor's file on disk, which may change or vanish.
  const file = new Blob([await delivery.file.arrayBuffer()], { type: delivery.file.type });
  return { kind: 'resume', key, language, createdAt, fields: { ...delivery.fields }, file, fileName: delivery.file.name };
}

/** One outbox per CMS for the whole page: the loader and every widget share it. */
const shared = new Map<string, Outbox>();

export function outboxFor(api: CmsApi): Outbox {
  const scope = api.baseUrl || 'same-origin';
  let outbox = shared.get(scope);
  if (!outbox) {
    outbox = createOutbox(api);
    shared.set(scope, outbox);
  }
  return outbox;
}

/** Retries while something waits and the page stays open: 15 s, doubling, at most 5 minutes apart. */
const RETRY_FIRST_MS = 15_000;
const RETRY_MAX_MS = 5 * 60_000;

export interface WatchOptions {
  /** Stop watching once a flush leaves nothing waiting, and call this. */
  untilEmpty?: () => void;
}

/**
 * Flushes now, whenever the browser comes back `online`, and, while anything is still waiting
 * (the CMS was down while the network was fine), again with a growing delay. Answers the
 * function that stops all of it. Call it in an effect or from the loader, never during render.
 */
export function watchOutbox(outbox: Outbox, options: WatchOptions = {}): () => void {
  if (typeof window === 'undefined') return () => {};
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = RETRY_FIRST_MS;

  const schedule = () => {
    if (stopped || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      void run();
    }, delay);
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };
  const run = async () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = undefined;
    await outbox.flush();
    if (stopped) return;
    if ((await outbox.pending()) > 0) {
      schedule();
    } else if (options.untilEmpty) {
      stop();
      options.untilEmpty();
    } else {
      delay = RETRY_FIRST_MS;
    }
  };
  const onOnline = () => {
    delay = RETRY_FIRST_MS;
    void run();
  };
  // Something new waits: make sure a retry is scheduled.
  const unsubscribe = outbox.subscribe((event) => {
    if (event.type === 'queued') schedule();
  });
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    timer = undefined;
    unsubscribe();
    window.removeEventListener('online', onOnline);
  };
  window.addEventListener('online', onOnline);
  // The first attempt waits for the retry delay when started for a submission that just failed.
  if (options.untilEmpty) schedule();
  else void run();
  return stop;
}
