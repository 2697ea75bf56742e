import type { MessageKey } from '../../contract/messages';
import { RESUME_MAX_BYTES, resumeFormatOf } from '../../contract/resumeFormats';

export const RESUME_MAX_MB = RESUME_MAX_BYTES / (1024 * 1024);

/**
 * What is wrong with a file before it is sent anywhere (the listed formats, our 10 MB limit), or
 * null. The CMS checks the same again, and the bytes as well.
 */
export function checkResumeFile(file: { name: string; size: number }): MessageKey | null {
  if (!resumeFormatOf(file.name)) return 'fileTypeUnsupported';
  if (file.size > RESUME_MAX_BYTES) return 'fileTooLarge';
  if (file.size === 0) return 'fileRequired';
  return null;
}

/** `532 KB`, `1.4 MB`: a size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
