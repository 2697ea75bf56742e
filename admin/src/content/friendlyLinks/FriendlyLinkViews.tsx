import { NumberInput, regex, required, SelectInput, TextInput } from 'react-admin';
import { ContentCreate } from '../editing/ContentCreate';
import { ContentEdit } from '../editing/ContentEdit';
import { useFieldLabel } from '../useFieldLabel';
import { useLanguageChoices } from '../languageChoices';
import { ContentList } from '../list/ContentList';
import { FRIENDLY_LINK_SHAPE } from './friendlyLinkShape';

const WEB_ADDRESS = /^https?:\/\/\S+$/;

/** A link's footer (language), name, address and position. */
function FriendlyLinkInputs() {
  const label = useFieldLabel();
  return (
    <>
      <SelectInput source="document.language" label={label('language')} choices={useLanguageChoices()} validate={required()} />
      <TextInput source="document.name" label={label('name')} validate={required()} fullWidth />
      <TextInput source="document.link" label={label('link')} validate={[required(), regex(WEB_ADDRESS)]} fullWidth />
      <NumberInput source="document.sort" label={label('sort')} validate={required()} />
    </>
  );
}

/** The footers' links, filtered by the language whose footer holds them. */
export function FriendlyLinkList() {
  const label = useFieldLabel();
  return <ContentList oneLanguage search={false} filters={[<SelectInput key="language" source="language" label={label('language')} choices={useLanguageChoices()} />]} />;
}

export function FriendlyLinkEdit() {
  return (
    <ContentEdit shape={FRIENDLY_LINK_SHAPE}>
      <FriendlyLinkInputs />
    </ContentEdit>
  );
}

export function FriendlyLinkCreate() {
  return (
    <ContentCreate shape={FRIENDLY_LINK_SHAPE} defaults={{ language: 'zh', link: 'https://', sort: 0 }}>
      <FriendlyLinkInputs />
    </ContentCreate>
  );
}
