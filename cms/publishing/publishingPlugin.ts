import fp from 'fastify-plugin';
import { createPublishQueue, type PublishQueue, type QuickPublisher, type SitePublisher } from './publishQueue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's publishing; null on an instance that serves no site it builds (`npm run cms`, tests). */
    publishing: PublishQueue | null;
  }
}

/** Requests closer together than this make one build. */
export const PUBLISH_DEBOUNCE_MS = 2_000;

/**
 * Publishing the site from this process: one build at a time, requests merged. When a release
 * goes live the content cache of every instance is emptied, so the API answers what the new pages
 * show, and the redirects are read again (those a moved page added). Closing drops a waiting
 * job; a build under way finishes or ends with the process (the build lock then expires). With
 * `quick`, the pages edited since the live release are laid over it at each request (quick/).
 */
export default fp<{ publisher: SitePublisher | undefined; quick?: QuickPublisher | undefined; debounceMs?: number | undefined }>(
  async (app, { publisher, quick, debounceMs }) => {
    const onLive = () => {
      app.announceContentChange().catch((error: unknown) => app.log.error({ err: error }, 'could not tell the content caches a release went live'));
      // A page moved by the publish is answered from its old address once its new one is live.
      app.redirects.announceChange().catch((error: unknown) => app.log.error({ err: error }, 'could not read the redirects again after a release went live'));
    };
    const queue = publisher
      ? createPublishQueue(publisher, {
        debounceMs: debounceMs ?? PUBLISH_DEBOUNCE_MS,
        onLive,
        onSettled: (outcome, durationMs) => app.metrics.recordPublish(outcome.status, durationMs),
        quick,
      })
      : null;
    app.decorate('publishing', queue);
    app.addHook('onClose', async () => queue?.stop());
  },
  { name: 'publishing', dependencies: ['content-changes', 'metrics', 'redirects'] },
);
