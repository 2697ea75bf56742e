import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { API_PATHS } from '../../contract/api';
import type { ApiLanguage } from '../../contract/language';
import type { ResumeContact, ResumeReceipt } from '../../contract/entities/submissions';
import { RESUME_SCHEMAS } from '../../contract/validation/resume';
import { CmsError } from '../http/cmsError';
import { dataEnvelope } from '../http/envelopes';
import { requestLanguage } from '../http/requestLanguage';
import { dataAnswer } from '../http/responseSchemas';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { findJob } from '../content/jobs/jobs';
import { insertResume } from './resumes';
import { readResumeUpload, resumeFileSchema } from './readResumeUpload';
import { saveResumeFile } from './resumeStore';
import { addSubmissionRoute } from '../submissions/submissionRoute';

const resumeRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  // Only the uploads parse multipart bodies: registered here, its hooks run on their requests alone.
  await app.register(multipart);
  const { db, resumeFiles } = app;
  // Each language's rules with the uploaded file, which readResumeUpload has read and checked.
  const withFile = (schema: (typeof RESUME_SCHEMAS)[ApiLanguage]) => v.object({ ...schema.entries, file: resumeFileSchema });

  // The careers form's call, checked by the rules of the language it is sent in: an applicant abroad has no mainland mobile.
  addSubmissionRoute(app, {
    kind: 'resume',
    path: API_PATHS.resumeAdd,
    summary: 'Apply for a job with a resume',
    description: [
      "The careers form's call, multipart: `name` (up to 50 characters), `phone`, `email`, optional `jobId`, `privacyConsent` = `true`",
      'and one `file`. `data` is the resume\'s id (`ResumeReceipt`). `zh` asks for a mainland mobile, `en`, for applicants abroad, any',
      'telephone number (`+44 20 7946 0958`). The file is stored for HR and never served back. An unknown `jobId` answers 404 with',
      '`field: "jobId"`.',
    ].join(' '),
    body: { zh: withFile(RESUME_SCHEMAS.zh), en: withFile(RESUME_SCHEMAS.en) },
    readBody: readResumeUpload,
    prepare: async ({ jobId, file }) => {
      if (jobId !== undefined && !(await findJob(db, jobId))) throw new CmsError(404, 'notFound', { field: 'jobId' });
      const storedName = await saveResumeFile(resumeFiles, file.format, file.bytes);
      return { originalName: file.originalName, storedName, format: file.format, sizeBytes: file.bytes.length };
    },
    discard: (stored) => resumeFiles.remove(stored.storedName),
    store: async (trx, resume, stored, meta) => {
      const resumeId = await insertResume(trx, resume, stored, meta);
      const data: ResumeReceipt = { resumeId };
      // The file stays behind the back office's sign-in: the mail names it, never carries it.
      const { file: _file, ...fields } = resume;
      return { data, notice: { submissionId: resumeId, fields: { ...fields, fileName: stored.originalName } } };
    },
  });

  /** The resume form's "system parses and fills in" step: reads contact details, stores nothing. */
  app.post(
    `/${API_PATHS.resumeParse}`,
    {
      schema: {
        summary: 'Read the contact details of a resume',
        description: [
          'Multipart, one `file`. `data` is the name, phone and e-mail found in a PDF, DOCX, DOC, HTML, MHT, RTF or text',
          'resume (`ResumeContact`), empty strings where none is found; nothing is stored. The phone is the first mainland mobile (as 11',
          'digits), else the first number written with its country code, as written. The parse is bounded (10 s, the first 5 pages of a',
          'PDF, 48 MB expanded for a DOCX); a limit that hits answers empty fields with code 0, never an error.',
        ].join(' '),
        consumes: ['multipart/form-data'],
        body: v.object({ file: resumeFileSchema }),
        response: dataAnswer<ResumeContact>(),
      },
      config: { rateLimit: app.submissionRateLimit },
      preValidation: async (request) => {
        // The schema checks what was read right after this hook.
        request.body = (await readResumeUpload(request)) as typeof request.body;
      },
    },
    async (request, reply) => {
      const { file } = request.body;
      const contact = await app.resumeParser.parse(file.originalName, file.bytes);
      return reply.header('cache-control', 'no-store').send(dataEnvelope(requestLanguage(request), contact));
    },
  );
};

export default resumeRoutes;
