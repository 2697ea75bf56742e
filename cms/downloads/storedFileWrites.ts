import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface StoredFileWrite {
  fileName: string;
  storedName: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: string;
}

/**
 * The id of the file stored under `storedName`, recorded now if it is not yet: stored names are
 * unique, so two articles attaching the same file share its row.
 */
export async function storedFileId(db: Kysely<Database>, file: StoredFileWrite): Promise<number> {
  const existing = await db.selectFrom('stored_file').select('file_id').where('stored_name', '=', file.storedName).executeTakeFirst();
  if (existing) return existing.file_id;
  const { file_id } = await db
    .insertInto('stored_file')
    .values({
      file_name: file.fileName,
      stored_name: file.storedName,
      mime_type: file.mimeType,
      size_bytes: file.sizeBytes,
      created_at: file.createdAt,
    })
    .returning('file_id')
    .executeTakeFirstOrThrow();
  return file_id;
}

/**
 * Deletes a stored file's row unless a download request names it: the request is a visitor's
 * record, kept with the name of what they asked for even once the file is gone.
 */
export async function deleteStoredFileUnlessRequested(db: Kysely<Database>, fileId: number): Promise<void> {
  await db
    .deleteFrom('stored_file')
    .where('file_id', '=', fileId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('download_request').select('download_request.file_id').where('download_request.file_id', '=', fileId))))
    .execute();
}
