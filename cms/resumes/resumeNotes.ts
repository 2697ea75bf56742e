import type { Kysely } from 'kysely';
import type { ResumeNote } from '../../contract/entities/resumeInbox';
import type { Database } from '../db/schema';

export async function addResumeNote(
  db: Kysely<Database>,
  note: { resumeId: number; authorUserId: number | null; author: string; text: string; at: Date },
): Promise<void> {
  await db
    .insertInto('resume_note')
    .values({
      resume_id: note.resumeId,
      author_user_id: note.authorUserId,
      author: note.author,
      body: note.text,
      created_at: note.at.toISOString(),
    })
    .execute();
}

/** A resume's notes, oldest first. */
export async function listResumeNotes(db: Kysely<Database>, resumeId: number): Promise<ResumeNote[]> {
  const rows = await db
    .selectFrom('resume_note')
    .select(['note_id', 'author', 'body', 'created_at'])
    .where('resume_id', '=', resumeId)
    .orderBy('note_id')
    .execute();
  return rows.map((row) => ({ id: row.note_id, author: row.author, text: row.body, createdAt: row.created_at }));
}
