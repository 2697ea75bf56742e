import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { API_PATHS } from '../../contract/api';
import type { DownloadGrant } from '../../contract/entities/submissions';
import { downloadRequestSchema } from '../../contract/validation/downloadRequest';
import { CmsError } from '../http/cmsError';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { insertDownloadRequest } from './downloadRequests';
import { judgeDownloadRequest } from '../spam/downloadRequestSpam';
import { publicFileUrl } from '../storage/publicUrls';
import { findStoredFile } from './storedFiles';
import { addSubmissionRoute } from '../submissions/submissionRoute';

/** Records who asked for which brochure, then answers where to fetch it. */
const downloadRequestRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  addSubmissionRoute(app, {
    kind: 'download_request',
    path: API_PATHS.downloadRequestAdd,
    summary: 'Ask for a brochure',
    description: [
      "The download centre's form. Records who asked for which file and answers where to fetch it (`DownloadGrant`: `downloadUrl`,",
      '`fileName`). Takes any telephone number, mainland or international (6 to 15 digits, an optional `+`, the usual separators).',
      'An unknown `fileId` answers 404 with `field: "fileId"`. A request whose spam score reaches `SPAM_THRESHOLD` is stored with',
      'status `spam` and its reasons, and staff are not told of it; the answer is the same.',
    ].join(' '),
    body: downloadRequestSchema,
    prepare: async ({ fileId }) => {
      const file = await findStoredFile(app.db, fileId);
      if (!file) throw new CmsError(404, 'fileIdInvalid', { field: 'fileId' });
      return file;
    },
    store: async (trx, downloadRequest, file, meta) => {
      const spam = judgeDownloadRequest(downloadRequest, meta, app.spam.threshold);
      const requestId = await insertDownloadRequest(trx, downloadRequest, meta, spam);
      const data: DownloadGrant = { downloadUrl: publicFileUrl(file.stored_name), fileName: file.file_name };
      // The visitor gets the brochure either way; staff are not told of a request that landed as spam.
      return { data, notice: { submissionId: requestId, fields: { ...downloadRequest, fileName: file.file_name }, ...(spam.isSpam && { untold: 'everyone' }) } };
    },
  });
};

export default downloadRequestRoutes;
