import { AutocompleteArrayInput, useLocaleState, type InputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { InLanguage } from '../../shared/InLanguage';
import { REGION_PROVINCES } from '../../shared/regionProvinces';

interface ProvinceChoice {
  id: string;
  name: string;
  /** A saved name outside the region list: shown as saved, in Chinese (routing compares Chinese names). */
  saved?: boolean;
}

const provinceText = (choice: ProvinceChoice) => (choice.saved ? <InLanguage language="zh">{choice.name}</InLanguage> : choice.name);

/**
 * The provinces a location serves, chosen from the region list, so that each is saved as a
 * lead's region starts (in Chinese) and routing finds it; each is offered by its name in the
 * interface's language. A name saved before that is not in the list (a country abroad) stays
 * offered, so the form keeps it until the editor removes it.
 */
export function ProvincesInput({ source, label, helperText }: Pick<InputProps, 'source' | 'label' | 'helperText'>) {
  const [locale] = useLocaleState();
  const chosen = (useWatch({ name: source }) as string[] | undefined) ?? [];
  const choices: ProvinceChoice[] = [
    ...REGION_PROVINCES.map((province) => ({ id: province.id, name: locale === 'en' ? province.en : province.zh })),
    ...chosen.filter((name) => !REGION_PROVINCES.some((province) => province.id === name)).map((name) => ({ id: name, name, saved: true })),
  ];
  return (
    <AutocompleteArrayInput
      source={source}
      label={label}
      helperText={helperText}
      choices={choices}
      optionText={provinceText}
      inputText={(choice: ProvinceChoice) => choice.name}
      translateChoice={false}
      fullWidth
    />
  );
}
