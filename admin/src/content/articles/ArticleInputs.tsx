import { AutocompleteArrayInput, DateInput, NumberInput, ReferenceArrayInput, ReferenceInput, required, SelectInput, TextInput, useResourceContext } from 'react-admin';
import { MediaPickerInput } from '../../media/MediaPickerInput';
import { StoredFilePickerInput } from '../../media/StoredFilePickerInput';
import { useRowChoiceInputText, useRowChoiceText } from '../categoryChoice';
import { sectionClassifyType } from '../contentResources';
import { LanguageColumns } from '../editing/LanguageColumns';
import { ContentRichTextInput } from '../richText/ContentRichTextInput';
import { useFieldLabel } from '../useFieldLabel';

/** Many enough that a section's categories and the tags are one page of choices. */
const CHOICES_PAGE = 100;

/**
 * An article's fields: its category (among its section's), thumbnail, date, position and tags,
 * then its title, summary, body and attached file in each language (each language's title
 * promises a document in that language).
 */
export function ArticleInputs() {
  const choiceText = useRowChoiceText();
  const choiceInputText = useRowChoiceInputText();
  const label = useFieldLabel();
  const classifyType = sectionClassifyType(useResourceContext()!);
  return (
    <>
      <ReferenceInput source="document.categoryId" reference="content/categories" filter={{ classifyType }} perPage={CHOICES_PAGE} sort={{ field: 'sort', order: 'ASC' }}>
        <SelectInput label={label('categoryId')} optionText={choiceText} validate={required()} />
      </ReferenceInput>
      <MediaPickerInput source="document.thumbnail" variant="thumbnail" label={label('thumbnail')} />
      <DateInput source="document.publishTime" label={label('publishTime')} validate={required()} />
      <NumberInput source="document.sort" label={label('sort')} validate={required()} />
      <ReferenceArrayInput source="document.tagIds" reference="content/tags" perPage={CHOICES_PAGE} sort={{ field: 'sort', order: 'ASC' }}>
        <AutocompleteArrayInput label={label('tagIds')} optionText={choiceText} inputText={choiceInputText} />
      </ReferenceArrayInput>
      <LanguageColumns>
        {(language) => (
          <>
            <TextInput source={`document.texts.${language}.title`} label={label(`texts.${language}.title`)} fullWidth />
            <TextInput source={`document.texts.${language}.summary`} label={label(`texts.${language}.summary`)} fullWidth multiline minRows={2} />
            <ContentRichTextInput source={`document.texts.${language}.content`} label={label(`texts.${language}.content`)} />
            <StoredFilePickerInput source={`document.texts.${language}.fileId`} label={label(`texts.${language}.fileId`)} />
          </>
        )}
      </LanguageColumns>
    </>
  );
}
