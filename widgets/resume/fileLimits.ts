import type { RESUME_EXTENSIONS } from '../../contract/resumeFormats';

/*
 * The contract's limits on resume files as the first paint states them (the file input's
 * `accept`, the hint's size), written out so the first load does not carry the formats module: it
 * comes with ./resumeActions, which checks files against it.
 */

/** `.html,.htm,…`: the `accept` list an extension list makes. */
type AcceptList<T extends readonly string[]> = T extends readonly [infer First extends string, ...infer Rest extends readonly string[]]
  ? Rest extends readonly [] ? `.${First}` : `.${First},${AcceptList<Rest>}`
  : '';

/** The contract's RESUME_ACCEPT, typed by its extension list: a change there is a compile error here. */
export const RESUME_ACCEPT: AcceptList<typeof RESUME_EXTENSIONS> = '.html,.htm,.pdf,.doc,.docx,.txt,.txl,.xls,.xlsx,.mht,.mhtml,.mhl,.rtf';

/** The contract's RESUME_MAX_BYTES in MB (tests/widgets/resume holds the two equal). */
export const HINT_MAX_MB = 10;
