import type { ResumeFormat } from '../../../contract/resumeFormats';
import type { ResumeContact } from '../../../contract/entities/submissions';
import { parseResumeFile } from './parseResumeFile';
import { renderResumePreview } from '../preview/renderResumePreview';

export interface ParseTask {
  fileName: string;
  bytes: Uint8Array;
}

export interface PreviewTask {
  format: Exclude<ResumeFormat, 'pdf'>;
  bytes: Uint8Array;
}

/** The default task of a resume worker thread (see resumeParserPool.ts): the contact details. */
export default function parseInWorker({ fileName, bytes }: ParseTask): Promise<ResumeContact> {
  return parseResumeFile(fileName, bytes);
}

/** The task named `preview`: the back office's preview page of a stored resume. */
export function preview({ format, bytes }: PreviewTask): Promise<string | null> {
  return renderResumePreview(format, bytes);
}
