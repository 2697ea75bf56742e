import { ReferenceInput, SelectInput, useResourceContext } from 'react-admin';
import type { ArticleDocument } from '../../../../contract/content/documents/article';
import { useRowChoiceText } from '../categoryChoice';
import { sectionClassifyType } from '../contentResources';
import { ContentCreate } from '../editing/ContentCreate';
import { ContentEdit } from '../editing/ContentEdit';
import { ContentList } from '../list/ContentList';
import { useFieldLabel } from '../useFieldLabel';
import { ArticleInputs } from './ArticleInputs';
import { ARTICLE_SHAPE } from './articleShape';

/** A section's articles (cases, news…), filtered by one of its categories. */
export function ArticleList() {
  const choiceText = useRowChoiceText();
  const label = useFieldLabel();
  const classifyType = sectionClassifyType(useResourceContext()!);
  return (
    <ContentList
      filters={[
        <ReferenceInput key="categoryId" source="categoryId" reference="content/categories" filter={{ classifyType }} perPage={100} sort={{ field: 'sort', order: 'ASC' }}>
          <SelectInput label={label('categoryId')} optionText={choiceText} />
        </ReferenceInput>,
      ]}
    />
  );
}

export function ArticleEdit() {
  return (
    <ContentEdit shape={ARTICLE_SHAPE}>
      <ArticleInputs />
    </ContentEdit>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

export function ArticleCreate() {
  const defaults: Omit<ArticleDocument, 'categoryId' | 'texts'> = { thumbnail: '', publishTime: today(), sort: 0, tagIds: [] };
  return (
    <ContentCreate shape={ARTICLE_SHAPE} defaults={defaults}>
      <ArticleInputs />
    </ContentCreate>
  );
}
