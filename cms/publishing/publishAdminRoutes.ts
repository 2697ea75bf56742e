import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { notFound } from '../http/cmsError';
import { recordAudit } from '../staff/recordAudit';

/**
 * Publishing the site: `POST` asks for a build (202 with the job that will carry it), `GET` tells
 * what runs, what waits and how the last one ended; editors and admins. An instance that builds
 * no site answers 404.
 */
const publishRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const queue = () => {
    if (!app.publishing) throw notFound();
    return app.publishing;
  };
  app.get('/publish', {
    schema: {
      summary: 'The state of publishing',
      description: 'What build runs, what waits and how the last one ended. An instance that builds no site answers 404. Role: editor.',
    },
    preHandler: app.requireRole('editor'),
  }, async () => queue().state());
  app.post('/publish', {
    schema: {
      summary: 'Publish the site',
      description: 'Asks for a build: 202 with the job that will carry it. An instance that builds no site answers 404. Role: editor.',
    },
    preHandler: app.requireRole('editor'),
  }, async (request, reply) => {
    const job = queue().request();
    await recordAudit(request, { action: 'site.publish', target: `job:${job.id}` });
    return reply.code(202).send(job);
  });
};

export default publishRoutes;
