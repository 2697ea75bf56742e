import fp from 'fastify-plugin';
import type { LoadSeedContent } from '../seeding/seedContent';
import { seedIfEmpty } from '../seeding/seedIfEmpty';

/**
 * Seeds an empty database when the server is ready to listen, with the content the entry passed
 * in: the CMS itself holds no demo content.
 */
export default fp<{ load: LoadSeedContent }>(
  async (app, options) => {
    app.addHook('onReady', async () => {
      if (await seedIfEmpty(app.db, app.dbEngine, app.storage, options.load)) app.log.info('seeded demo content');
    });
  },
  { name: 'seed', dependencies: ['database', 'storage'] },
);
