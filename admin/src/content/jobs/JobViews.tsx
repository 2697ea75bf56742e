import { DateInput, email, NumberInput, ReferenceInput, required, SelectInput, TextInput } from 'react-admin';
import type { JobDocument } from '../../../../contract/content/documents/job';
import { blankAsNull } from '../blankAsNull';
import { rowChoiceText } from '../categoryChoice';
import { ContentCreate } from '../editing/ContentCreate';
import { ContentEdit } from '../editing/ContentEdit';
import { useFieldLabel } from '../useFieldLabel';
import { useLanguageChoices } from '../languageChoices';
import { ContentList } from '../list/ContentList';
import { ContentRichTextInput } from '../richText/ContentRichTextInput';
import { JOB_SHAPE } from './jobShape';

/** Many enough that the job categories and the work places are one page of choices. */
const CHOICES_PAGE = 100;

/** A job's fields, in Chinese only as careers are: no language columns and no translation to miss. */
function JobInputs() {
  const label = useFieldLabel();
  return (
    <>
      <ReferenceInput source="document.jobCategoryId" reference="content/job-categories" perPage={CHOICES_PAGE} sort={{ field: 'sort', order: 'ASC' }}>
        <SelectInput label={label('jobCategoryId')} optionText={rowChoiceText} validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="document.workPlaceId" reference="content/work-places" perPage={CHOICES_PAGE} sort={{ field: 'sort', order: 'ASC' }}>
        <SelectInput label={label('workPlaceId')} optionText={rowChoiceText} validate={required()} />
      </ReferenceInput>
      <TextInput source="document.post" label={label('post')} validate={required()} fullWidth />
      <TextInput source="document.place" label={label('place')} fullWidth />
      <NumberInput source="document.headcount" label={label('headcount')} validate={required()} min={0} />
      <DateInput source="document.announceTime" label={label('announceTime')} validate={required()} />
      <ContentRichTextInput source="document.duties" label={label('duties')} />
      <ContentRichTextInput source="document.requirements" label={label('requirements')} />
      <TextInput source="document.recruiterMailbox" label={label('recruiterMailbox')} helperText="app.content.recruiterMailboxHelp" validate={email()} parse={blankAsNull} fullWidth />
      <SelectInput source="document.recruiterLanguage" label={label('recruiterLanguage')} choices={useLanguageChoices()} validate={required()} />
    </>
  );
}

/** The careers page's jobs, filtered by category and work place. */
export function JobList() {
  const label = useFieldLabel();
  return (
    <ContentList
      oneLanguage
      search={false}
      ordered={false}
      filters={[
        <ReferenceInput key="jobCategoryId" source="jobCategoryId" reference="content/job-categories" perPage={CHOICES_PAGE} sort={{ field: 'sort', order: 'ASC' }}>
          <SelectInput label={label('jobCategoryId')} optionText={rowChoiceText} />
        </ReferenceInput>,
        <ReferenceInput key="workPlaceId" source="workPlaceId" reference="content/work-places" perPage={CHOICES_PAGE} sort={{ field: 'sort', order: 'ASC' }}>
          <SelectInput label={label('workPlaceId')} optionText={rowChoiceText} />
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
  const defaults: Omit<JobDocument, 'jobCategoryId' | 'workPlaceId'> = {
    post: '',
    place: '',
    headcount: 1,
    announceTime: today(),
    duties: '',
    requirements: '',
    recruiterMailbox: null,
    recruiterLanguage: 'zh',
  };
  return (
    <ContentCreate shape={JOB_SHAPE} defaults={defaults}>
      <JobInputs />
    </ContentCreate>
  );
}
