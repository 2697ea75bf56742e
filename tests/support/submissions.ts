import type { FastifyInstance } from 'fastify';

/** The stored file name of a resume. */
export async function storedResumeName(app: FastifyInstance, id: number): Promise<string> {
  const row = await app.db.selectFrom('resume').select('stored_file_name').where('resume_id', '=', id).executeTakeFirstOrThrow();
  return row.stored_file_name;
}
