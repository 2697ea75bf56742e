import { TextInput } from 'react-admin';
import { useFieldLabel } from '../useFieldLabel';
import { LanguageColumns } from './LanguageColumns';

/** An item's name in each language (`document.names.<language>`), side by side. */
export function NameColumns() {
  const label = useFieldLabel();
  return (
    <LanguageColumns>
      {(language) => (
        <TextInput
          source={`document.names.${language}`}
          label={label(`names.${language}`)}
          fullWidth
        />
      )}
    </LanguageColumns>
  );
}
