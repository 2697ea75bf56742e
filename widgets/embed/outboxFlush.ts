import { createCmsApi } from '../shared/cmsApi';
import { outboxFor, watchOutbox } from '../shared/outbox';

/**
 * A chunk of its own, which the loader imports at start-up only when the outbox holds leads from
 * an earlier visit, so they go out even if the visitor never opens a widget again. A submission
 * the outbox delivers later is announced as `cms-widget:success` (or `error`) on window, with
 * `delivered: true`.
 */
export function start(cmsUrl: string, win: Window & typeof globalThis): () => void {
  const outbox = outboxFor(createCmsApi(cmsUrl));
  const unsubscribe = outbox.subscribe((event) => {
    if (event.type !== 'delivered') return;
    const { code, msg } = event.envelope;
    const detail = { widget: event.kind === 'lead' ? 'consult' : 'resume', delivered: true, queued: false, code, msg };
    win.dispatchEvent(new win.CustomEvent(`cms-widget:${code === 0 ? 'success' : 'error'}`, { detail }));
  });
  const stop = watchOutbox(outbox);
  return () => {
    unsubscribe();
    stop();
  };
}

