import { NumberInput, ReferenceInput, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { CLASSIFY_TYPES } from '../../../../contract/entities/classify';
import { useRowChoiceText } from '../categoryChoice';
import { ContentCreate } from '../editing/ContentCreate';
import { ContentEdit } from '../editing/ContentEdit';
import { LanguageColumns } from '../editing/LanguageColumns';
import { useFieldLabel } from '../useFieldLabel';
import { ContentList } from '../list/ContentList';
import { CUSTOMER_REVIEW_SHAPE } from './customerReviewShape';

const TEXT_FIELDS = ['personName', 'personRole', 'company', 'industry'] as const;

/** The case a review speaks of, among the cases; none for a review of the company as a whole. */
function CaseInput() {
  const choiceText = useRowChoiceText();
  const translate = useTranslate();
  const label = useFieldLabel();
  return (
    <ReferenceInput source="document.caseId" reference="content/cases" filter={{ classifyType: CLASSIFY_TYPES.cases }} perPage={100} sort={{ field: 'sort', order: 'ASC' }}>
      <SelectInput label={label('caseId')} optionText={choiceText} emptyText={translate('app.content.noCase')} />
    </ReferenceInput>
  );
}

/** A review's case and position, then its quote and who said it in each language. */
function CustomerReviewInputs() {
  const label = useFieldLabel();
  return (
    <>
      <CaseInput />
      <NumberInput source="document.sort" label={label('sort')} validate={required()} />
      <LanguageColumns>
        {(language) => (
          <>
            <TextInput source={`document.texts.${language}.quote`} label={label(`texts.${language}.quote`)} fullWidth multiline minRows={3} />
            {TEXT_FIELDS.map((field) => (
              <TextInput key={field} source={`document.texts.${language}.${field}`} label={label(`texts.${language}.${field}`)} fullWidth />
            ))}
          </>
        )}
      </LanguageColumns>
    </>
  );
}

/** The reviews, filtered by the case they speak of. */
export function CustomerReviewList() {
  const choiceText = useRowChoiceText();
  const label = useFieldLabel();
  return (
    <ContentList
      search={false}
      filters={[
        <ReferenceInput key="caseId" source="caseId" reference="content/cases" filter={{ classifyType: CLASSIFY_TYPES.cases }} perPage={100} sort={{ field: 'sort', order: 'ASC' }}>
          <SelectInput label={label('caseId')} optionText={choiceText} />
        </ReferenceInput>,
      ]}
    />
  );
}

export function CustomerReviewEdit() {
  return (
    <ContentEdit shape={CUSTOMER_REVIEW_SHAPE}>
      <CustomerReviewInputs />
    </ContentEdit>
  );
}

export function CustomerReviewCreate() {
  return (
    <ContentCreate shape={CUSTOMER_REVIEW_SHAPE} defaults={{ caseId: null, sort: 0 }}>
      <CustomerReviewInputs />
    </ContentCreate>
  );
}
