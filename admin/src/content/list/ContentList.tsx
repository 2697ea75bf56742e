import { Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { CreateButton, Datagrid, FilterButton, FunctionField, Link, List, SearchInput, SelectInput, SimpleList, TopToolbar, useCreatePath, useResourceContext, useTranslate } from 'react-admin';
import type { ContentListRow } from '../../../../contract/content/protocol';
import type { ApiLanguage } from '../../../../contract/language';
import { EmptyList } from '../../shared/EmptyList';
import { InLanguage } from '../../shared/InLanguage';
import { useIsSmall } from '../../shared/useIsSmall';
import { ContentStatusChips } from '../ContentStatusChips';
import { ScheduleSummary } from '../../schedule/ScheduleSummary';
import { PublishPendingButton } from './PublishPendingButton';
import { ReorderButtons } from './ReorderButtons';
import { useTranslationChoices } from '../translation/translationChoices';
import { draftTitle, shownTitle, shownTitleLanguage } from './rowTitle';

/** A title marked with the language it is in (none for the words that it is missing). */
const TitleIn = ({ title, language }: { title: string; language: ApiLanguage | null }) =>
  language ? <InLanguage language={language}>{title}</InLanguage> : <>{title}</>;

/**
 * A title in one language (null: the one title of a kind named in one language) as the site shows
 * it, or the words that it is missing (the row's chips say what that means); under it, marked, the
 * draft's new title where a draft changes it.
 */
function Title({ row, language }: { row: ContentListRow; language: ApiLanguage | null }) {
  const translate = useTranslate();
  const missing = (title: string | null) => title ?? (language ? `(${translate(`app.content.missing.${language}`)})` : `#${row.id}`);
  const shown = shownTitle(row, language);
  const draft = draftTitle(row, language);
  return (
    <>
      {shown ? <TitleIn title={shown} language={shownTitleLanguage(row, language)} /> : missing(shown)}
      {draft ? (
        <Typography component="span" variant="caption" sx={{ display: 'block', color: 'info.main' }}>
          {translate('app.editor.draftTitle', { title: missing(draft.title) })}
        </Typography>
      ) : null}
    </>
  );
}

/** A row's title as the link to its edit view (a phone's row is no link itself: it holds the move buttons). */
function EditLink({ row, children }: { row: ContentListRow; children: ReactNode }) {
  const createPath = useCreatePath();
  const resource = useResourceContext()!;
  return <Link to={createPath({ resource, id: row.id, type: 'edit' })}>{children}</Link>;
}

/**
 * The items of a content resource in their order: titles in both languages as the site shows
 * them, each with the draft's new title marked under it (or the one title of a kind written in
 * one language, `oneLanguage`), state chips, the schedule (when it goes live or leaves the site by itself), and buttons to move them; a search
 * of their titles (where the kind's server list has one, `search`), the kind's own filters, and
 * (kinds written in both languages) the translation's status.
 * On a phone each row's title links to its edit view and the move buttons sit beside it.
 */
export function ContentList({
  filters = [],
  oneLanguage = false,
  search = true,
  ordered = true,
}: {
  filters?: ReactElement[];
  oneLanguage?: boolean;
  search?: boolean;
  /** False for a kind in no order of its own (jobs): no position column and no move buttons. */
  ordered?: boolean;
}) {
  const small = useIsSmall();
  const translate = useTranslate();
  const translationChoices = useTranslationChoices();
  // Every kind written in both languages filters by its translation's status (the server's `translation` key).
  const allFilters = oneLanguage ? filters : [...filters, <SelectInput key="translation" source="translation" label={translate('app.translation.filter')} choices={translationChoices} />];
  return (
    <List
      sort={{ field: 'sort', order: 'ASC' }}
      filters={search ? [<SearchInput key="q" source="q" alwaysOn />, ...allFilters] : allFilters}
      actions={
        <TopToolbar>
          {allFilters.length > 0 ? <FilterButton /> : null}
          <PublishPendingButton />
          <CreateButton />
        </TopToolbar>
      }
      empty={<EmptyList />}
    >
      {small ? (
        <SimpleList<ContentListRow>
          rowClick={false}
          primaryText={(row) => <EditLink row={row}><Title row={row} language={oneLanguage ? null : 'zh'} /></EditLink>}
          secondaryText={(row) => (oneLanguage ? null : <Title row={row} language="en" />)}
          tertiaryText={(row) => (
            <>
              <ContentStatusChips status={row} />
              <ScheduleSummary schedule={row.schedule} />
            </>
          )}
          rightIcon={ordered ? () => <ReorderButtons /> : undefined}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          {oneLanguage ? (
            <FunctionField<ContentListRow> label={translate('app.content.fields.title')} render={(row) => <Title row={row} language={null} />} sortable={false} />
          ) : (
            [
              <FunctionField<ContentListRow> key="zh" label={translate('app.content.titleIn.zh')} render={(row) => <Title row={row} language="zh" />} sortable={false} />,
              <FunctionField<ContentListRow> key="en" label={translate('app.content.titleIn.en')} render={(row) => <Title row={row} language="en" />} sortable={false} />,
            ]
          )}
          <FunctionField<ContentListRow> label={translate('app.content.status.label')} render={(row) => <ContentStatusChips status={row} />} sortable={false} />
          <FunctionField<ContentListRow> label={translate('app.schedule.column')} render={(row) => <ScheduleSummary schedule={row.schedule} />} sortable={false} />
          {/* One column for the order: its heading sorts by position, its buttons move the row. */}
          {ordered ? <FunctionField source="sort" label={translate('app.content.order')} render={() => <ReorderButtons />} /> : null}
        </Datagrid>
      )}
    </List>
  );
}
