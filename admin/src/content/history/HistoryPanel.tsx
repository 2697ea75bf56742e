import { Alert, Box, Button, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { ContentRecord } from '../../../../contract/content/protocol';
import type { AdminDataProvider } from '../../dataProvider';
import { useConfirmDiscard } from '../../shared/unsaved/useConfirmDiscard';
import { useHasUnsavedChanges } from '../../shared/unsaved/unsavedChangesScope';
import { useContentShape } from '../editing/contentShapeContext';
import { ChangeDiff } from './ChangeDiff';
import { documentChanges } from './documentChanges';

/** A published version against the working copy, field by field, and its restore as the draft. */
function VersionComparison({ number, record }: { number: number; record: ContentRecord<unknown> }) {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const shape = useContentShape();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const version = useQuery({
    queryKey: ['content-version', resource, record.id, number],
    queryFn: () => dataProvider.contentVersion(resource, record.id, number),
  });
  const restore = useMutation({
    mutationFn: () => dataProvider.restoreContentVersion(resource, record.id, number, record.revision),
    onSuccess: () => {
      notify('app.content.history.restored', { type: 'info', messageArgs: { number } });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  // Restoring replaces the form's content: typed changes not saved yet are asked about first.
  const discard = useConfirmDiscard('restore', useHasUnsavedChanges());
  if (version.error) return <Alert severity="error">{version.error.message}</Alert>;
  if (!version.data) return null;
  const changes = documentChanges(version.data.document, record.document, shape);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle1">{translate('app.content.history.against', { number })}</Typography>
      {changes.length === 0 ? <Typography>{translate('app.content.history.same')}</Typography> : changes.map((change) => <ChangeDiff key={change.path} change={change} />)}
      <Button variant="outlined" onClick={() => discard.confirm(() => restore.mutate())} disabled={restore.isPending || changes.length === 0}>
        {translate('app.content.history.restore', { number })}
      </Button>
      {discard.dialog}
    </Box>
  );
}

/**
 * An item's published versions (who, when, newest first); choosing one shows how the working
 * copy differs from it and offers to restore it as the draft (it goes live when published).
 */
export function HistoryPanel() {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const record = useRecordContext<ContentRecord<unknown>>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const headingId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const versions = useQuery({
    queryKey: ['content-versions', resource, record?.id, record?.revision],
    queryFn: () => dataProvider.contentVersions(resource, record!.id),
    enabled: !!record,
  });
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h6">{translate('app.content.history.title')}</Typography>
      {versions.error ? <Alert severity="error">{versions.error.message}</Alert> : null}
      {versions.data?.length === 0 ? <Typography>{translate('app.content.history.empty')}</Typography> : null}
      <List dense>
        {versions.data?.map((version) => (
          <ListItemButton key={version.number} selected={chosen === version.number} aria-pressed={chosen === version.number} onClick={() => setChosen(version.number)}>
            <ListItemText
              primary={translate('app.content.history.version', { number: version.number })}
              secondary={translate('app.notes.by', { author: version.publishedBy, date: new Date(version.publishedAt).toLocaleString() })}
            />
          </ListItemButton>
        ))}
      </List>
      {chosen !== null ? <VersionComparison number={chosen} record={record} /> : null}
    </Box>
  );
}
