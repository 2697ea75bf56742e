import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { JobDocument } from '../../../contract/content/documents/job';
import { toApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';
import { CmsError, notFound } from '../../http/cmsError';
import {
  countJobResumes, deleteJob, findJobRecord, findNamedRecord, JOB_ORDERS, listJobRecords, type JobRecord,
} from '../../repositories/jobRecords';
import { insertJob, setJobRecruiter, updateJob } from '../../repositories/jobWrites';
import { publishedFlagOf } from '../../repositories/publishedFlag';
import type { ContentKindDefinition } from '../contentKind';
import { SHORT_TEXT_MAX, count, day, language, optionalMailbox, referenceId, richText, textLine } from '../documentFields';
import { filterNumber, orderOf, pageOf, parseFilter } from './listQuery';

const schema = v.object({
  jobCategoryId: referenceId,
  workPlaceId: referenceId,
  post: textLine(SHORT_TEXT_MAX),
  place: textLine(SHORT_TEXT_MAX),
  headcount: count(10_000),
  announceTime: day(),
  duties: richText(),
  requirements: richText(),
  recruiterMailbox: optionalMailbox(),
  recruiterLanguage: language(),
}) satisfies v.GenericSchema<unknown, JobDocument>;

const filterSchema = v.strictObject({ jobCategoryId: v.optional(filterNumber), workPlaceId: v.optional(filterNumber) });

const toDocument = (row: JobRecord): JobDocument => ({
  jobCategoryId: row.job_category_id,
  workPlaceId: row.work_place_id,
  post: row.post,
  place: row.place,
  headcount: row.headcount,
  announceTime: row.announce_time,
  duties: row.duties,
  requirements: row.requirements,
  recruiterMailbox: row.recruiter_mailbox,
  recruiterLanguage: toApiLanguage(row.recruiter_language),
});

/** A job names its category and work place: both must exist when it is written. */
async function checkReferences(db: Kysely<Database>, document: JobDocument): Promise<void> {
  if (!(await findNamedRecord(db, 'job_category', document.jobCategoryId))) throw new CmsError(400, 'jobCategoryMissing', { field: 'jobCategoryId' });
  if (!(await findNamedRecord(db, 'work_place', document.workPlaceId))) throw new CmsError(400, 'workPlaceMissing', { field: 'workPlaceId' });
}

const recruiterOf = (document: JobDocument) => ({ mailbox: document.recruiterMailbox, language: document.recruiterLanguage });

/** Job postings, edited by HR as well as editors. Chinese only, as careers are; ordered by announce time. */
export const jobsKind: ContentKindDefinition<JobDocument> = {
  kind: 'jobs',
  roles: ['editor', 'hr'],
  schema,
  missingLanguages: () => [],
  titles: (document) => ({ zh: document.post, en: null }),
  async list(db, query) {
    const filter = parseFilter(filterSchema, query.filter);
    const { rows, total } = await listJobRecords(db, filter, orderOf(JOB_ORDERS, query), pageOf(query));
    return {
      rows: rows.map((row) => ({ id: row.job_id, title: { zh: row.post, en: null }, sort: 0, published: row.published === 1 })),
      total,
    };
  },
  async load(db, id) {
    const row = await findJobRecord(db, id);
    return row ? { document: toDocument(row), published: row.published === 1 } : null;
  },
  check: checkReferences,
  async create(db, document) {
    const jobId = await insertJob(db, document, { published: false });
    await setJobRecruiter(db, jobId, recruiterOf(document));
    return jobId;
  },
  async apply(db, id, document) {
    if (!(await updateJob(db, id, document))) throw notFound();
    await setJobRecruiter(db, id, recruiterOf(document));
  },
  setPublished: publishedFlagOf('job'),
  async remove(db, id) {
    const resumes = await countJobResumes(db, id);
    if (resumes > 0) throw new CmsError(409, 'jobHasResumes', { values: { count: resumes } });
    await deleteJob(db, id);
  },
};
