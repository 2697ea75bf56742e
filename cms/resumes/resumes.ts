import type { Kysely } from 'kysely';
import type { ResumeFormat } from '../../contract/resumeFormats';
import type { ValidResume } from '../../contract/validation/resume';
import type { Database } from '../db/schema';
import { consentColumns, type SubmissionMeta } from '../submissions/submissionMeta';

/** The file a resume row points at: stored already, under a generated name. */
interface StoredResumeFile {
  originalName: string;
  storedName: string;
  format: ResumeFormat;
  sizeBytes: number;
}

export async function insertResume(
  db: Kysely<Database>,
  resume: Omit<ValidResume, 'website' | 'privacyConsent'>,
  file: StoredResumeFile,
  meta: SubmissionMeta,
): Promise<number> {
  const { resume_id } = await db
    .insertInto('resume')
    .values({
      job_id: resume.jobId ?? null,
      name: resume.name,
      phone: resume.phone,
      email: resume.email,
      original_file_name: file.originalName,
      stored_file_name: file.storedName,
      file_format: file.format,
      size_bytes: file.sizeBytes,
      language: meta.language,
      client_ip: meta.clientIp,
      created_at: meta.createdAt,
      ...consentColumns(meta),
    })
    .returning('resume_id')
    .executeTakeFirstOrThrow();
  return resume_id;
}
