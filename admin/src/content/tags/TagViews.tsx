import { NumberInput, required, SelectInput, useTranslate } from 'react-admin';
import { TAG_GROUPS } from '../../../../contract/entities/tag';
import type { ContentFormShape } from '../contentFormShape';
import { ContentCreate } from '../editing/ContentCreate';
import { ContentEdit } from '../editing/ContentEdit';
import { NameColumns } from '../editing/NameColumns';
import { ContentList } from '../list/ContentList';
import { useFieldLabel } from '../useFieldLabel';

/** A tag's languages are its `names`, plain text. */
const TAG_SHAPE: ContentFormShape = { translated: 'names', emptyLanguage: '', htmlFields: [] };

function useGroupChoices() {
  const translate = useTranslate();
  return TAG_GROUPS.map((group) => ({ id: group, name: translate(`app.content.tagGroup.${group}`) }));
}

function TagInputs() {
  const label = useFieldLabel();
  return (
    <>
      <SelectInput source="document.group" label={label('group')} choices={useGroupChoices()} validate={required()} />
      <NumberInput source="document.sort" label={label('sort')} validate={required()} />
      <NameColumns />
    </>
  );
}

/** The case page's filter tags, filtered by group. */
export function TagList() {
  const label = useFieldLabel();
  return <ContentList filters={[<SelectInput key="group" source="group" label={label('group')} choices={useGroupChoices()} />]} />;
}

export function TagEdit() {
  return (
    <ContentEdit shape={TAG_SHAPE}>
      <TagInputs />
    </ContentEdit>
  );
}

export function TagCreate() {
  return (
    <ContentCreate shape={TAG_SHAPE} defaults={{ sort: 0 }}>
      <TagInputs />
    </ContentCreate>
  );
}
