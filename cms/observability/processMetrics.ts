import { collectDefaultMetrics, Registry } from 'prom-client';

let shared: Registry | undefined;

/**
 * prom-client's default metrics (event-loop lag, CPU, memory, heap, handles, garbage collection):
 * they measure the process, not an app, and each collection starts a monitor that is never
 * stopped, so they are collected once per process and every app's registry is merged with them
 * when scraped (tests start many apps in one process).
 */
export function processMetrics(): Registry {
  if (!shared) {
    shared = new Registry();
    collectDefaultMetrics({ register: shared });
  }
  return shared;
}
