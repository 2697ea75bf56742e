import type { ReactElement } from 'react';
import { CreateButton, Datagrid, FilterButton, FunctionField, List, SearchInput, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import type { ContentListRow } from '../../../../contract/content/protocol';
import type { ApiLanguage } from '../../../../contract/language';
import { EmptyList } from '../../shared/EmptyList';
import { useIsSmall } from '../../shared/useIsSmall';
import { ContentStatusChips } from '../ContentStatusChips';
import { PublishPendingButton } from './PublishPendingButton';
import { ReorderButtons } from './ReorderButtons';
import { rowTitle } from './rowTitle';

/** A title in one language, or the words that it is missing (the row's chips say what that means). */
function Title({ row, language }: { row: ContentListRow; language: ApiLanguage }) {
  const translate = useTranslate();
  return <>{row.title[language] ?? `(${translate(`app.content.missing.${language}`)})`}</>;
}

/**
 * The items of a content resource in their order: titles in both languages (or the one title of
 * a kind written in one language, `oneLanguage`), state chips, and buttons to move them; a search
 * of their titles (where the kind's server list has one, `search`), and the kind's own filters.
 */
export function ContentList({ filters = [], oneLanguage = false, search = true }: { filters?: ReactElement[]; oneLanguage?: boolean; search?: boolean }) {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      sort={{ field: 'sort', order: 'ASC' }}
      filters={search ? [<SearchInput key="q" source="q" alwaysOn />, ...filters] : filters}
      actions={
        <TopToolbar>
          {filters.length > 0 ? <FilterButton /> : null}
          <PublishPendingButton />
          <CreateButton />
        </TopToolbar>
      }
      empty={<EmptyList />}
    >
      {small ? (
        <SimpleList<ContentListRow>
          primaryText={(row) => (oneLanguage ? rowTitle(row) : <Title row={row} language="zh" />)}
          secondaryText={(row) => (oneLanguage ? null : <Title row={row} language="en" />)}
          tertiaryText={(row) => <ContentStatusChips status={row} />}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          {oneLanguage ? (
            <FunctionField<ContentListRow> label={translate('app.content.fields.title')} render={rowTitle} sortable={false} />
          ) : (
            [
              <FunctionField<ContentListRow> key="zh" label={translate('app.content.titleIn.zh')} render={(row) => <Title row={row} language="zh" />} sortable={false} />,
              <FunctionField<ContentListRow> key="en" label={translate('app.content.titleIn.en')} render={(row) => <Title row={row} language="en" />} sortable={false} />,
            ]
          )}
          <FunctionField<ContentListRow> label={translate('app.content.status.label')} render={(row) => <ContentStatusChips status={row} />} sortable={false} />
          <FunctionField<ContentListRow> source="sort" label={translate('app.content.fields.sort')} render={(row) => row.sort} />
          <FunctionField label={translate('app.content.order')} render={() => <ReorderButtons />} />
        </Datagrid>
      )}
    </List>
  );
}
