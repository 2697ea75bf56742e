import type { Kysely } from 'kysely';
import type { Translated } from '../../../contract/content/protocol';
import { SOURCE_LANGUAGE, TRANSLATED_LANGUAGES, type SourceChanges, type TranslatedLanguage } from '../../../contract/content/translation';
import type { Database } from '../../db/schema';
import type { ContentKindDefinition } from '../contentKind';
import { clearOutOfDate, findOutOfDate, markOutOfDate } from './contentTranslations';
import { sourceTextOf } from './sourceText';
import { wordDiff } from './wordDiff';

/** Who changes an item and when (the content edits' actor). */
interface Change {
  email: string;
  at: string;
}

const sameText = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps the translation status of an item whose working copy goes from `before` to `after` (a
 * save, a restored version). For each translated language:
 *
 * - without text in it, nothing of it is out of date (it is missing);
 * - its text changed, or was confirmed (`confirmed`): the translator saved it, so it is up to date;
 * - else, when the source's text changed, it is out of date, from the source text of its last
 *   translation (kept from the first change after it, so the diff covers every change since); a
 *   source changed back to that text makes it up to date again.
 */
export async function trackTranslation<Document>(
  db: Kysely<Database>,
  kind: ContentKindDefinition<Document>,
  id: number,
  documents: { before: Document; after: Document },
  confirmed: readonly TranslatedLanguage[],
  change: Change,
): Promise<void> {
  if (!kind.translatedTexts) return;
  const before = kind.translatedTexts(documents.before);
  const after = kind.translatedTexts(documents.after);
  const sourceBefore = sourceTextOf(before[SOURCE_LANGUAGE]);
  const sourceAfter = sourceTextOf(after[SOURCE_LANGUAGE]);
  const outOfDate = new Map((await findOutOfDate(db, kind.kind, id)).map((row) => [row.language, row]));
  for (const language of TRANSLATED_LANGUAGES) {
    const known = outOfDate.get(language);
    const translated = after[language] === null || confirmed.includes(language) || !sameText(before[language], after[language]);
    const sourceText = known?.sourceText ?? sourceBefore;
    if (translated || sourceText === sourceAfter) {
      if (known) await clearOutOfDate(db, kind.kind, id, language);
    } else if (sourceAfter !== sourceBefore) {
      await markOutOfDate(db, kind.kind, id, { language, sourceText, changedBy: change.email, changedAt: change.at });
    }
  }
}

/** The out-of-date languages of an item whose working copy is `document`, each with the word diff of its source since. */
export async function sourceChangesOf<Document>(
  db: Kysely<Database>,
  kind: ContentKindDefinition<Document>,
  id: number,
  document: Document,
): Promise<Partial<Record<TranslatedLanguage, SourceChanges>>> {
  if (!kind.translatedTexts) return {};
  const rows = await findOutOfDate(db, kind.kind, id);
  // Most items are up to date: their text is read (rich text parsed) only when there is a diff to show.
  if (rows.length === 0) return {};
  const texts: Translated<unknown> = kind.translatedTexts(document);
  const source = sourceTextOf(texts[SOURCE_LANGUAGE]);
  return Object.fromEntries(
    rows.map((row) => [row.language, { changedBy: row.changedBy, changedAt: row.changedAt, changes: wordDiff(row.sourceText, source) }]),
  );
}
