import { sanitizeContentHtml } from '../../content/sanitizeContentHtml';
import type { JobText } from '../../../contract/content/documents/job';
import { jobRowSchema, type JobRowItem } from '../../../contract/validation/contentExport';
import {
  insertJob, insertJobCategory, insertWorkPlace, updateJob, updateJobCategory, updateWorkPlace, withChineseText,
  type JobWrite, type NamedWrite,
} from '../../content/jobs/jobWrites';
import type { ContentKind } from '../../../contract/content/kinds';
import type { Candidate, ImportKind } from '../importKind';
import { Refusal } from '../refusal';
import type { ExportFile } from '../exportFile';
import { byLanguage, bySourceId, mergeVersions, versionsOf, type Versions } from '../languageVersions';

/**
 * Careers: a job's language-neutral facts are the same in every language that lists it; its text,
 * its category's and its work place's names are each language's. Every job has a Chinese text (the
 * Chinese list must name it); a job only the English list names is refused.
 */
const jobVersions = (file: ExportFile): Array<Versions<JobRowItem>> =>
  versionsOf(file, (section) => section['job/list'], jobRowSchema, (job) => job.jobId, 'jobId')
    .sort(bySourceId);

/** The job categories or workplaces the valid job rows name, by id, in the order first named, with their name in each language. */
function namedBy(file: ExportFile, idOf: (job: JobRowItem) => number, nameOf: (job: JobRowItem) => string, what: string) {
  const names = new Map<string, Map<string, Set<string>>>();
  for (const entry of jobVersions(file)) {
    for (const { language, item } of entry.versions) {
      const id = String(idOf(item));
      const byLanguageNames = names.get(id) ?? new Map<string, Set<string>>();
      byLanguageNames.set(language, (byLanguageNames.get(language) ?? new Set()).add(nameOf(item)));
      names.set(id, byLanguageNames);
    }
  }
  return [...names.entries()].map(([sourceId, named], sort): Candidate<NamedWrite> => {
    const conflicting = [...named.entries()].find(([, set]) => set.size > 1);
    if (conflicting) {
      const [name, other] = [...conflicting[1]];
      return { sourceId, label: `${what} ${sourceId}`, refusal: `named both ${name} and ${other}` };
    }
    const texts = withChineseText(Object.fromEntries([...named.entries()].map(([language, set]) => [language, [...set][0]!])));
    return texts === undefined
      ? { sourceId, label: `${what} ${sourceId}`, refusal: 'no Chinese name (only jobs the Chinese list names are imported)' }
      : { sourceId, label: `${what} ${texts.zh} (${sourceId})`, item: { names: texts, sort } };
  });
}

/** A kind whose entries are named by the job rows (job categories, workplaces): written as named, nothing to resolve. */
function namedKind(
  kind: string,
  contentKind: ContentKind,
  collect: (file: ExportFile) => Array<Candidate<NamedWrite>>,
  writes: Pick<ImportKind<NamedWrite, NamedWrite, NamedWrite>, 'insert' | 'update'>,
): ImportKind<NamedWrite, NamedWrite, NamedWrite> {
  return { kind, contentKind, collect, prepare: async (entry) => entry, resolve: async (_db, entry) => entry, ...writes };
}

export const jobCategories = namedKind(
  'jobCategory',
  'job-categories',
  (file) => namedBy(file, (job) => job.jobCategoryId, (job) => job.jobCategoryName, 'job category'),
  { insert: insertJobCategory, update: updateJobCategory },
);

export const workPlaces = namedKind(
  'workPlace',
  'work-places',
  (file) => namedBy(file, (job) => job.workPlaceId, (job) => job.workPlaceName, 'workplace'),
  { insert: insertWorkPlace, update: updateWorkPlace },
);

interface MergedJob {
  row: JobRowItem;
  texts: Partial<Record<string, JobText>>;
}

const textOf = (job: JobRowItem): JobText => ({
  post: job.post,
  place: job.place,
  duties: sanitizeContentHtml(job.jobDetails.duties),
  requirements: sanitizeContentHtml(job.jobDetails.requirements),
});

/** `job/list` rows with their `jobDetails`, in the order of their source ids (the list's tie-breaker). */
export const jobs: ImportKind<MergedJob, MergedJob, JobWrite> = {
  kind: 'job',
  contentKind: 'jobs',
  collect: (file) =>
    jobVersions(file).map((entry) =>
      mergeVersions(
        entry,
        'job',
        (job) => job.post,
        (job) => [job.jobCategoryId, job.workPlaceId, job.headcount, job.announceTime, job.closingDate, job.employmentType],
        (versions) => ({ row: versions[0]!.item, texts: byLanguage(versions, textOf) }),
      ),
    ),
  prepare: async (job) => job,
  async resolve(_db, { row, texts }, localIdOf) {
    const jobCategoryId = localIdOf('jobCategory', row.jobCategoryId);
    const workPlaceId = localIdOf('workPlace', row.workPlaceId);
    if (jobCategoryId === undefined || workPlaceId === undefined) throw new Refusal('its job category or workplace was not imported');
    const chinese = withChineseText(texts);
    if (chinese === undefined) throw new Refusal('it has no Chinese text (only jobs the Chinese list names are imported)');
    const { headcount, announceTime, closingDate, employmentType } = row;
    return { jobCategoryId, workPlaceId, headcount, announceTime, closingDate, employmentType, texts: chinese };
  },
  insert: insertJob,
  update: updateJob,
};
