import { NumberInput, ReferenceInput, regex, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { CategoryDocument } from '../../../../contract/content/documents/category';
import { CLASSIFY_TYPES } from '../../../../contract/entities/classify';
import { useRowChoiceText } from '../categoryChoice';
import type { ContentFormShape } from '../contentFormShape';
import { ContentCreate } from '../editing/ContentCreate';
import { ContentEdit } from '../editing/ContentEdit';
import { NameColumns } from '../editing/NameColumns';
import { ContentList } from '../list/ContentList';
import { useFieldLabel } from '../useFieldLabel';

/** A category's languages are its `names`, plain text. */
const CATEGORY_SHAPE: ContentFormShape = { translated: 'names', emptyLanguage: '', htmlFields: [] };

/** The rule of a category page's address segment (the server checks it is unique within the type). */
const OUT_LINK = /^[A-Za-z0-9-]+$/;

function useSectionChoices() {
  const translate = useTranslate();
  return Object.entries(CLASSIFY_TYPES).map(([section, id]) => ({ id, name: translate(`resources.content/${section}.name`, { smart_count: 2 }) }));
}

/** The parent among the same type's categories; none for a top-level one. */
function ParentInput() {
  const choiceText = useRowChoiceText();
  const translate = useTranslate();
  const label = useFieldLabel();
  const classifyType: unknown = useWatch({ name: 'document.classifyType' });
  return (
    <ReferenceInput source="document.parentId" reference="content/categories" filter={{ classifyType }} perPage={100} sort={{ field: 'sort', order: 'ASC' }}>
      <SelectInput label={label('parentId')} optionText={choiceText} emptyText={translate('app.content.topLevel')} />
    </ReferenceInput>
  );
}

function CategoryInputs() {
  const translate = useTranslate();
  const label = useFieldLabel();
  const sections = useSectionChoices();
  return (
    <>
      <SelectInput source="document.classifyType" label={label('classifyType')} choices={sections} validate={required()} />
      <ParentInput />
      <TextInput
        source="document.outLink"
        label={label('outLink')}
        helperText={translate('app.content.outLinkRule')}
        validate={[required(), regex(OUT_LINK, 'app.content.outLinkRule')]}
      />
      <NumberInput source="document.sort" label={label('sort')} validate={required()} />
      <NameColumns />
    </>
  );
}

/** Categories of every section, filtered by section. */
export function CategoryList() {
  const sections = useSectionChoices();
  const label = useFieldLabel();
  return <ContentList filters={[<SelectInput key="classifyType" source="classifyType" label={label('classifyType')} choices={sections} />]} />;
}

export function CategoryEdit() {
  return (
    <ContentEdit shape={CATEGORY_SHAPE}>
      <CategoryInputs />
    </ContentEdit>
  );
}

export function CategoryCreate() {
  const defaults: Omit<CategoryDocument, 'classifyType' | 'outLink' | 'names'> = { parentId: null, sort: 0 };
  return (
    <ContentCreate shape={CATEGORY_SHAPE} defaults={defaults}>
      <CategoryInputs />
    </ContentCreate>
  );
}
