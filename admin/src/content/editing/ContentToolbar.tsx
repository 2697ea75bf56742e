import { Button, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DeleteButton, SaveButton, Toolbar, useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { ContentRecord } from '../../../../contract/content/protocol';
import type { PublishJob } from '../../../../contract/publishing';
import type { AdminDataProvider, ContentPublished } from '../../dataProvider';
import { PUBLISH_STATE_KEY } from '../../publishing/usePublishState';
import { useHasUnsavedChanges } from '../../shared/unsaved/unsavedChangesScope';
import { useConfirmDiscard } from '../../shared/unsaved/useConfirmDiscard';
import { AltRefusalAlert } from './AltRefusalAlert';
import { conflictingRecord } from './conflict';
import { altRefusal, type AltRefusal } from './altRefusal';
import type { ContentConflictState } from './ConflictDialog';
import { LivePageLinks } from './LivePageLinks';
import { STICKY_TOOLBAR } from './stickyToolbar';
import { ToolbarPublishing } from './ToolbarPublishing';

export interface ContentToolbarProps {
  onConflict(conflict: ContentConflictState): void;
  /** An item that is always live and never deleted (the settings): no Unpublish, no Delete. */
  permanent: boolean;
}

/**
 * Save (the draft), Publish, Unpublish, the item's page on the site and Delete, kept at the
 * window's foot while the form scrolls (`STICKY_TOOLBAR`); a publish or unpublish asked for here
 * shows its build's progress here too. Publishing acts on what is saved and reloads the form:
 * while the form has unsaved changes the toolbar says so, and Publish or Unpublish asks before
 * they are lost. A publish refused for pictures without alternative text stays on screen
 * (`AltRefusalAlert`) until the next try, rather than as a passing notice.
 */
export function ContentToolbar({ onConflict, permanent }: ContentToolbarProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queries = useQueryClient();
  const resource = useResourceContext()!;
  const record = useRecordContext<ContentRecord<unknown>>();
  const unsaved = useHasUnsavedChanges();
  const discard = useConfirmDiscard('publish', unsaved);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [refusedForAlt, setRefusedForAlt] = useState<AltRefusal | null>(null);
  // The build a publish or unpublish asked for (job null where this instance builds no site).
  const [publishing, setPublishing] = useState<{ job: PublishJob | null } | null>(null);
  const change = useMutation({
    mutationFn: (action: 'publish' | 'unpublish'): Promise<ContentPublished> =>
      action === 'publish' ? dataProvider.publishContent(resource, record!.id, record!.revision) : dataProvider.unpublishContent(resource, record!.id, record!.revision),
    onMutate: () => setRefusedForAlt(null),
    onSuccess: ({ job }, action) => {
      notify(action === 'publish' ? 'app.content.published' : 'app.content.unpublished', { type: 'info' });
      setPublishing({ job });
      void queries.invalidateQueries({ queryKey: PUBLISH_STATE_KEY });
      refresh();
    },
    onError: (error: Error) => {
      const current = conflictingRecord(error);
      const refusal = altRefusal(error);
      if (current) onConflict({ current, mine: null });
      else if (refusal) setRefusedForAlt(refusal);
      else notify(error.message, { type: 'error' });
    },
  });
  const busy = change.isPending || !record;
  return (
    <Toolbar sx={{ ...STICKY_TOOLBAR, gap: 1, flexWrap: 'wrap' }}>
      <SaveButton label="app.content.saveDraft" />
      <Button variant="outlined" onClick={() => discard.confirm(() => change.mutate('publish'))} disabled={busy || (record.published && !record.hasDraft)}>
        {translate('app.content.publish')}
      </Button>
      {permanent ? null : (
        <Button variant="outlined" onClick={() => discard.confirm(() => change.mutate('unpublish'))} disabled={busy || !record.published}>
          {translate('app.content.unpublish')}
        </Button>
      )}
      {unsaved ? <Typography variant="body2">{translate('app.content.saveBeforePublish')}</Typography> : null}
      <LivePageLinks />
      {permanent ? null : <DeleteButton mutationMode="pessimistic" sx={{ ml: 'auto' }} />}
      {refusedForAlt ? <AltRefusalAlert refusal={refusedForAlt} /> : null}
      {publishing ? <ToolbarPublishing job={publishing.job} onClose={() => setPublishing(null)} /> : null}
      {discard.dialog}
    </Toolbar>
  );
}
