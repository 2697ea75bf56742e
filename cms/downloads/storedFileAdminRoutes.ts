import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { StoredFileSummary } from '../../contract/media/storedFile';
import { idParams } from '../../contract/queries';
import { notFound } from '../http/cmsError';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { findStoredFile } from './storedFiles';
import { publicFileUrl } from '../storage/publicUrls';

/**
 * The files articles attach, by the id a document holds: what the article form shows next to a
 * language's texts and what the preview links, whether the file came from the library, the seed
 * or an import (only the library's have a media asset).
 */
const storedFileRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const editor = app.requireRole('editor');

  app.get('/stored-files/:id', {
    schema: {
      summary: 'A file articles attach',
      description: 'By the id a document holds, whether it came from the library, the seed or an import. Role: editor.',
      params: idParams,
    },
    preHandler: editor,
  }, async (request, reply) => {
    const file = await findStoredFile(app.db, request.params.id);
    if (!file) throw notFound();
    const summary: StoredFileSummary = { id: file.file_id, fileName: file.file_name, url: publicFileUrl(file.stored_name) };
    return reply.send(summary);
  });
};

export default storedFileRoutes;
