import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readContentRevision } from '../content/contentRevision';
import type { ContentKindDefinition } from '../content/contentKind';
import { CONTENT_KIND_DEFINITIONS } from '../content/kinds';
import { keepLiveVersion, keepOriginal } from '../content/originalVersions';
import { saveImportKey } from './importKeys';
import { readExportFile } from './exportFile';
import { importedMedia, type ImportedMedia } from './importedMedia';
import type { AnyImportKind, Candidate } from './importKind';
import { Refusal } from './refusal';
import { silentProgress, type ImportProgress } from './importProgress';
import { emptyKindSummary, type ImportSummary, type KindSummary } from './importSummary';
import { articles } from './kinds/articles';
import { categories } from './kinds/categories';
import { friendlyLinks } from './kinds/friendlyLinks';
import { jobCategories, jobs, workPlaces } from './kinds/jobs';
import { serviceLocations } from './kinds/serviceLocations';
import { tags } from './kinds/tags';
import { LocalIds } from './localIds';
import { publicFolderStore } from './mediaStore';
import { MEDIA_FETCH_TIMEOUT_MS, MEDIA_MAX_BYTES, type MediaLimits } from './readMedia';

/** In the order they are imported: what an item refers to is imported before it. */
export const IMPORT_KINDS: AnyImportKind[] = [tags, categories, articles, jobCategories, workPlaces, jobs, friendlyLinks, serviceLocations];

const contentKindOf = (kind: AnyImportKind): ContentKindDefinition<unknown> =>
  CONTENT_KIND_DEFINITIONS.find((definition) => definition.kind === kind.contentKind)!;

/**
 * Items per transaction: short enough that a CMS serving from the same SQLite file waits for the
 * write lock briefly, long enough that the commits (each a sync to disk) do not dominate.
 */
export const IMPORT_BATCH_SIZE = 200;

export interface ImportOptions {
  db: Kysely<Database>;
  /** The CMS's public folder: where imported media are stored and served from. */
  publicDir: string;
  file: string;
  progress?: ImportProgress;
  limits?: MediaLimits;
  batchSize?: number;
}

/**
 * Imports a content export (contract/validation/contentExport.ts): every item is created, updated
 * when it changed since it was last imported, skipped when it did not, or refused with the reason
 * when it fails its checks or refers to something that was refused. What it writes is kept as a
 * version of the item (origin `imported`), after the item's earlier state when it had no version
 * (origin `original`), so both stay restorable in the back office. Each batch is written in one
 * transaction and its media become public once it is committed. Throws only when the file cannot
 * be read as an export or the database fails; the content revision rises with every write
 * (the database's triggers), so a publish rebuilds the site.
 */
export async function importContent(options: ImportOptions): Promise<ImportSummary> {
  const exportFile = await readExportFile(options.file);
  const progress = options.progress ?? silentProgress;
  const batchSize = options.batchSize ?? IMPORT_BATCH_SIZE;
  const store = await publicFolderStore(options.publicDir);
  const media = importedMedia(exportFile.folder, store, options.limits ?? { maxBytes: MEDIA_MAX_BYTES, timeoutMs: MEDIA_FETCH_TIMEOUT_MS });
  const run = new ImportRun(options.db, media, await LocalIds.load(options.db, IMPORT_KINDS.map((kind) => kind.kind)));
  const summary: ImportSummary = { kinds: {}, revisionBefore: await readContentRevision(options.db), revisionAfter: 0 };
  try {
    const work = IMPORT_KINDS.map((kind) => ({ kind, candidates: kind.collect(exportFile) }));
    progress.start(work.reduce((total, { candidates }) => total + candidates.length, 0));
    for (const { kind, candidates } of work) {
      const counts = (summary.kinds[kind.kind] = emptyKindSummary());
      for (let first = 0; first < candidates.length; first += batchSize) {
        const batch = candidates.slice(first, first + batchSize);
        await run.importBatch(kind, batch, counts);
        await store.publish();
        progress.advance(kind.kind, batch.length);
      }
    }
  } finally {
    progress.stop();
    await store.discard();
  }
  summary.revisionAfter = await readContentRevision(options.db);
  return summary;
}

class ImportRun {
  private readonly importedAt = new Date().toISOString();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly media: ImportedMedia,
    private readonly ids: LocalIds,
  ) {}

  async importBatch(kind: AnyImportKind, batch: Array<Candidate<unknown>>, counts: KindSummary): Promise<void> {
    const refuse = (candidate: Candidate<unknown>, reason: string) => counts.refused.push({ label: candidate.label, reason });
    const ready: Array<{ candidate: Candidate<unknown>; prepared: unknown }> = [];
    for (const candidate of batch) {
      if (candidate.refusal !== undefined) {
        refuse(candidate, candidate.refusal);
        continue;
      }
      try {
        ready.push({ candidate, prepared: await kind.prepare(candidate.item, this.media) });
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        refuse(candidate, error.message);
      }
    }
    await this.db.transaction().execute(async (trx) => {
      for (const { candidate, prepared } of ready) {
        try {
          counts[await this.write(trx, kind, candidate.sourceId, prepared)] += 1;
        } catch (error) {
          if (!(error instanceof Refusal)) throw error;
          refuse(candidate, error.message);
        }
      }
    });
  }

  /** Writes one item; a {@link Refusal} is thrown before anything is written. */
  private async write(trx: Kysely<Database>, kind: AnyImportKind, sourceId: string, prepared: unknown): Promise<'created' | 'updated' | 'skipped'> {
    const value: unknown = await kind.resolve(trx, prepared, this.ids.localIdOf);
    const fingerprint = createHash('sha256').update(JSON.stringify(value)).digest('hex');
    const key = this.ids.key(kind.kind, sourceId);
    if (key?.fingerprint === fingerprint) return 'skipped';

    const content = contentKindOf(kind);
    // An item about to be overwritten keeps what it held, if nothing did: its state before the import stays restorable.
    const update = async (localId: number) => {
      await keepOriginal(trx, content, localId, { origin: 'original', at: this.importedAt });
      return kind.update(trx, localId, value);
    };
    let localId: number;
    let outcome: 'created' | 'updated';
    if (key && (await update(key.localId))) {
      [localId, outcome] = [key.localId, 'updated'];
    } else {
      const adopted = key ? undefined : await kind.adopt?.(trx, value);
      const claimant = adopted === undefined ? undefined : this.ids.claimant(kind.kind, adopted);
      if (claimant !== undefined) throw new Refusal(`the same entity here was already imported from ${kind.kind} ${claimant}`);
      if (adopted !== undefined && (await update(adopted))) [localId, outcome] = [adopted, 'updated'];
      else [localId, outcome] = [await kind.insert(trx, value), 'created'];
    }
    await keepLiveVersion(trx, content, localId, { origin: 'imported', at: this.importedAt });
    await saveImportKey(trx, { kind: kind.kind, sourceId, localId, fingerprint, importedAt: this.importedAt });
    this.ids.remember(kind.kind, sourceId, { localId, fingerprint });
    return outcome;
  }
}
