import { sql, type Kysely } from 'kysely';

/**
 * Rewrites the stored documents of one kind of content when a migration changes the kind's
 * shape: its drafts and its published versions, which go live or are restored as they are
 * stored, get what the migration gives the live rows.
 */
export async function rewriteStoredDocuments(db: Kysely<unknown>, kind: string, rewrite: (json: string) => string): Promise<void> {
  const drafts = await sql<{ item_id: number; draft: string }>`
    SELECT item_id, draft FROM content_item WHERE kind = ${kind} AND draft IS NOT NULL`.execute(db);
  for (const row of drafts.rows) {
    await sql`UPDATE content_item SET draft = ${rewrite(row.draft)} WHERE kind = ${kind} AND item_id = ${row.item_id}`.execute(db);
  }
  const versions = await sql<{ item_id: number; number: number; document: string }>`
    SELECT item_id, number, document FROM content_version WHERE kind = ${kind}`.execute(db);
  for (const row of versions.rows) {
    await sql`
      UPDATE content_version SET document = ${rewrite(row.document)}
      WHERE kind = ${kind} AND item_id = ${row.item_id} AND number = ${row.number}`.execute(db);
  }
}
