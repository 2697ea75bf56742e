/**
 * The form field of a note typed on a record (a lead, a resume) but not added yet. It is part of
 * the record's form, so leaving with it typed asks first, and the record's save adds it
 * (dataProvider's `update`); the server never sees the field itself.
 */
export const PENDING_NOTE_FIELD = 'pendingNote';

/** A save's data without the pending note, and the note's text when one was typed (null otherwise). */
export function splitPendingNote<Data extends Record<string, unknown>>(data: Data): { data: Omit<Data, typeof PENDING_NOTE_FIELD>; note: string | null } {
  const { [PENDING_NOTE_FIELD]: typed, ...rest } = data;
  const note = typeof typed === 'string' ? typed.trim() : '';
  return { data: rest, note: note === '' ? null : note };
}
