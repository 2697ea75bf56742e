import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ImportKey {
  localId: number;
  fingerprint: string;
}

/** What a kind's imported entities are here, by their id in the export. */
export async function loadImportKeys(db: Kysely<Database>, kind: string): Promise<Map<string, ImportKey>> {
  const rows = await db.selectFrom('import_key').select(['source_id', 'local_id', 'fingerprint']).where('kind', '=', kind).execute();
  return new Map(rows.map((row) => [row.source_id, { localId: Number(row.local_id), fingerprint: row.fingerprint }]));
}

export async function saveImportKey(
  db: Kysely<Database>,
  key: { kind: string; sourceId: string; localId: number; fingerprint: string; importedAt: string },
): Promise<void> {
  const values = { local_id: key.localId, fingerprint: key.fingerprint, imported_at: key.importedAt };
  await db
    .insertInto('import_key')
    .values({ kind: key.kind, source_id: key.sourceId, ...values })
    .onConflict((conflict) => conflict.columns(['kind', 'source_id']).doUpdateSet(values))
    .execute();
}
