/**
 * The document libraries the extractors read resumes with, each imported on first use so that
 * the CMS does not load them at start-up. A resume worker loads them all as it starts
 * (../parsing/resumeWorker.ts): loading code is seconds on a busy machine, and a file's time limit
 * counts only its reading.
 */

/**
 * pdfjs's minified builds, its parser handed over as the "fake worker" it would otherwise import
 * itself. The readable builds end in a sourceMappingURL, and under tsx, which turns source maps on,
 * Node read their 7 MB of maps on a worker's first PDF: 1.5 s of the 2.8 s a new resume worker took
 * to answer (docs/api.md).
 */
export async function loadPdfjs() {
  const [pdfjs, parser] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.min.mjs'), import('pdfjs-dist/legacy/build/pdf.worker.min.mjs')]);
  (globalThis as { pdfjsWorker?: { WorkerMessageHandler: unknown } }).pdfjsWorker ??= { WorkerMessageHandler: parser.WorkerMessageHandler };
  return pdfjs;
}

export async function loadMammoth() {
  return (await import('mammoth')).default;
}

export async function loadWordExtractor() {
  return (await import('word-extractor')).default;
}

export async function loadExtractorLibraries(): Promise<void> {
  await Promise.all([loadPdfjs(), loadMammoth(), loadWordExtractor()]);
}
