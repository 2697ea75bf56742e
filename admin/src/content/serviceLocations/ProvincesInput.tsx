import { areaList } from '@vant/area-data';
import { AutocompleteArrayInput, type InputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** The provinces of the region list the lead form's city picker offers (the first level of `@vant/area-data`), in its order. */
const REGION_PROVINCES = Object.entries(areaList.province_list)
  .sort(([a], [b]) => Number(a) - Number(b))
  .map(([, name]) => name);

/**
 * The provinces a location serves, chosen from the region list, so that each is spelled as a
 * lead's region starts and routing finds it. A name saved before that is not in the list (a
 * country abroad) stays offered, so the form keeps it until the editor removes it.
 */
export function ProvincesInput({ source, label, helperText }: Pick<InputProps, 'source' | 'label' | 'helperText'>) {
  const chosen = (useWatch({ name: source }) as string[] | undefined) ?? [];
  const names = [...REGION_PROVINCES, ...chosen.filter((name) => !REGION_PROVINCES.includes(name))];
  return <AutocompleteArrayInput source={source} label={label} helperText={helperText} choices={names.map((name) => ({ id: name, name }))} fullWidth />;
}
