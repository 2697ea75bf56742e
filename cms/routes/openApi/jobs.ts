import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from '../../../contract/api';
import { toApiLanguage } from '../../../contract/language';
import { notFound } from '../../http/cmsError';
import { dataEnvelope, pageEnvelope } from '../../http/envelopes';
import { optionalId, readPage, requiredId } from '../../http/query';
import { sendContent } from '../../http/sendContent';
import { findJob, listJobCategories, listJobs, listWorkPlaces } from '../../queries/jobs';

type Query = Record<string, string | undefined>;

/** Job postings exist in Chinese only (careers are a Chinese-only area); `language` only sets `msg`. */
const jobRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const languageOf = (query: unknown) => toApiLanguage((query as Query).language);

  app.get(`/${API_PATHS.jobCategories}`, (request, reply) =>
    sendContent(request, reply, async () => dataEnvelope(languageOf(request.query), await listJobCategories(db))),
  );

  app.get(`/${API_PATHS.workPlaces}`, (request, reply) =>
    sendContent(request, reply, async () => dataEnvelope(languageOf(request.query), await listWorkPlaces(db))),
  );

  app.get(`/${API_PATHS.jobList}`, (request, reply) =>
    sendContent(request, reply, async () => {
      const query = request.query as Query;
      const filter = { jobCategoryId: optionalId(query.jobCategoryId), workPlaceId: optionalId(query.workPlaceId) };
      const { rows, total } = await listJobs(db, filter, readPage(query));
      return pageEnvelope(languageOf(query), rows, total);
    }),
  );

  app.get('/job/:id', (request, reply) =>
    sendContent(request, reply, async () => {
      const job = await findJob(db, requiredId((request.params as { id: string }).id));
      if (!job) throw notFound();
      return dataEnvelope(languageOf(request.query), job);
    }),
  );
};

export default jobRoutes;
