import type { Kysely } from 'kysely';
import type { ValidDownloadRequest } from '../../contract/validation/downloadRequest';
import type { Database } from '../db/schema';
import { spamColumns, type SpamJudgement } from '../spam/spamColumns';
import { consentColumns, type SubmissionMeta } from '../submissions/submissionMeta';

export async function insertDownloadRequest(
  db: Kysely<Database>,
  request: Omit<ValidDownloadRequest, 'website' | 'privacyConsent'>,
  meta: SubmissionMeta,
  spam?: SpamJudgement,
): Promise<number> {
  const { request_id } = await db
    .insertInto('download_request')
    .values({
      name: request.name,
      phone: request.phone,
      company: request.company,
      email: request.email,
      file_id: request.fileId,
      language: meta.language,
      client_ip: meta.clientIp,
      created_at: meta.createdAt,
      ...consentColumns(meta),
      ...(spam && spamColumns(spam)),
    })
    .returning('request_id')
    .executeTakeFirstOrThrow();
  return request_id;
}
