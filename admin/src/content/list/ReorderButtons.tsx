import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { IconButton, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { ContentListRow } from '../../../../contract/content/protocol';
import type { AdminDataProvider } from '../../dataProvider';
import { movedIds } from './movedIds';
import { rowTitle } from './rowTitle';

/**
 * Moves a row a place up or down among the first page's rows (saved as drafts of the items
 * whose position changes). Buttons, so the keyboard reaches them; each names the item it moves. The
 * row keeps its key, so focus stays on the button pressed as the row moves.
 */
export function ReorderButtons() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const resource = useResourceContext()!;
  const record = useRecordContext<ContentListRow>();
  const { data, sort, page } = useListContext<ContentListRow>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const reorder = useMutation({
    mutationFn: (ids: number[]) => dataProvider.reorderContent(resource, ids),
    onSuccess: () => refresh(),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record || !data) return null;
  const ids = data.map((row) => row.id);
  const position = ids.indexOf(record.id);
  // Positions mean something only in the order they give; and the server numbers the ids it is
  // sent from 0, so only the first page's rows are the start of the list.
  const ordered = sort.field === 'sort' && sort.order === 'ASC' && page === 1;
  const title = rowTitle(record);
  const move = (step: -1 | 1) => (event: React.MouseEvent) => {
    event.stopPropagation();
    reorder.mutate(movedIds(ids, record.id, step));
  };
  return (
    <Stack direction="row">
      <IconButton size="small" aria-label={translate('app.content.moveUp', { title })} disabled={!ordered || reorder.isPending || position <= 0} onClick={move(-1)}>
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={translate('app.content.moveDown', { title })} disabled={!ordered || reorder.isPending || position >= ids.length - 1} onClick={move(1)}>
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
