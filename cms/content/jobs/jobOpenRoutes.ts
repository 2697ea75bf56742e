import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { API_PATHS } from '../../../contract/api';
import type { JobCategory, JobDetails, JobListItem, WorkPlace } from '../../../contract/entities/job';
import { idParams, jobListQuery, languageQuery } from '../../../contract/queries';
import { notFound } from '../../http/cmsError';
import { dataEnvelope, pageEnvelope } from '../../http/envelopes';
import { dataAnswer, pageAnswer } from '../../http/responseSchemas';
import { sendCachedContent, sendContent } from '../../http/sendContent';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider';
import { findJob, listJobCategories, listJobs, listWorkPlaces } from './jobs';

/**
 * Job postings, their categories and work places in the language asked: in English only those
 * translated. A posting's closing date ends at midnight in `companyTimeZone`.
 */
const jobRoutes: FastifyPluginAsync<{ companyTimeZone: string }, RawServerDefault, ValibotTypeProvider> = async (app, { companyTimeZone }) => {
  const { db } = app;
  app.addHook('preValidation', sendCachedContent);

  app.get(
    `/${API_PATHS.jobCategories}`,
    {
      schema: {
        summary: 'Job categories',
        description: '`data` is a list of `JobCategory`s; in English only those translated.',
        querystring: languageQuery, response: dataAnswer<JobCategory[]>(),
      },
    },
    (request, reply) =>
      sendContent(request, reply, async () => dataEnvelope(request.query.language, await listJobCategories(db, request.query.language))),
  );

  app.get(
    `/${API_PATHS.workPlaces}`,
    {
      schema: {
        summary: 'Work places',
        description: '`data` is a list of `WorkPlace`s; in English only those translated.',
        querystring: languageQuery, response: dataAnswer<WorkPlace[]>(),
      },
    },
    (request, reply) =>
      sendContent(request, reply, async () => dataEnvelope(request.query.language, await listWorkPlaces(db, request.query.language))),
  );

  app.get(
    `/${API_PATHS.jobList}`,
    {
      schema: {
        summary: 'A page of job postings',
        description: '`rows` are `JobListItem`s, `total` counts them all; in English only the postings written in English.',
        querystring: jobListQuery, response: pageAnswer<JobListItem>(),
      },
    },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const { language, jobCategoryId, workPlaceId, page } = request.query;
        const { rows, total } = await listJobs(db, { jobCategoryId, workPlaceId }, page, language, companyTimeZone);
        return pageEnvelope(language, rows, total);
      }),
  );

  app.get(
    '/job/:id',
    {
      schema: {
        summary: 'One job posting',
        description: '`data` is the `JobDetails`; an unknown id answers 404.',
        params: idParams, querystring: languageQuery, response: dataAnswer<JobDetails>(),
      },
    },
    (request, reply) =>
      sendContent(request, reply, async () => {
        const job = await findJob(db, request.params.id, request.query.language, companyTimeZone);
        if (!job) throw notFound();
        return dataEnvelope(request.query.language, job);
      }),
  );
};

export default jobRoutes;
