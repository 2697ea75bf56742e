import { Alert, Box, Button, Chip, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { ContentRecord, ContentVersion } from '../../../../contract/content/protocol';
import { SCHEDULER } from '../../../../contract/content/schedule';
import type { AdminDataProvider } from '../../dataProvider';
import { useConfirmDiscard } from '../../shared/unsaved/useConfirmDiscard';
import { useHasUnsavedChanges } from '../../shared/unsaved/unsavedChangesScope';
import { useContentShape } from '../editing/contentShapeContext';
import { ChangeDiff } from './ChangeDiff';
import { documentChanges } from './documentChanges';
import { formatDateTime } from '../../shared/companyTime';

/** A content version against what the editor is editing (the draft, else what is live), field by field, and its restore as the draft. */
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

/** How a version came to be and when: who published it, or that the seed, an import or the item's original state it is. */
function versionOrigin(version: ContentVersion, translate: ReturnType<typeof useTranslate>): string {
  const date = formatDateTime(version.publishedAt);
  // The scheduler is no staff user: it is named in the user's language.
  const author = version.publishedBy === SCHEDULER ? translate('app.schedule.scheduler') : (version.publisherName ?? version.publishedBy);
  return translate(`app.content.history.origin.${version.origin}`, { author, date });
}

/**
 * An item's content versions (newest first: how each came to be, when, and which one the site
 * shows); version 1 is the item before its first edit (as seeded or imported) when it was not
 * made in the back office. Choosing one shows how what is being edited differs from it and
 * offers to restore it as the draft (it goes live when published). Content versions are not
 * site releases (the Publish page's), and the words keep them apart.
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
      <Typography variant="body2" color="text.secondary">{translate('app.content.history.intro')}</Typography>
      {versions.data?.length === 0 ? <Typography>{translate('app.content.history.empty')}</Typography> : null}
      <List dense>
        {versions.data?.map((version, index) => (
          <ListItemButton key={version.number} selected={chosen === version.number} aria-pressed={chosen === version.number} onClick={() => setChosen(version.number)}>
            <ListItemText
              primary={translate('app.content.history.version', { number: version.number })}
              secondary={versionOrigin(version, translate)}
            />
            {/* The newest version is what the live rows hold: the site shows it while the item is published. */}
            {index === 0 && record.published ? <Chip size="small" color="success" label={translate('app.content.history.live')} /> : null}
          </ListItemButton>
        ))}
      </List>
      {chosen !== null ? <VersionComparison number={chosen} record={record} /> : null}
    </Box>
  );
}
