import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { INTERNAL_API_PATHS } from '../../contract/api';
import { DEFAULT_API_LANGUAGE } from '../../contract/language';
import type { SitePicture } from '../../contract/media/sitePicture';
import { dataEnvelope } from '../http/envelopes';
import { dataAnswer } from '../http/responseSchemas';
import { sendCachedContent, sendContent } from '../http/sendContent';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { listSitePictures } from './sitePictures';

/** The media library as the site's build reads it: what the public pages need of its pictures. */
const mediaOpenRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  app.addHook('preValidation', sendCachedContent);

  app.get(
    `/${INTERNAL_API_PATHS.sitePictures}`,
    {
      schema: {
        summary: 'The media library\'s pictures (internal)',
        description: 'For the site\'s build: each address content may store (`SitePicture[]`), with the alternative texts in both languages, the largest size of its set and the set\'s files by format, for `<picture>` and `srcset`.',
        response: dataAnswer<SitePicture[]>(),
      },
    },
    (request, reply) => sendContent(request, reply, async () => dataEnvelope(DEFAULT_API_LANGUAGE, await listSitePictures(app.db))),
  );
};

export default mediaOpenRoutes;
