import { TextInput, useTranslate } from 'react-admin';
import { LanguageColumns } from './LanguageColumns';

/** An item's name in each language (`document.names.<language>`), side by side. */
export function NameColumns() {
  const translate = useTranslate();
  return (
    <LanguageColumns>
      {(language) => (
        <TextInput
          source={`document.names.${language}`}
          label={translate('app.content.inLanguage', { field: translate('app.content.fields.names'), language: translate(`app.content.language.${language}`) })}
          fullWidth
        />
      )}
    </LanguageColumns>
  );
}
