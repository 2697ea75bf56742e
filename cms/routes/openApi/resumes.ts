import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '../../../contract/api';
import type { ResumeContact } from '../../../contract/entities/submissions';
import { resumeSchema } from '../../../contract/validation/resume';
import { clientAddress } from '../../http/clientAddress';
import { CmsError } from '../../http/cmsError';
import { dataEnvelope } from '../../http/envelopes';
import { requestLanguage } from '../../http/requestLanguage';
import { rejectBots, validateOrThrow } from '../../http/validateBody';
import { findJob } from '../../repositories/jobs';
import { parseResumeFile } from '../../resumes/parseResumeFile';
import { fingerprintOf, findStoredAnswer, readIdempotencyKey, storeOnce } from '../../submissions/idempotency';
import { readResumeUpload } from '../../submissions/readResumeUpload';
import { removeResumeFile, saveResumeFile } from '../../submissions/resumeStore';

const resumeRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const { resumesDir } = app.storage;

  app.post(
    `/${API_PATHS.resumeAdd}`,
    { config: { rateLimit: app.submissionRateLimit } },
    async (request, reply) => {
      const language = requestLanguage(request);
      const upload = await readResumeUpload(request);
      const { website, ...resume } = validateOrThrow(resumeSchema, upload.fields);
      rejectBots(website);
      if (resume.jobId !== undefined && !(await findJob(db, resume.jobId))) {
        throw new CmsError(404, 'notFound', { field: 'jobId' });
      }

      const scope = {
        route: API_PATHS.resumeAdd,
        key: readIdempotencyKey(request.headers['idempotency-key']),
        fingerprint: fingerprintOf(resume, createHash('sha256').update(upload.file.bytes).digest('hex')),
      };
      const earlier = await findStoredAnswer(db, scope);
      if (earlier) return reply.code(earlier.statusCode).send(earlier.body);

      const storedName = await saveResumeFile(resumesDir, upload.file.format, upload.file.bytes);
      try {
        const { answer, replayed } = await storeOnce(db, scope, async (trx) => {
          const { resume_id } = await trx
            .insertInto('resume')
            .values({
              job_id: resume.jobId ?? null,
              name: resume.name,
              phone: resume.phone,
              email: resume.email,
              original_file_name: upload.file.originalName,
              stored_file_name: storedName,
              file_format: upload.file.format,
              size_bytes: upload.file.bytes.length,
              language,
              client_ip: clientAddress(request),
              created_at: new Date().toISOString(),
            })
            .returning('resume_id')
            .executeTakeFirstOrThrow();
          return { statusCode: 200, body: dataEnvelope(language, { resumeId: resume_id }, 'submitted') };
        });
        if (replayed) await removeResumeFile(resumesDir, storedName);
        return reply.code(answer.statusCode).header('cache-control', 'no-store').send(answer.body);
      } catch (error) {
        await removeResumeFile(resumesDir, storedName);
        throw error;
      }
    },
  );

  /** The "system parses and fills in" step of SPEC §5: reads contact details, stores nothing. */
  app.post(
    `/${API_PATHS.resumeParse}`,
    { config: { rateLimit: app.submissionRateLimit } },
    async (request, reply) => {
      const language = requestLanguage(request);
      const upload = await readResumeUpload(request);
      const contact: ResumeContact = await parseResumeFile(upload.file.originalName, upload.file.bytes);
      return reply.header('cache-control', 'no-store').send(dataEnvelope(language, contact));
    },
  );
};

export default resumeRoutes;
