import { Box } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Edit, useNotify, useRecordContext, useRefresh, useResourceContext, useUpdate, type RaRecord } from 'react-admin';
import { isPreviewable, type PreviewableKind } from '../../../../contract/content/previewItems';
import { PreviewPanel } from '../../preview/PreviewPanel';
import { contentResource } from '../contentResources';
import type { ContentFormShape } from '../contentFormShape';
import { HistoryPanel } from '../history/HistoryPanel';
import { SchedulePanel } from '../../schedule/SchedulePanel';
import { conflictingRecord } from './conflict';
import { ConflictDialog, type ContentConflictState } from './ConflictDialog';
import { ContentForm } from './ContentForm';
import { ContentShapeContext } from './contentShapeContext';
import { ContentToolbar } from './ContentToolbar';
import { CARD_OF_STICKY_TOOLBAR } from './stickyToolbar';
import { toSavedDocument } from './translatedValues';
import { UnsavedChangesScope } from '../../shared/unsaved/unsavedChangesScope';

/** The draft as the site will show it, once the record is loaded. */
function PreviewOfRecord({ kind }: { kind: PreviewableKind }) {
  const record = useRecordContext();
  return record ? <PreviewPanel kind={kind} id={record.id} /> : null;
}

/**
 * Editing one item of any kind: the kind's inputs (`children`, laid out by LanguageColumns),
 * saved as the draft with the revision it was loaded at (the form stays open: publishing comes next). A save, publish or unpublish refused
 * because another editor changed the item first opens the conflict dialog. Below the inputs, the
 * draft's preview (kinds with a page of their own), then the toolbar, which sticks to the
 * window's foot until there and shows the progress of a publish asked for with it; below the
 * form, the item's schedule (it goes live and leaves the site by itself) and its published versions. A `permanent` item (the settings) is never unpublished or deleted.
 */
export function ContentEdit({ shape, permanent = false, children }: { shape: ContentFormShape; permanent?: boolean; children: ReactNode }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const resource = useResourceContext()!;
  const kind = contentResource(resource)?.kind;
  const [update] = useUpdate();
  const [conflict, setConflict] = useState<ContentConflictState | null>(null);

  // A saved draft is not on the site: the notice says so and what puts it there.
  const draftSaved = () => notify('app.unsaved.draftSaved', { type: 'info' });
  const onSaveError = (error: unknown, variables: { data?: Partial<RaRecord> } | undefined) => {
    const current = conflictingRecord(error);
    if (current) setConflict({ current, mine: (variables?.data?.document as Record<string, unknown> | undefined) ?? null });
    else notify(error instanceof Error ? error.message : String(error), { type: 'error' });
  };
  const takeTheirs = () => {
    setConflict(null);
    refresh();
  };
  const keepMine = () => {
    if (!conflict?.mine) return;
    const { current, mine } = conflict;
    setConflict(null);
    void update(
      resource,
      { id: current.id, data: { revision: current.revision, document: mine }, previousData: current },
      { mutationMode: 'pessimistic', onSuccess: draftSaved, onError: (error) => onSaveError(error, { data: { document: mine } }) },
    );
  };

  return (
    <ContentShapeContext.Provider value={shape}>
      <Edit
        mutationMode="pessimistic"
        redirect={false}
        sx={CARD_OF_STICKY_TOOLBAR}
        transform={(data: RaRecord) => ({ ...data, document: toSavedDocument(data.document as Record<string, unknown>, shape) })}
        mutationOptions={{ onSuccess: draftSaved, onError: onSaveError }}
      >
        <UnsavedChangesScope>
          <ContentForm
            toolbar={<ContentToolbar onConflict={setConflict} permanent={permanent} />}
            after={kind && isPreviewable(kind) ? <PreviewOfRecord kind={kind} /> : null}
          >
            {children}
          </ContentForm>
          <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
            <SchedulePanel permanent={permanent} />
          </Box>
          <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
            <HistoryPanel />
          </Box>
        </UnsavedChangesScope>
      </Edit>
      <ConflictDialog conflict={conflict} onTakeTheirs={takeTheirs} onKeepMine={keepMine} />
    </ContentShapeContext.Provider>
  );
}
