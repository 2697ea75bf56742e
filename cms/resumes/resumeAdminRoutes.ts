import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { touchFilterEntries } from '../attribution/touchFilter';
import { startOfCompanyDay } from '../../contract/companyTime';
import { idParams } from '../../contract/queries';
import { RESUME_STAGES, canMoveResume } from '../../contract/resumeStages';
import { resumeStageSchema } from '../../contract/validation/resumeInbox';
import { CmsError, notFound } from '../http/cmsError';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { deleteInboxResume, findInboxResume, listInboxResumes, markResumeRead } from './resumeInbox';
import { moveResumeStage } from './resumeStageChanges';
import { recordAudit } from '../staff/recordAudit';
import { listHeaders, listQuery } from '../http/listRange';

/**
 * An ISO time, or a calendar day (as a date input gives it) meaning its start on the company's
 * clocks, as the times on screen are; kept as the ISO time it names so it compares with the stored text.
 */
const isoTime = (timeZone: string) => v.pipe(
  v.string(),
  v.check((text) => !Number.isNaN(Date.parse(text))),
  v.transform((text) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? startOfCompanyDay(text, timeZone) : new Date(text).toISOString())),
);

/** react-admin sends filter values from form inputs, where a posting's id may be text. */
const jobIdFilter = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(1)),
  v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/), v.transform(Number)),
]);

const resumeListQuery = (timeZone: string) => v.object({
  ...listQuery(['id', 'createdAt', 'name', 'stage']).entries,
  filter: v.optional(
    v.pipe(
      v.string(),
      v.parseJson(),
      v.object({
        jobId: v.optional(jobIdFilter),
        stage: v.optional(v.picklist(RESUME_STAGES)),
        createdFrom: v.optional(isoTime(timeZone)),
        createdBefore: v.optional(isoTime(timeZone)),
        ...touchFilterEntries,
      }),
    ),
    '{}',
  ),
});

/** The HR inbox: resumes newest first, each with its stage, notes and history; HR and admins only. */
const resumeRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const hr = app.requireRole('hr');

  app.get('/resumes', {
    schema: {
      summary: 'The HR inbox',
      description: 'Resumes, newest first; `filter` `{jobId, stage, createdFrom, createdBefore}` (ISO times, or calendar days on the company\'s clocks, `COMPANY_TIME_ZONE`; from inclusive, before exclusive) and `channel`, `campaign` (utm_campaign), `partner` (a partner origin), each matching the first or the last touch. Each row has its posting\'s title, stage and read mark. A simple-REST list. Audited. Role: hr.',
      querystring: resumeListQuery(app.companyTimeZone),
    },
    preHandler: hr,
  }, async (request, reply) => {
    const { range, sort, filter } = request.query;
    const { rows, total } = await listInboxResumes(app.db, filter, {
      offset: range.offset,
      limit: range.limit,
      sort: sort.field,
      descending: sort.order !== 'ASC',
    });
    await recordAudit(request, { action: 'resume.list', target: `filter=${JSON.stringify(filter)} range=${range.start}-${range.end}` });
    return reply
      .headers(listHeaders('resumes', range.start, rows.length, total))
      .send(rows);
  });

  app.get('/resumes/:id', {
    schema: {
      summary: 'One resume',
      description: 'The applicant, posting, stage, notes and stage history, and `touches` (`{first, last}`, each null or the touch: channel, utm_*, referrer host, landing page, the page it was sent from, partner origin, device class, time); marks it read. Audited. Role: hr.',
      params: idParams,
    },
    preHandler: hr,
  }, async (request, reply) => {
    const { id } = request.params;
    await markResumeRead(app.db, id, app.staffClock());
    const resume = await findInboxResume(app.db, id);
    if (!resume) throw notFound();
    await recordAudit(request, { action: 'resume.view', target: `resume:${id}` });
    return reply.send(resume);
  });

  app.put('/resumes/:id', {
    schema: {
      summary: 'Move a resume\'s stage',
      description: '`{stage}` (the rest of the record is ignored): one step along `new → screening → interview → offer → hired`, or `rejected` from any open stage; any other move, or one another user made meanwhile, answers 409. A save that leaves the stage unchanged changes nothing. Answers the resume. Role: hr.',
      params: idParams,
      body: resumeStageSchema,
    },
    preHandler: hr,
  }, async (request, reply) => {
    const { id } = request.params;
    const to = request.body.stage;
    const current = await findInboxResume(app.db, id);
    if (!current) throw notFound();
    // react-admin saves the whole record: a save that leaves the stage as it is changes nothing.
    if (current.stage !== to) {
      const user = request.staffUser!;
      const moved =
        canMoveResume(current.stage, to) &&
        (await moveResumeStage(app.db, { resumeId: id, from: current.stage, to, byUserId: user.userId, by: user.email, at: app.staffClock() }));
      if (!moved) throw new CmsError(409, 'resumeStageNotAllowed');
      await recordAudit(request, { action: 'resume.stage', target: `resume:${id} ${current.stage}->${to}` });
    }
    return reply.send(await findInboxResume(app.db, id));
  });

  app.delete('/resumes/:id', {
    schema: {
      summary: 'Delete a resume',
      description: 'Removes the resume, its notes, history and file; answers it. Role: admin.',
      params: idParams,
    },
    preHandler: app.requireRole('admin'),
  }, async (request, reply) => {
    const { id } = request.params;
    const resume = await findInboxResume(app.db, id);
    if (!resume) throw notFound();
    const storedName = await deleteInboxResume(app.db, id);
    if (!storedName) throw notFound();
    // The row goes first: a file left by a crash here has no row, and the orphan sweep removes it.
    await app.resumeFiles.remove(storedName);
    await recordAudit(request, { action: 'resume.delete', target: `resume:${id}` });
    return reply.send(resume);
  });
};

export default resumeRoutes;
