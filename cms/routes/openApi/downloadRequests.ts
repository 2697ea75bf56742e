import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '../../../contract/api';
import type { DownloadGrant } from '../../../contract/entities/submissions';
import { downloadRequestSchema } from '../../../contract/validation/downloadRequest';
import { clientAddress } from '../../http/clientAddress';
import { CmsError } from '../../http/cmsError';
import { dataEnvelope } from '../../http/envelopes';
import { requestLanguage } from '../../http/requestLanguage';
import { rejectBots, validateOrThrow } from '../../http/validateBody';
import { publicFileUrl } from '../../repositories/publicUrls';
import { findStoredFile } from '../../repositories/storedFiles';
import { fingerprintOf, readIdempotencyKey, storeOnce } from '../../submissions/idempotency';

/** Records who asked for which brochure, then answers where to fetch it. */
const downloadRequestRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    `/${API_PATHS.downloadRequestAdd}`,
    { config: { rateLimit: app.submissionRateLimit } },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { website, ...downloadRequest } = validateOrThrow(downloadRequestSchema, request.body);
      rejectBots(website);
      const file = await findStoredFile(app.db, downloadRequest.fileId);
      if (!file) throw new CmsError(404, 'fileIdInvalid', { field: 'fileId' });

      const scope = {
        route: API_PATHS.downloadRequestAdd,
        key: readIdempotencyKey(request.headers['idempotency-key']),
        fingerprint: fingerprintOf(downloadRequest),
      };
      const { answer } = await storeOnce(app.db, scope, async (trx) => {
        await trx
          .insertInto('download_request')
          .values({
            name: downloadRequest.name,
            phone: downloadRequest.phone,
            company: downloadRequest.company,
            email: downloadRequest.email,
            file_id: file.file_id,
            language,
            client_ip: clientAddress(request),
            created_at: new Date().toISOString(),
          })
          .execute();
        const grant: DownloadGrant = { downloadUrl: publicFileUrl(file.stored_name), fileName: file.file_name };
        return { statusCode: 200, body: dataEnvelope(language, grant, 'submitted') };
      });
      return reply.code(answer.statusCode).header('cache-control', 'no-store').send(answer.body);
    },
  );
};

export default downloadRequestRoutes;
