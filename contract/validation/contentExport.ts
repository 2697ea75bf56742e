import * as v from 'valibot';
import { isCalendarDay } from '../companyTime';
import { CLASSIFY_TYPES } from '../entities/classify';
import { DEFAULT_EMPLOYMENT_TYPE, EMPLOYMENT_TYPES } from '../entities/employmentType';
import { API_LANGUAGES } from '../language';
import { SERVICE_LOCATION_TYPES } from '../entities/serviceLocation';
import { TAG_GROUPS } from '../entities/tag';

/**
 * A content export: per language, the open API's answers keyed by the call's path
 * (`classify/treeData` by classify type, `article/list` rows each with its `articleDetails`,
 * `job/list` rows each with its `jobDetails`, `tag/list`, `blogroll/list`, `localtion/list`).
 * Media (thumbnails, attached files) are named by a path relative to the export file or an
 * http(s) address. The file's frame is checked as a whole; each item is checked on its own
 * with the item schemas below, so one bad item is refused without refusing the rest.
 */
const items = v.optional(v.array(v.unknown()), []);

/** Answers of other calls (products, videos) may sit beside these; they are not imported. */
const languageSection = v.object({
  'classify/treeData': v.optional(v.record(v.picklist(Object.values(CLASSIFY_TYPES).map(String)), v.array(v.unknown())), {}),
  'tag/list': items,
  'article/list': items,
  'job/list': items,
  'blogroll/list': items,
  'localtion/list': items,
});

/** A language's section is an object, never a list (valibot's objects take arrays). */
const section = v.pipe(languageSection, v.check((value) => !Array.isArray(value), 'Must be an object of answers'));

/** Only the API's language codes at the top, at least one: a misspelt language is not an empty export. */
export const contentExportSchema = v.pipe(
  v.strictObject(
    Object.fromEntries(API_LANGUAGES.map((language) => [language, v.optional(section)])) as Record<
      (typeof API_LANGUAGES)[number],
      v.OptionalSchema<typeof section, undefined>
    >,
  ),
  v.check((value) => API_LANGUAGES.some((language) => value[language] !== undefined), `Must have a section for ${API_LANGUAGES.join(' or ')}`),
);

export type ContentExportSection = v.InferOutput<typeof languageSection>;

const sourceId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const filledText = (max: number) =>
  v.pipe(v.string(), v.maxLength(max), v.check((value) => value.trim() !== '', 'Must not be blank'));
/** A date or date-time as the open API writes them (ISO 8601). */
const isoDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?$/, 'Must be an ISO 8601 date'),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'Must be a real date'),
);
/** YYYY-MM-DD, a day of the calendar (Date.parse takes 2027-02-30). */
const calendarDay = v.pipe(
  v.string(),
  v.isoDate('Must be a date written YYYY-MM-DD'),
  v.check(isCalendarDay, 'Must be a day of the calendar'),
);
/** Where a media file is: a path relative to the export file, or an http(s) address. */
const mediaReference = v.pipe(v.string(), v.nonEmpty(), v.maxLength(2048));
/** A category's route segment: one URL path segment, unreserved characters only. */
const URL_SEGMENT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const HTML_MAX = 1_000_000;

/** A node of `classify/treeData`; its children are checked as nodes of their own. */
export const classifyNodeSchema = v.object({
  classifyId: sourceId,
  classifyName: filledText(100),
  outLink: v.pipe(v.string(), v.maxLength(100), v.regex(URL_SEGMENT_PATTERN, 'Must be one URL path segment')),
  children: v.array(v.unknown()),
});

export const tagSchema = v.object({
  tagId: sourceId,
  tagGroup: v.picklist(TAG_GROUPS),
  tagName: filledText(100),
});

/** A row of `article/list` with the answer of `articleDetails/{articleId}` for it. */
export const articleRowSchema = v.pipe(
  v.looseObject({
    id: sourceId,
    articleId: sourceId,
    articleTitle: filledText(200),
    articleSummary: text(2000),
    articleThumbnail: mediaReference,
    classifyId: sourceId,
    publishTime: isoDate,
    fileUrl: v.nullable(mediaReference),
    fileId: v.nullable(sourceId),
    tagIds: v.array(sourceId),
    articleDetails: v.looseObject({ articleId: sourceId, articleContent: text(HTML_MAX) }),
  }),
  v.check((row) => row.articleDetails.articleId === row.articleId, 'articleDetails must be the details of the row\'s article'),
  v.check((row) => (row.fileUrl === null) === (row.fileId === null), 'fileUrl and fileId go together'),
);

/** A row of `job/list` with the answer of `job/{jobId}` for it (duties and requirements). */
export const jobRowSchema = v.pipe(
  v.looseObject({
    jobId: sourceId,
    post: filledText(100),
    jobCategoryId: sourceId,
    jobCategoryName: filledText(100),
    workPlaceId: sourceId,
    workPlaceName: filledText(100),
    place: text(200),
    headcount: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)),
    announceTime: isoDate,
    /** Exports from before jobs had them: no closing date, full-time. */
    closingDate: v.optional(v.nullable(calendarDay), null),
    employmentType: v.optional(v.picklist(EMPLOYMENT_TYPES), DEFAULT_EMPLOYMENT_TYPE),
    jobDetails: v.looseObject({ jobId: sourceId, duties: text(HTML_MAX), requirements: text(HTML_MAX) }),
  }),
  v.check((row) => row.jobDetails.jobId === row.jobId, 'jobDetails must be the details of the row\'s job'),
  v.check((row) => row.closingDate === null || row.closingDate >= row.announceTime.slice(0, 10), 'closingDate must not be before announceTime'),
);

export const friendlyLinkSchema = v.object({
  blogrollId: sourceId,
  blogrollName: filledText(100),
  blogrollLink: v.pipe(v.string(), v.maxLength(2048), v.url(), v.regex(/^https?:\/\//i, 'Must be an http(s) address')),
});

export const serviceLocationSchema = v.object({
  locationId: sourceId,
  locationName: filledText(100),
  province: text(50),
  address: text(300),
  phone: text(50),
  locationType: v.picklist(SERVICE_LOCATION_TYPES),
});

export type TagItem = v.InferOutput<typeof tagSchema>;
export type ArticleRowItem = v.InferOutput<typeof articleRowSchema>;
export type JobRowItem = v.InferOutput<typeof jobRowSchema>;
export type ServiceLocationItem = v.InferOutput<typeof serviceLocationSchema>;

/** Why an item failed its schema, in one line: each broken rule with the field it is on. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? 'item'}: ${issue.message}`).join('; ');
}
