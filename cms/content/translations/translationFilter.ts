import * as v from 'valibot';
import type { ContentListRow } from '../../../contract/content/protocol';
import { TRANSLATED_LANGUAGES, TRANSLATION_STATUSES, translationStatus } from '../../../contract/content/translation';
import { CmsError } from '../../http/cmsError';
import type { ContentKindDefinition } from '../contentKind';

const statusSchema = v.picklist(TRANSLATION_STATUSES);

/**
 * A list's filter split in two: the kind's own keys, and `translation` (a status), which every
 * bilingual kind takes and the content routes apply to the rows: a row is kept when a translated
 * language of it is in that status. A kind written in one language refuses it, as it refuses any
 * key it does not know.
 */
export function translationFilterOf<Document>(kind: ContentKindDefinition<Document>, filter: Record<string, unknown>) {
  const { translation, ...kindFilter } = filter;
  if (translation === undefined) return { kindFilter, keep: null };
  const parsed = v.safeParse(statusSchema, translation);
  if (!parsed.success || !kind.translatedTexts) throw new CmsError(400, 'contentFilterInvalid', { field: 'filter' });
  const status = parsed.output;
  return { kindFilter, keep: (row: ContentListRow) => TRANSLATED_LANGUAGES.some((language) => translationStatus(row, language) === status) };
}
