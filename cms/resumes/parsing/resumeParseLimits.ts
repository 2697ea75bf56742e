/**
 * Bounds on the work one uploaded resume may cost the parse step. Every limit that hits makes
 * the parse answer empty fields (the applicant types them in), never an error.
 */

/** The contact block is on the first page or two; a 10,000-page "resume" is an attack. */
export const RESUME_PARSE_MAX_PAGES = 5;

/**
 * Wall-clock time a worker may read one file before it is stopped, counted from when it starts
 * reading (waiting for a worker is bounded apart: resumeParserPool.ts). A real resume parses in
 * well under a second; the margin is for a busy machine.
 */
export const RESUME_PARSE_TIMEOUT_MS_DEFAULT = 10_000;

/**
 * The bytes all entries of an uploaded ZIP (DOCX) may expand to. A resume's word/document.xml
 * is rarely over a few MB, and its pictures barely expand; a zip bomb expands to gigabytes.
 */
export const ZIP_MAX_EXPANDED_BYTES = 48 * 1024 * 1024;

/**
 * How many times its compressed size one entry may expand to. Office XML compresses 5 to 30
 * times; a bomb of repeated bytes compresses about 1000 times.
 */
export const ZIP_MAX_EXPANSION_RATIO = 100;

/** Entries expanding to less than this are not held to the ratio: tiny files compress oddly. */
export const ZIP_RATIO_EXEMPT_BYTES = 1024 * 1024;

/** Heap of one parse worker: far above what a resume needs, far below the machine's memory. */
export const PARSE_WORKER_HEAP_MB = 256;
