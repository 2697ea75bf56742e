import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadImportKeys, type ImportKey } from './importKeys';

/**
 * The import keys of every kind, read once at the start of a run and kept as the run writes
 * them, so resolving an article's category or tags costs no query.
 */
export class LocalIds {
  private readonly keys = new Map<string, Map<string, ImportKey>>();

  static async load(db: Kysely<Database>, kinds: string[]): Promise<LocalIds> {
    const ids = new LocalIds();
    for (const kind of kinds) ids.keys.set(kind, await loadImportKeys(db, kind));
    return ids;
  }

  key(kind: string, sourceId: string): ImportKey | undefined {
    return this.keys.get(kind)?.get(sourceId);
  }

  readonly localIdOf = (kind: string, sourceId: number | string): number | undefined => this.key(kind, String(sourceId))?.localId;

  /** The source id another item of the kind was imported from into this local entity, if any. */
  claimant(kind: string, localId: number): string | undefined {
    for (const [sourceId, key] of this.keys.get(kind) ?? []) if (key.localId === localId) return sourceId;
    return undefined;
  }

  remember(kind: string, sourceId: string, key: ImportKey): void {
    this.keys.get(kind)?.set(sourceId, key);
  }
}
