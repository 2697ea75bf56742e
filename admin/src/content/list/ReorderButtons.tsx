import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import LowPriorityIcon from '@mui/icons-material/LowPriority';
import { IconButton, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { ContentListRow } from '../../../../contract/content/protocol';
import type { AdminDataProvider } from '../../dataProvider';
import { MoveToPositionDialog } from './MoveToPositionDialog';
import { rowTitle } from './rowTitle';

/**
 * Moves a row a place up or down, or to a position typed in, within the whole list on whatever
 * page the row is (each a draft of the items whose position changes). Buttons, so the keyboard
 * reaches them; each names the item it moves. Positions are the list's own only when it is in
 * position order and unfiltered: otherwise the buttons are disabled.
 */
export function ReorderButtons() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const resource = useResourceContext()!;
  const record = useRecordContext<ContentListRow>();
  const { data, sort, page, perPage, total, filterValues } = useListContext<ContentListRow>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [asking, setAsking] = useState(false);
  const move = useMutation({
    mutationFn: ({ id, revision, position }: { id: number; revision: number; position: number }) => dataProvider.moveContent(resource, id, { revision, position }),
    // A conflict (another editor moved or changed the item first) says so; the list then shows the order as it is now.
    onSettled: () => refresh(),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record || !data || total === undefined) return null;
  const ordered = sort.field === 'sort' && sort.order === 'ASC' && Object.keys(filterValues ?? {}).length === 0;
  const position = (page - 1) * perPage + data.findIndex((row) => row.id === record.id) + 1;
  const title = rowTitle(record);
  const moveTo = (to: number) => move.mutate({ id: record.id, revision: record.revision, position: to });
  const step = (to: number) => (event: React.MouseEvent) => {
    event.stopPropagation();
    moveTo(to);
  };
  const busy = !ordered || move.isPending;
  return (
    <Stack direction="row">
      <IconButton size="small" aria-label={translate('app.content.moveUp', { title })} disabled={busy || position <= 1} onClick={step(position - 1)}>
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={translate('app.content.moveDown', { title })} disabled={busy || position >= total} onClick={step(position + 1)}>
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={translate('app.content.moveTo', { title })}
        aria-haspopup="dialog"
        disabled={busy || total < 2}
        onClick={(event) => {
          event.stopPropagation();
          setAsking(true);
        }}
      >
        <LowPriorityIcon fontSize="small" />
      </IconButton>
      {asking ? (
        <MoveToPositionDialog
          title={title}
          position={position}
          total={total}
          onClose={() => setAsking(false)}
          onMove={(to) => {
            setAsking(false);
            moveTo(to);
          }}
        />
      ) : null}
    </Stack>
  );
}
