import { DateInput, email, NumberInput, ReferenceInput, required, SelectInput, TextInput } from 'react-admin';
import type { JobDocument } from '../../../../contract/content/documents/job';
import { DEFAULT_EMPLOYMENT_TYPE } from '../../../../contract/entities/employmentType';
import { blankAsNull } from '../blankAsNull';
import { useRowChoiceText } from '../categoryChoice';
import { ContentCreate } from '../editing/ContentCreate';
import { ContentEdit } from '../editing/ContentEdit';
import { LanguageColumns } from '../editing/LanguageColumns';
import { useFieldLabel } from '../useFieldLabel';
import { useLanguageChoices } from '../languageChoices';
import { ContentList } from '../list/ContentList';
import { ContentRichTextInput } from '../richText/ContentRichTextInput';
import { JOB_SHAPE } from './jobShape';
import { closesAfterAnnounced, useEmploymentTypeChoices } from './jobTerms';

/** Many enough that the job categories and the work places are one page of choices. */
const CHOICES_PAGE = 100;

/**
 * A job's facts, then its texts in each language side by side: the Chinese one is required, a job
 * without English is hidden on the English site (as is one whose category or work place has no
 * English name).
 */
function JobInputs() {
  const choiceText = useRowChoiceText();
  const label = useFieldLabel();
  return (
    <>
      <ReferenceInput source="document.jobCategoryId" reference="content/job-categories" perPage={CHOICES_PAGE} sort={{ field: 'sort', order: 'ASC' }}>
        <SelectInput label={label('jobCategoryId')} optionText={choiceText} validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="document.workPlaceId" reference="content/work-places" perPage={CHOICES_PAGE} sort={{ field: 'sort', order: 'ASC' }}>
        <SelectInput label={label('workPlaceId')} optionText={choiceText} validate={required()} />
      </ReferenceInput>
      <NumberInput source="document.headcount" label={label('headcount')} validate={required()} min={0} />
      <DateInput source="document.announceTime" label={label('announceTime')} validate={required()} />
      <DateInput
        source="document.closingDate"
        label={label('closingDate')}
        helperText="app.jobfields.closingDateHelp"
        validate={closesAfterAnnounced}
        parse={blankAsNull}
      />
      <SelectInput source="document.employmentType" label={label('employmentType')} choices={useEmploymentTypeChoices()} validate={required()} />
      <TextInput source="document.recruiterMailbox" label={label('recruiterMailbox')} helperText="app.content.recruiterMailboxHelp" validate={email()} parse={blankAsNull} fullWidth />
      <SelectInput source="document.recruiterLanguage" label={label('recruiterLanguage')} choices={useLanguageChoices()} validate={required()} />
      <LanguageColumns>
        {(language) => (
          <>
            <TextInput source={`document.texts.${language}.post`} label={label(`texts.${language}.post`)} fullWidth />
            <TextInput source={`document.texts.${language}.place`} label={label(`texts.${language}.place`)} fullWidth />
            <ContentRichTextInput source={`document.texts.${language}.duties`} label={label(`texts.${language}.duties`)} />
            <ContentRichTextInput source={`document.texts.${language}.requirements`} label={label(`texts.${language}.requirements`)} />
          </>
        )}
      </LanguageColumns>
    </>
  );
}

/** The careers page's jobs, filtered by category and work place. */
export function JobList() {
  const choiceText = useRowChoiceText();
  const label = useFieldLabel();
  return (
    <ContentList
      search={false}
      ordered={false}
      filters={[
        <ReferenceInput key="jobCategoryId" source="jobCategoryId" reference="content/job-categories" perPage={CHOICES_PAGE} sort={{ field: 'sort', order: 'ASC' }}>
          <SelectInput label={label('jobCategoryId')} optionText={choiceText} />
        </ReferenceInput>,
        <ReferenceInput key="workPlaceId" source="workPlaceId" reference="content/work-places" perPage={CHOICES_PAGE} sort={{ field: 'sort', order: 'ASC' }}>
          <SelectInput label={label('workPlaceId')} optionText={choiceText} />
        </ReferenceInput>,
      ]}
    />
  );
}

export function JobEdit() {
  return (
    <ContentEdit shape={JOB_SHAPE}>
      <JobInputs />
    </ContentEdit>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

export function JobCreate() {
  const defaults: Omit<JobDocument, 'jobCategoryId' | 'workPlaceId' | 'texts'> = {
    headcount: 1,
    announceTime: today(),
    closingDate: null,
    employmentType: DEFAULT_EMPLOYMENT_TYPE,
    recruiterMailbox: null,
    recruiterLanguage: 'zh',
  };
  return (
    <ContentCreate shape={JOB_SHAPE} defaults={defaults}>
      <JobInputs />
    </ContentCreate>
  );
}
