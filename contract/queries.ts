import * as v from 'valibot';
import { CASE_PAGE_SIZE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './api';
import { CLASSIFY_TYPES, type ClassifyType } from './entities/classify';
import { PRODUCT_TYPES, type ProductType } from './entities/product';
import { TAG_GROUPS, type TagGroup } from './entities/tag';
import { toApiLanguage } from './language';

/**
 * The parameters of the read calls. Query and path values arrive as text; each schema checks it
 * and turns it into what the CMS reads (numbers, a page, a language), so a malformed value is a
 * 400 before any query runs. A value given twice (`?a=1&a=2`) arrives as a list and is refused.
 * Failures carry no message key of their own: they all answer `badRequest`. What a rule means to
 * a client beyond what JSON Schema states is said beside it (`v.description`), for the API's
 * document; descriptions are metadata, which a check skips.
 */

const ID_TEXT = /^\d{1,15}$/;

/** A positive whole number written in decimal (`7`, ` 7 `). */
const idParamOf = (description: string) =>
  v.pipe(v.string(), v.description(description), v.trim(), v.regex(ID_TEXT), v.transform(Number), v.minValue(1));

export const idParam = idParamOf('A positive whole number.');

/** An id or nothing: a missing or empty value means "no filter" (or a default, for paging). */
const optionalIdParamOf = (description: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.description(description),
    v.trim(),
    v.union([v.literal(''), idParam]),
    v.transform((value) => (value === '' ? undefined : value)),
  );

/** Any value other than English means Chinese, so a stale or mistyped parameter still answers content. */
const languageParam = v.pipe(
  v.optional(v.unknown(), ''),
  v.metadata({ type: 'string', examples: ['en'], description: '`en` for English; any other value, or none, means Chinese (`zh`).' }),
  v.transform(toApiLanguage),
);

/** A value outside `values` means "no filter", as for `language`. */
function optionalChoice<const T extends string>(values: readonly T[]) {
  return v.pipe(
    v.optional(v.unknown()),
    v.metadata({ type: 'string', examples: [values[0]], description: `One of ${values.map((value) => `\`${value}\``).join(', ')}; any other value, or none, means no filter.` }),
    v.transform((value): T | undefined => (values.includes(value as T) ? (value as T) : undefined)),
  );
}

export interface Page {
  /** From 1. */
  pageNum: number;
  pageSize: number;
  offset: number;
}

/** Past a million pages nothing is there; the cap keeps the offset a safe integer. */
const MAX_PAGE_NUM = 1_000_000;

function pageOf(pageNum: number | undefined, pageSize: number | undefined, defaultSize: number): Page {
  const num = Math.min(pageNum ?? 1, MAX_PAGE_NUM);
  const size = Math.min(pageSize ?? defaultSize, MAX_PAGE_SIZE);
  return { pageNum: num, pageSize: size, offset: (num - 1) * size };
}

/** `pageNum` and `pageSize` (both optional) become one `page`. */
function paged<const TEntries extends v.ObjectEntries>(entries: TEntries, defaultSize = DEFAULT_PAGE_SIZE) {
  const object = v.object({
    ...entries,
    pageNum: optionalIdParamOf('The page, from 1 (the default).'),
    pageSize: optionalIdParamOf(`Rows a page: ${defaultSize} by default, at most ${MAX_PAGE_SIZE}.`),
  });
  type Query = v.InferOutput<typeof object>;
  type PagedQuery = Omit<Query, 'pageNum' | 'pageSize'> & { page: Page };
  // The other fields are copied by name: an object rest (`{ pageNum, pageSize, ...rest }`) costs
  // V8 a call into its runtime, about as much as the rest of the check of a list's query.
  const fields = Object.keys(entries) as Array<keyof Query & string>;
  return v.pipe(
    object,
    v.transform((query): PagedQuery => {
      const output: Record<string, unknown> = {};
      for (const field of fields) output[field] = query[field];
      output.page = pageOf(query.pageNum, query.pageSize, defaultSize);
      return output as PagedQuery;
    }),
  );
}

export const languageQuery = v.object({ language: languageParam });

/** `id` in a path such as `articleDetails/{id}`. */
export const idParams = v.object({ id: idParam });

const CLASSIFY_TYPE_VALUES: readonly number[] = Object.values(CLASSIFY_TYPES);

/** Cases (0) unless another known tree is asked for; an unknown tree is refused. */
export const classifyTreeQuery = v.object({
  language: languageParam,
  classifyType: v.pipe(
    v.optional(v.string(), ''),
    v.description(`The tree: ${Object.entries(CLASSIFY_TYPES).map(([name, type]) => `${type} ${name}`).join(', ')}; ${CLASSIFY_TYPES.cases} when missing or empty. Another value is refused (400).`),
    v.trim(),
    v.transform((value) => (value === '' ? CLASSIFY_TYPES.cases : Number(value))),
    v.check((type) => CLASSIFY_TYPE_VALUES.includes(type)),
    v.transform((type) => type as ClassifyType),
  ),
});

/** `tagIds=3,7` → [3, 7]: an article must carry every one; at most 20. */
const tagIdList = v.pipe(
  v.optional(v.string(), ''),
  v.description('Tag ids separated by commas (`3,7`), at most 20: only articles carrying every one are listed.'),
  v.transform((value) => (value === '' ? [] : value.split(','))),
  v.maxLength(20),
  v.array(idParam),
  v.transform((ids) => [...new Set(ids)]),
);

const categoryIdParam = idParamOf("The category; a parent category lists its descendants' articles too, in the list's order.");

export const articleListQuery = paged(
  { language: languageParam, classifyId: categoryIdParam, tagIds: tagIdList },
  CASE_PAGE_SIZE,
);

/** The whole list of a category (no paging): `internal/articleIndex`. */
export const articleIndexQuery = v.object({ language: languageParam, classifyId: categoryIdParam });

export const mediaListQuery = paged({ language: languageParam });

export const tagListQuery = v.object({ language: languageParam, tagGroup: optionalChoice<TagGroup>(TAG_GROUPS) });

export const productListQuery = v.object({
  language: languageParam,
  productType: optionalChoice<ProductType>(PRODUCT_TYPES),
});

/** Job postings in `language`: in English, only those written in English. */
export const jobListQuery = paged({
  language: languageParam,
  jobCategoryId: optionalIdParamOf('The job category; missing or empty means every one.'),
  workPlaceId: optionalIdParamOf('The work place; missing or empty means every one.'),
});
