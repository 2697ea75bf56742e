import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { idParams } from '../../contract/queries';
import { resumeNoteSchema } from '../../contract/validation/resumeInbox';
import { notFound } from '../http/cmsError';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { findInboxResume } from './resumeInbox';
import { addResumeNote } from './resumeNotes';
import { recordAudit } from '../staff/recordAudit';

/** HR's notes on a resume: added, never edited; the answer is the resume with all its notes. */
const resumeNoteRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  app.post(
    '/resumes/:id/notes',
    {
      schema: {
        summary: 'Add a note to a resume',
        description: '`{text}` (up to 2000 characters): a note signed with the author and time, never edited; answers the resume. Role: hr.',
        params: idParams,
        body: resumeNoteSchema,
      },
      preHandler: app.requireRole('hr'),
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await findInboxResume(app.db, id))) throw notFound();
      const user = request.staffUser!;
      await addResumeNote(app.db, { resumeId: id, authorUserId: user.userId, author: user.email, text: request.body.text, at: app.staffClock() });
      await recordAudit(request, { action: 'resume.note', target: `resume:${id}` });
      return reply.send(await findInboxResume(app.db, id));
    },
  );
};

export default resumeNoteRoutes;
