import type { MessagePort } from 'node:worker_threads';
import type { ResumeFormat } from '../../../contract/resumeFormats';
import type { ResumeContact } from '../../../contract/entities/submissions';
import { loadExtractorLibraries } from '../extract/extractorLibraries';
import { parseResumeFile } from './parseResumeFile';
import { renderResumePreview } from '../preview/renderResumePreview';

/** Told once the worker starts reading the file, which is when the file's time limit starts (see resumeParserPool.ts). */
interface Started {
  started: MessagePort;
}

export interface ParseTask extends Started {
  fileName: string;
  bytes: Uint8Array;
}

export interface PreviewTask extends Started {
  format: Exclude<ResumeFormat, 'pdf'>;
  bytes: Uint8Array;
}

// Loaded as the worker starts, before its first file: see extractorLibraries.ts.
const libraries = loadExtractorLibraries();

async function startReading({ started }: Started): Promise<void> {
  await libraries;
  started.postMessage(null);
  started.close();
}

/** The default task of a resume worker thread (see resumeParserPool.ts): the contact details. */
export default async function parseInWorker(task: ParseTask): Promise<ResumeContact> {
  await startReading(task);
  return parseResumeFile(task.fileName, task.bytes);
}

/** The task named `preview`: the back office's preview page of a stored resume. */
export async function preview(task: PreviewTask): Promise<string | null> {
  await startReading(task);
  return renderResumePreview(task.format, task.bytes);
}
