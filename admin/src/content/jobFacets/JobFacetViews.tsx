import { NumberInput, required } from 'react-admin';
import { ContentCreate } from '../editing/ContentCreate';
import { ContentEdit } from '../editing/ContentEdit';
import { NameColumns } from '../editing/NameColumns';
import { useFieldLabel } from '../useFieldLabel';
import { ContentList } from '../list/ContentList';
import { JOB_FACET_SHAPE } from './jobFacetShape';

/**
 * The views of the careers page's two filters, job categories and work places: both documents
 * are a name in each language (the Chinese one required) and a position, so one set of views
 * serves both resources.
 */
function JobFacetInputs() {
  const label = useFieldLabel();
  return (
    <>
      <NumberInput source="document.sort" label={label('sort')} validate={required()} />
      <NameColumns />
    </>
  );
}

export function JobFacetList() {
  return <ContentList search={false} />;
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
