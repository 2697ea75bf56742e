import { ArrayInput, NumberInput, regex, required, SelectInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import type { ProductDocument } from '../../../../contract/content/documents/product';
import { PRODUCT_TYPES } from '../../../../contract/entities/product';
import { MediaPickerInput } from '../../media/MediaPickerInput';
import { ContentCreate } from '../editing/ContentCreate';
import { ContentEdit } from '../editing/ContentEdit';
import { LanguageColumns } from '../editing/LanguageColumns';
import { useFieldLabel } from '../useFieldLabel';
import { ContentList } from '../list/ContentList';
import { ContentRichTextInput } from '../richText/ContentRichTextInput';
import { PRODUCT_SHAPE } from './productShape';

/** The rule of a detail page's route segment (the server checks it is unique within the type). */
const PRODUCT_KEY = /^[A-Za-z0-9_-]+$/;

function useTypeChoices() {
  const translate = useTranslate();
  return PRODUCT_TYPES.map((type) => ({ id: type, name: translate(`app.content.productType.${type}`) }));
}

/** A product's type, key, picture, menu link and position, then its texts, key figures and detail section in each language. */
function ProductInputs() {
  const label = useFieldLabel();
  return (
    <>
      <SelectInput source="document.productType" label={label('productType')} choices={useTypeChoices()} validate={required()} />
      <TextInput source="document.productKey" label={label('productKey')} validate={[required(), regex(PRODUCT_KEY)]} />
      <MediaPickerInput source="document.image" label={label('image')} />
      <TextInput source="document.url" label={label('url')} validate={required()} fullWidth />
      <NumberInput source="document.sort" label={label('sort')} validate={required()} />
      <LanguageColumns>
        {(language) => (
          <>
            <TextInput source={`document.texts.${language}.title`} label={label(`texts.${language}.title`)} fullWidth />
            <TextInput source={`document.texts.${language}.description`} label={label(`texts.${language}.description`)} fullWidth multiline minRows={2} />
            <TextInput source={`document.texts.${language}.group`} label={label(`texts.${language}.group`)} fullWidth />
            <ArrayInput source={`document.texts.${language}.highlights`} label={label(`texts.${language}.highlights`)}>
              <SimpleFormIterator inline>
                <TextInput source="" label={false} fullWidth />
              </SimpleFormIterator>
            </ArrayInput>
            <ContentRichTextInput source={`document.texts.${language}.content`} label={label(`texts.${language}.content`)} />
          </>
        )}
      </LanguageColumns>
    </>
  );
}

/** The products of every type, filtered by type. */
export function ProductList() {
  const label = useFieldLabel();
  return <ContentList search={false} filters={[<SelectInput key="productType" source="productType" label={label('productType')} choices={useTypeChoices()} />]} />;
}

export function ProductEdit() {
  return (
    <ContentEdit shape={PRODUCT_SHAPE}>
      <ProductInputs />
    </ContentEdit>
  );
}

export function ProductCreate() {
  const defaults: Omit<ProductDocument, 'productType' | 'productKey' | 'texts'> = { image: '', url: '', sort: 0 };
  return (
    <ContentCreate shape={PRODUCT_SHAPE} defaults={defaults}>
      <ProductInputs />
    </ContentCreate>
  );
}
