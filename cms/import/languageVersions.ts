import * as v from 'valibot';
import type { ApiLanguage } from '../../contract/language';
import { describeIssues, type ContentExportSection } from '../../contract/validation/contentExport';
import type { Candidate } from './importKind';
import type { ExportFile } from './exportFile';

export interface LanguageVersion<T> {
  language: ApiLanguage;
  item: T;
  /** Where the item stands in its language's list. */
  position: number;
}

/** An entity's versions across the export's languages, before they are merged into one item. */
export interface Versions<T> {
  sourceId: string;
  versions: Array<LanguageVersion<T>>;
  refusal?: string;
}

/**
 * Checks every item of one list in every language with the item's schema and groups the valid
 * ones by source id, in the order first seen. An item that fails its schema refuses its entity
 * (named by its id when it has a readable one, else by its place in the list).
 */
export function versionsOf<TSchema extends v.GenericSchema>(
  file: ExportFile,
  list: (section: ContentExportSection) => unknown[],
  schema: TSchema,
  idOf: (item: v.InferOutput<TSchema>) => number,
  idField: string,
): Array<Versions<v.InferOutput<TSchema>>> {
  const byId = new Map<string, Versions<v.InferOutput<TSchema>>>();
  for (const { language, section } of file.sections) {
    for (const [position, raw] of list(section).entries()) {
      const result = v.safeParse(schema, raw);
      if (result.success) {
        const sourceId = String(idOf(result.output));
        const entry = byId.get(sourceId) ?? { sourceId, versions: [] };
        entry.versions.push({ language, item: result.output, position });
        byId.set(sourceId, entry);
        continue;
      }
      const rawId = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[idField] : undefined;
      const sourceId = typeof rawId === 'number' ? String(rawId) : `${language}#${position + 1}`;
      const entry = byId.get(sourceId) ?? { sourceId, versions: [] };
      entry.refusal ??= `${language}: ${describeIssues(result.issues)}`;
      byId.set(sourceId, entry);
    }
  }
  return [...byId.values()];
}

/** Numeric source ids in numeric order; others (the `zh#3` of an unreadable item) by text. */
export const bySourceId = (a: { sourceId: string }, b: { sourceId: string }): number =>
  Number(a.sourceId) - Number(b.sourceId) || a.sourceId.localeCompare(b.sourceId);

/**
 * One entity from its language versions, named in the summary by `noun` and its first version's name: the language-neutral facts (`neutral`) must be the same
 * in every version, and a language may list it twice only identically.
 */
export function mergeVersions<T, M>(
  entry: Versions<T>,
  noun: string,
  nameOf: (item: T) => string,
  neutral: (item: T) => unknown,
  merge: (versions: Array<LanguageVersion<T>>) => M,
): Candidate<M> {
  const versions: Array<LanguageVersion<T>> = [];
  let refusal = entry.refusal;
  for (const version of entry.versions) {
    const same = versions.find((kept) => kept.language === version.language);
    if (!same) versions.push(version);
    else if (JSON.stringify(same.item) !== JSON.stringify(version.item)) refusal ??= `listed twice in ${version.language} with different content`;
  }
  const [first] = versions;
  const disagreeing = first && versions.find((version) => JSON.stringify(neutral(version.item)) !== JSON.stringify(neutral(first.item)));
  if (first && disagreeing) refusal ??= `${first.language} and ${disagreeing.language} disagree on ${JSON.stringify(neutral(first.item))} / ${JSON.stringify(neutral(disagreeing.item))}`;
  const label = first ? `${noun} ${nameOf(first.item)} (${entry.sourceId})` : `${noun} ${entry.sourceId}`;
  return refusal ? { sourceId: entry.sourceId, label, refusal } : { sourceId: entry.sourceId, label, item: merge(versions) };
}

/** Each language's value of a merged entity's text. */
export function byLanguage<T, R>(versions: Array<LanguageVersion<T>>, pick: (item: T) => R): Partial<Record<ApiLanguage, R>> {
  return Object.fromEntries(versions.map((version) => [version.language, pick(version.item)]));
}
