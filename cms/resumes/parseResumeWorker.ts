import type { ResumeContact } from './parseResumeContact';
import { parseResumeFile } from './parseResumeFile';

export interface ParseTask {
  fileName: string;
  bytes: Uint8Array;
}

/** The entry point of a parse worker thread (see resumeParserPool.ts). */
export default function parseInWorker({ fileName, bytes }: ParseTask): Promise<ResumeContact> {
  return parseResumeFile(fileName, bytes);
}
