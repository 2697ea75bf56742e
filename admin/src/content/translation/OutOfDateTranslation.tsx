import { Alert, AlertTitle } from '@mui/material';
import { CheckboxGroupInput, useRecordContext, useTranslate } from 'react-admin';
import type { ContentRecord } from '../../../../contract/content/protocol';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../../../contract/content/translation';
import type { ApiLanguage } from '../../../../contract/language';
import { formatDateTime } from '../../shared/companyTime';
import { SourceChangesText } from './SourceChangesText';

const isTranslated = (language: ApiLanguage): language is TranslatedLanguage => (TRANSLATED_LANGUAGES as readonly string[]).includes(language);

/**
 * In a translated language's column, when the item as loaded is out of date there: what changed
 * in the Chinese since the language was last translated, word by word, and a box to mark it up
 * to date on saving when it needs no change (changing its text marks it so anyway).
 */
export function OutOfDateTranslation({ language }: { language: ApiLanguage }) {
  const translate = useTranslate();
  const record = useRecordContext<ContentRecord<unknown>>();
  // A new item's form holds its defaults, which have no source changes.
  const changes = isTranslated(language) ? record?.sourceChanges?.[language] : undefined;
  if (!changes) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{translate(`app.translation.outOfDate.${language}`)}</AlertTitle>
      {translate('app.translation.changedSince', { who: changes.changedBy, at: formatDateTime(changes.changedAt) })}
      <SourceChangesText changes={changes.changes} />
      <CheckboxGroupInput
        source="upToDate"
        label={false}
        helperText={false}
        choices={[{ id: language, name: translate(`app.translation.confirm.${language}`) }]}
      />
    </Alert>
  );
}
