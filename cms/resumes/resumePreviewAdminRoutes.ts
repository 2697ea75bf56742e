import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { idParams } from '../../contract/queries';
import { CmsError } from '../http/cmsError';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { securityHeaderSet } from '../serving/securityHeadersPlugin';
import { readStoredResume } from './readStoredResume';
import { recordAudit } from '../staff/recordAudit';

/**
 * The preview is the back office's rendering of a visitor's file, shown in a sandboxed frame: it
 * runs nothing and loads nothing but the pictures it embeds and its own style, never sniffed and
 * never cached (the scope sends no-store).
 */
const PREVIEW_HEADERS = securityHeaderSet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], imgSrc: ['data:'], styleSrc: ["'unsafe-inline'"], sandbox: [], frameAncestors: ["'self'"] },
  },
  xFrameOptions: { action: 'sameorigin' },
});

/** A resume other than a PDF as a sanitised HTML page, for HR and admins only; every preview is in the audit log. */
const resumePreviewRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  app.get(
    '/resumes/:id/preview',
    {
      schema: {
        summary: 'A resume\'s preview page',
        description: 'A format other than PDF as a small sanitised HTML page (`text/html; charset=utf-8`) for an `<iframe sandbox="">`; a PDF answers 400 (use the inline file), a file that cannot be rendered 422. Audited. Role: hr.',
        params: idParams,
      },
      preHandler: app.requireRole('hr'),
      config: { securityHeaders: PREVIEW_HEADERS },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { file, bytes } = await readStoredResume(app.db, app.resumeFiles, id);
      if (file.format === 'pdf') throw new CmsError(400, 'resumePreviewPdf');
      // A file that cannot be rendered within the parse step's limits is HR's to download instead.
      const page = await app.resumeParser.preview(file.format, bytes).catch((error: unknown) => {
        request.log.warn({ err: error, resumeId: id }, 'resume preview failed');
        throw new CmsError(422, 'resumePreviewFailed');
      });
      if (page === null) throw new CmsError(422, 'resumePreviewEmpty');
      await recordAudit(request, { action: 'resume.preview', target: `resume:${id}` });
      return reply.header('content-type', 'text/html; charset=utf-8').send(page);
    },
  );
};

export default resumePreviewRoutes;
