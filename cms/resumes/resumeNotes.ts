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

/**
 * A resume's notes, oldest first, signed with the author's display name (the address stored with
 * a note is kept for one with no author's id).
 */
export async function listResumeNotes(db: Kysely<Database>, resumeId: number): Promise<ResumeNote[]> {
  const rows = await db
    .selectFrom('resume_note')
    .leftJoin('staff_user', 'staff_user.user_id', 'resume_note.author_user_id')
    .select((eb) => ['resume_note.note_id', eb.fn.coalesce('staff_user.display_name', 'resume_note.author').as('author'), 'resume_note.body', 'resume_note.created_at'])
    .where('resume_note.resume_id', '=', resumeId)
    .orderBy('resume_note.note_id')
    .execute();
  return rows.map((row) => ({ id: row.note_id, author: row.author, text: row.body, createdAt: row.created_at }));
}
