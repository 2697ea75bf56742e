import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { announceLiveChanges, CONTENT_KIND_DEFINITIONS } from '../kinds';
import { countPendingItems } from '../contentItems';
import { publishPendingItems } from '../contentPublishing';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider';
import { recordAudit } from '../../staff/recordAudit';
import { actorOf } from './contentRouteOptions';
import kindPublishRoutes from './kindPublishRoutes';
import kindRoutes from './kindRoutes';
import kindScheduleRoutes from './kindScheduleRoutes';
import scheduleCalendarRoutes from '../scheduling/scheduleCalendarRoutes';
import kindVersionRoutes from './kindVersionRoutes';

/**
 * The back office's content calls (`content/<kind>/…`, one set per kind, each admitting the
 * kind's roles and admins), `content/pending`, how many items have a draft waiting (the publishing
 * page says so, as publishing the site leaves drafts out), and `content/publish-pending`, which
 * publishes every item with a draft in one transaction and asks for one build: editors and
 * admins, like the site's publish.
 */
const contentRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  for (const definition of CONTENT_KIND_DEFINITIONS) {
    const options = { definition, prefix: `/content/${definition.kind}` };
    await app.register(kindRoutes, options);
    await app.register(kindPublishRoutes, options);
    await app.register(kindVersionRoutes, options);
    await app.register(kindScheduleRoutes, options);
  }
  await app.register(scheduleCalendarRoutes);

  app.get('/content/pending', {
    schema: {
      summary: 'Count the drafts waiting',
      description: 'How many items, of every kind, have a draft not published yet: `{count}`. Role: editor.',
    },
    preHandler: app.requireRole('editor'),
  }, async () => ({ count: await countPendingItems(app.db) }));

  app.post('/content/publish-pending', {
    schema: {
      summary: 'Publish every draft',
      description: 'Every item with a draft goes live in one transaction, and one build is asked for; answers `{published, job}`. Role: editor.',
    },
    preHandler: app.requireRole('editor'),
  }, async (request, reply) => {
    const published = await publishPendingItems(app.db, CONTENT_KIND_DEFINITIONS, actorOf(request));
    await announceLiveChanges(app, new Set(published.map((item) => item.kind)));
    const job = published.length > 0 ? (app.publishing?.request() ?? null) : null;
    await recordAudit(request, { action: 'content.publish-pending', target: `items:${published.length}` });
    return reply.send({ published, job });
  });
};

export default contentRoutes;
