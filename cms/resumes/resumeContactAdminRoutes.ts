import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { idParams } from '../../contract/queries';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { readStoredResume } from './readStoredResume';
import { recordAudit } from '../staff/recordAudit';

/**
 * The contact read from a resume's file (name, phone, e-mail) by the same worker pool and limits
 * as the visitor's upload, for HR to compare with what the applicant typed; empty fields when the
 * file says nothing the parser recognises. Read on demand: the file is the record.
 */
const resumeContactRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  app.get('/resumes/:id/contact', {
    schema: {
      summary: 'The contact details read from a resume\'s file',
      description: '`{name, phone, email}` read from the stored file by the parse step (under the upload\'s limits), for comparison with what the applicant typed; empty strings for what it does not find. Role: hr.',
      params: idParams,
    },
    preHandler: app.requireRole('hr'),
  }, async (request, reply) => {
    const { id } = request.params;
    const { file, bytes } = await readStoredResume(app.db, app.resumeFiles, id);
    const contact = await app.resumeParser.parse(file.originalName, bytes);
    await recordAudit(request, { action: 'resume.contact', target: `resume:${id}` });
    return reply.send(contact);
  });
};

export default resumeContactRoutes;
