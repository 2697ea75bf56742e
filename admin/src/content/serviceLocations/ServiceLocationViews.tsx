import { email, NumberInput, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import type { ServiceLocationDocument } from '../../../../contract/content/documents/serviceLocation';
import { SERVICE_LOCATION_TYPES } from '../../../../contract/entities/serviceLocation';
import { blankAsNull } from '../blankAsNull';
import { ContentCreate } from '../editing/ContentCreate';
import { ContentEdit } from '../editing/ContentEdit';
import { LanguageColumns } from '../editing/LanguageColumns';
import { useFieldLabel } from '../useFieldLabel';
import { useLanguageChoices } from '../languageChoices';
import { ContentList } from '../list/ContentList';
import { ProvincesInput } from './ProvincesInput';
import { SERVICE_LOCATION_SHAPE } from './serviceLocationShape';

function useTypeChoices() {
  const translate = useTranslate();
  return SERVICE_LOCATION_TYPES.map((type) => ({ id: type, name: translate(`app.content.locationType.${type}`) }));
}

/** A location's type, phone, position, the provinces it serves and its leads mailbox, then its name, province as shown and address in each language. */
function ServiceLocationInputs() {
  const label = useFieldLabel();
  return (
    <>
      <SelectInput source="document.locationType" label={label('locationType')} choices={useTypeChoices()} validate={required()} />
      <TextInput source="document.phone" label={label('phone')} fullWidth />
      <NumberInput source="document.sort" label={label('sort')} validate={required()} />
      <ProvincesInput source="document.provinces" label={label('provinces')} helperText="app.content.provincesHelp" />
      <TextInput source="document.mailbox" label={label('mailbox')} helperText="app.content.leadsMailboxHelp" validate={email()} parse={blankAsNull} fullWidth />
      <SelectInput source="document.mailboxLanguage" label={label('mailboxLanguage')} choices={useLanguageChoices()} validate={required()} />
      <LanguageColumns>
        {(language) => (
          <>
            <TextInput source={`document.texts.${language}.name`} label={label(`texts.${language}.name`)} fullWidth />
            <TextInput source={`document.texts.${language}.province`} label={label(`texts.${language}.province`)} fullWidth />
            <TextInput source={`document.texts.${language}.address`} label={label(`texts.${language}.address`)} fullWidth multiline />
          </>
        )}
      </LanguageColumns>
    </>
  );
}

/** The service page's offices and service points, filtered by type. */
export function ServiceLocationList() {
  const label = useFieldLabel();
  return <ContentList search={false} filters={[<SelectInput key="locationType" source="locationType" label={label('locationType')} choices={useTypeChoices()} />]} />;
}

export function ServiceLocationEdit() {
  return (
    <ContentEdit shape={SERVICE_LOCATION_SHAPE}>
      <ServiceLocationInputs />
    </ContentEdit>
  );
}

export function ServiceLocationCreate() {
  const defaults: Omit<ServiceLocationDocument, 'locationType' | 'texts'> = { phone: '', sort: 0, provinces: [], mailbox: null, mailboxLanguage: 'zh' };
  return (
    <ContentCreate shape={SERVICE_LOCATION_SHAPE} defaults={defaults}>
      <ServiceLocationInputs />
    </ContentCreate>
  );
}
