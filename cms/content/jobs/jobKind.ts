import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { JobDocument, JobText } from '../../../contract/content/documents/job';
import { EMPLOYMENT_TYPES, type EmploymentType } from '../../../contract/entities/employmentType';
import { toApiLanguage } from '../../../contract/language';
import type { Database } from '../../db/schema';
import { CmsError, notFound } from '../../http/cmsError';
import {
  countJobResumes, deleteJob, findJobRecord, findNamedRecord, JOB_ORDERS, listJobRecords, type JobRecord,
} from './jobRecords';
import { insertJob, setJobRecruiter, updateJob } from './jobWrites';
import { textsByLanguage } from '../../db/bilingualNames';
import { publishedFlagOf } from '../publishedFlag';
import type { ContentKindDefinition } from '../contentKind';
import { SHORT_TEXT_MAX, choice, count, day, language, optionalDay, optionalMailbox, referenceId, richText, textLine } from '../documentFields';
import { chineseRequired, missingIn, titlesOf, withChinese } from '../translatedTexts';
import { filterNumber, orderOf, pageOf, parseFilter } from '../kinds/listQuery';

const text = v.object({
  post: textLine(SHORT_TEXT_MAX),
  place: textLine(SHORT_TEXT_MAX),
  duties: richText(),
  requirements: richText(),
}) satisfies v.GenericSchema<unknown, JobText>;

const schema = v.object({
  jobCategoryId: referenceId,
  workPlaceId: referenceId,
  headcount: count(10_000),
  announceTime: day(),
  closingDate: optionalDay(),
  employmentType: choice(EMPLOYMENT_TYPES),
  texts: chineseRequired(text),
  recruiterMailbox: optionalMailbox(),
  recruiterLanguage: language(),
}) satisfies v.GenericSchema<unknown, JobDocument>;

const filterSchema = v.strictObject({ jobCategoryId: v.optional(filterNumber), workPlaceId: v.optional(filterNumber) });

const toDocument = (row: JobRecord): JobDocument => ({
  jobCategoryId: row.job_category_id,
  workPlaceId: row.work_place_id,
  headcount: row.headcount,
  announceTime: row.announce_time,
  closingDate: row.closing_date,
  employmentType: row.employment_type as EmploymentType,
  texts: {
    ...textsByLanguage(row.translations, (t) => ({ post: t.post, place: t.place, duties: t.duties, requirements: t.requirements })),
    zh: { post: row.post, place: row.place, duties: row.duties, requirements: row.requirements },
  },
  recruiterMailbox: row.recruiter_mailbox,
  recruiterLanguage: toApiLanguage(row.recruiter_language),
});

/**
 * A job names its category and work place: both must exist when it is written. It cannot close
 * before it is announced (both are days, compared as written).
 */
async function checkJob(db: Kysely<Database>, document: JobDocument): Promise<void> {
  if (document.closingDate !== null && document.closingDate < document.announceTime) throw new CmsError(400, 'jobClosesBeforeAnnounced', { field: 'closingDate' });
  if (!(await findNamedRecord(db, 'job_category', document.jobCategoryId))) throw new CmsError(400, 'jobCategoryMissing', { field: 'jobCategoryId' });
  if (!(await findNamedRecord(db, 'work_place', document.workPlaceId))) throw new CmsError(400, 'workPlaceMissing', { field: 'workPlaceId' });
}

const toWrite = (document: JobDocument) => ({ ...document, texts: withChinese(document.texts) });

const postOf = (text: JobText) => text.post;

const recruiterOf = (document: JobDocument) => ({ mailbox: document.recruiterMailbox, language: document.recruiterLanguage });

/**
 * Job postings, edited by HR as well as editors, ordered by announce time. The Chinese text is
 * required, the English one optional (without it the job is hidden on the English site).
 */
export const jobsKind: ContentKindDefinition<JobDocument> = {
  kind: 'jobs',
  roles: ['editor', 'hr'],
  schema,
  translatedTexts: (document) => document.texts,
  missingLanguages: (document) => missingIn(document.texts),
  titles: (document) => titlesOf(document.texts, postOf),
  async list(db, query) {
    const filter = parseFilter(filterSchema, query.filter);
    const { rows, total } = await listJobRecords(db, filter, orderOf(JOB_ORDERS, query), pageOf(query));
    return {
      rows: rows.map((row) => ({ id: row.job_id, title: titlesOf(toDocument(row).texts, postOf), sort: 0, published: row.published === 1 })),
      total,
    };
  },
  async load(db, id) {
    const row = await findJobRecord(db, id);
    return row ? { document: toDocument(row), published: row.published === 1 } : null;
  },
  check: checkJob,
  async create(db, document) {
    const jobId = await insertJob(db, toWrite(document), { published: false });
    await setJobRecruiter(db, jobId, recruiterOf(document));
    return jobId;
  },
  async apply(db, id, document) {
    if (!(await updateJob(db, id, toWrite(document)))) throw notFound();
    await setJobRecruiter(db, id, recruiterOf(document));
  },
  setPublished: publishedFlagOf('job'),
  async remove(db, id) {
    const resumes = await countJobResumes(db, id);
    if (resumes > 0) throw new CmsError(409, 'jobHasResumes', { values: { count: resumes } });
    await deleteJob(db, id);
  },
};
