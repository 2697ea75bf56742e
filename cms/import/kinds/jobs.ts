import { sanitizeContentHtml } from '../../content/sanitizeContentHtml';
import { jobRowSchema, type JobRowItem } from '../../../contract/validation/contentExport';
import {
  insertJob, insertJobCategory, insertWorkPlace, updateJob, updateJobCategory, updateWorkPlace, type JobWrite,
} from '../../repositories/jobWrites';
import type { Candidate, ImportKind } from '../importKind';
import { Refusal } from '../refusal';
import type { ExportFile } from '../exportFile';
import { bySourceId, mergeVersions, versionsOf, type Versions } from '../languageVersions';

/** Careers are Chinese only: a job listed in several languages must be the same everywhere. */
const jobVersions = (file: ExportFile): Array<Versions<JobRowItem>> =>
  versionsOf(file, (section) => section['job/list'], jobRowSchema, (job) => job.jobId, 'jobId')
    .sort(bySourceId);

interface NamedEntry {
  name: string;
  sort: number;
}

/** The job categories or workplaces the valid job rows name, by id, in the order first named. */
function namedBy(file: ExportFile, idOf: (job: JobRowItem) => number, nameOf: (job: JobRowItem) => string, what: string) {
  const names = new Map<string, Set<string>>();
  for (const entry of jobVersions(file)) {
    for (const { item } of entry.versions) {
      const id = String(idOf(item));
      names.set(id, (names.get(id) ?? new Set()).add(nameOf(item)));
    }
  }
  return [...names.entries()].map(([sourceId, named], sort): Candidate<NamedEntry> => {
    const [name, other] = [...named];
    return other === undefined
      ? { sourceId, label: `${what} ${name} (${sourceId})`, item: { name: name!, sort } }
      : { sourceId, label: `${what} ${sourceId}`, refusal: `named both ${name} and ${other}` };
  });
}

/** A kind whose entries are named by the job rows (job categories, workplaces): written as named, nothing to resolve. */
function namedKind(
  kind: string,
  collect: (file: ExportFile) => Array<Candidate<NamedEntry>>,
  writes: Pick<ImportKind<NamedEntry, NamedEntry, NamedEntry>, 'insert' | 'update'>,
): ImportKind<NamedEntry, NamedEntry, NamedEntry> {
  return { kind, collect, prepare: async (entry) => entry, resolve: async (_db, entry) => entry, ...writes };
}

export const jobCategories = namedKind(
  'jobCategory',
  (file) => namedBy(file, (job) => job.jobCategoryId, (job) => job.jobCategoryName, 'job category'),
  { insert: insertJobCategory, update: updateJobCategory },
);

export const workPlaces = namedKind(
  'workPlace',
  (file) => namedBy(file, (job) => job.workPlaceId, (job) => job.workPlaceName, 'workplace'),
  { insert: insertWorkPlace, update: updateWorkPlace },
);

/** `job/list` rows with their `jobDetails`, in the order of their source ids (the list's tie-breaker). */
export const jobs: ImportKind<JobRowItem, JobRowItem, JobWrite> = {
  kind: 'job',
  collect: (file) =>
    jobVersions(file).map((entry) =>
      mergeVersions(entry, 'job', (job) => job.post, (job) => job, (versions) => versions[0]!.item),
    ),
  prepare: async (job) => job,
  async resolve(_db, job, localIdOf) {
    const jobCategoryId = localIdOf('jobCategory', job.jobCategoryId);
    const workPlaceId = localIdOf('workPlace', job.workPlaceId);
    if (jobCategoryId === undefined || workPlaceId === undefined) throw new Refusal('its job category or workplace was not imported');
    return {
      jobCategoryId,
      workPlaceId,
      post: job.post,
      place: job.place,
      headcount: job.headcount,
      announceTime: job.announceTime,
      duties: sanitizeContentHtml(job.jobDetails.duties),
      requirements: sanitizeContentHtml(job.jobDetails.requirements),
    };
  },
  insert: insertJob,
  update: updateJob,
};
