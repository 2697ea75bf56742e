import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDelete, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { MediaAsset, MediaInUse, MediaUsage } from '../../../contract/media/mediaAsset';
import { refusal } from '../refusal';
import { MediaUsageList } from './MediaUsages';

const usagesOf = (error: unknown): MediaUsage[] | null => refusal<MediaInUse>(error, 409)?.data.usages ?? null;

/**
 * Deletes the asset after asking. The server refuses while something uses it; the refusal is
 * shown here with the places it named, so the editor knows what to change first.
 */
export function MediaDeleteButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const record = useRecordContext<MediaAsset>();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; usages: MediaUsage[] } | null>(null);
  const [remove, { isPending }] = useDelete();
  if (!record) return null;

  const confirmed = () => {
    setAsking(false);
    void remove(
      'media',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          redirect('list', 'media');
        },
        onError: (error) => {
          const usages = usagesOf(error);
          if (usages) setRefusal({ message: (error as Error).message, usages });
          else notify((error as Error).message, { type: 'error' });
        },
      },
    );
  };

  return (
    <Box sx={{ ml: 'auto' }}>
      <Button color="error" startIcon={<DeleteIcon />} disabled={isPending} onClick={() => setAsking(true)}>
        {translate('ra.action.delete')}
      </Button>
      <Confirm
        isOpen={asking}
        title={translate('ra.message.delete_title', { name: translate('resources.media.name', { smart_count: 1 }), recordRepresentation: record.fileName })}
        content={translate('ra.message.delete_content')}
        onConfirm={confirmed}
        onClose={() => setAsking(false)}
      />
      {refusal ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} onClose={() => setRefusal(null)}>
          <AlertTitle>{translate('app.media.deleteRefused')}</AlertTitle>
          {refusal.message}
          <MediaUsageList usages={refusal.usages} />
        </Alert>
      ) : null}
    </Box>
  );
}
