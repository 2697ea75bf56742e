import { Alert } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { ApiLanguage } from '../../../../contract/language';
import { useContentShape } from './contentShapeContext';
import { isBlank } from './translatedValues';

/**
 * The mark of a language the item is not written in, as the form is typed (not as it was
 * loaded), in words with the rule it brings: such an item is hidden on that language's site, or
 * cannot be saved where the kind needs every language.
 */
export function MissingTranslation({ language }: { language: ApiLanguage }) {
  const translate = useTranslate();
  const shape = useContentShape();
  if (shape.translated === null) throw new Error('LanguageColumns is used in the form of a kind written in one language');
  const part: unknown = useWatch({ name: `document.${shape.translated}.${language}` });
  if (!isBlank(part)) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <strong>{translate(`app.content.missing.${language}`)}</strong> {translate(`app.content.${shape.requiredLanguages?.includes(language) ? 'requiredIn' : 'hiddenWithout'}.${language}`)}
    </Alert>
  );
}
