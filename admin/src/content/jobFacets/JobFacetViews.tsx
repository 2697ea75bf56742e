import { NumberInput, required, TextInput } from 'react-admin';
import { ContentCreate } from '../editing/ContentCreate';
import { ContentEdit } from '../editing/ContentEdit';
import { useFieldLabel } from '../useFieldLabel';
import { ContentList } from '../list/ContentList';
import { JOB_FACET_SHAPE } from './jobFacetShape';

/**
 * The views of the careers page's two filters, job categories and work places: both documents
 * are a Chinese name and a position, so one set of views serves both resources.
 */
function JobFacetInputs() {
  const label = useFieldLabel();
  return (
    <>
      <TextInput source="document.name" label={label('name')} validate={required()} fullWidth />
      <NumberInput source="document.sort" label={label('sort')} validate={required()} />
    </>
  );
}

export function JobFacetList() {
  return <ContentList oneLanguage search={false} />;
}

export function JobFacetEdit() {
  return (
    <ContentEdit shape={JOB_FACET_SHAPE}>
      <JobFacetInputs />
    </ContentEdit>
  );
}

export function JobFacetCreate() {
  return (
    <ContentCreate shape={JOB_FACET_SHAPE} defaults={{ sort: 0 }}>
      <JobFacetInputs />
    </ContentCreate>
  );
}
