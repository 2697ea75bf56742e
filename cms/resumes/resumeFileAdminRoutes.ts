import contentDisposition from 'content-disposition';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { idParams } from '../../contract/queries';
import { CmsError, notFound } from '../http/cmsError';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { securityHeaderSet } from '../serving/securityHeadersPlugin';
import { findResumeFile } from './resumeInbox';
import { RESUME_CONTENT_TYPES } from './resumeContentTypes';
import { recordAudit } from '../staff/recordAudit';

const fileQuery = v.object({ disposition: v.optional(v.picklist(['attachment', 'inline']), 'attachment') });

/**
 * A visitor's file, whatever it holds, must not run as the back office's origin: it is sent as a
 * download, or (a PDF only) inline for the back office's sandboxed preview frame, under a policy
 * that loads nothing and sandboxes the document, never sniffed and never cached.
 */
const FILE_HEADERS = securityHeaderSet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], sandbox: [], frameAncestors: ["'self'"] },
  },
  xFrameOptions: { action: 'sameorigin' },
});

/** The stored file of a resume, for HR and admins only; every download is in the audit log. */
const resumeFileRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  app.get(
    '/resumes/:id/file',
    {
      schema: {
        summary: 'A resume\'s stored file',
        description: 'The file as a download, with the stored format\'s Content-Type and its original name; `?disposition=inline` for PDFs only (400 otherwise), for the back office\'s preview frame. Sent under `default-src \'none\'; sandbox; frame-ancestors \'self\'`. Audited. Role: hr.',
        params: idParams,
        querystring: fileQuery,
      },
      preHandler: app.requireRole('hr'),
      config: { securityHeaders: FILE_HEADERS },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { disposition } = request.query;
      const file = await findResumeFile(app.db, id);
      if (!file) throw notFound();
      if (disposition === 'inline' && file.format !== 'pdf') throw new CmsError(400, 'resumePdfOnlyInline');
      const opened = await app.resumeFiles.open(file.storedName);
      if (!opened) throw notFound();
      try {
        await recordAudit(request, { action: 'resume.download', target: `resume:${id} ${disposition}` });
      } catch (error) {
        opened.stream.destroy();
        throw error;
      }
      return reply
        .header('content-type', RESUME_CONTENT_TYPES[file.format])
        .header('content-length', opened.size)
        .header('content-disposition', contentDisposition(file.originalName, { type: disposition }))
        .send(opened.stream);
    },
  );
};

export default resumeFileRoutes;
