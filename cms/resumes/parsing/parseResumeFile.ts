import { extractResumeText } from './extractResumeText';
import type { ResumeContact } from '../../../contract/entities/submissions';
import { parseResumeContact } from './parseResumeContact';
import { resumeFormatOf } from '../../../contract/resumeFormats';
import { bytesMatchFormat } from './sniffResumeBytes';

const NO_CONTACT: Readonly<ResumeContact> = { name: '', phone: '', email: '' };

/**
 * The contact details of an uploaded resume, to prefill the application. Never rejects: a file
 * with an unaccepted name, content that is not what its name claims, or a malformed document
 * all answer empty fields, and whether to refuse the upload is the caller's decision.
 */
export async function parseResumeFile(fileName: string, bytes: Uint8Array): Promise<ResumeContact> {
  try {
    const format = resumeFormatOf(fileName);
    if (format === null || !bytesMatchFormat(format, bytes)) return { ...NO_CONTACT };
    return parseResumeContact(await extractResumeText(format, bytes));
  } catch {
    return { ...NO_CONTACT };
  }
}
