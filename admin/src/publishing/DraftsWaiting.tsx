import { Alert, Collapse } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { PublishPendingButton } from '../content/list/PublishPendingButton';
import type { AdminDataProvider } from '../dataProvider';

/**
 * Publishing the site builds what is published: drafts stay out, and a build with nothing new
 * answers that the site is current. While drafts wait, the publishing page says how many and
 * offers to publish them all (each item's own Publish does one).
 */
export function DraftsWaiting() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data: count } = useQuery({ queryKey: ['content-pending'], queryFn: () => dataProvider.pendingContentCount() });
  // Folded away rather than unmounted once they are published: the button's dialog with the outcome stays open.
  return (
    <Collapse in={!!count}>
      <Alert severity="info" sx={{ mb: 2 }} action={<PublishPendingButton />}>
        {translate('app.unsaved.draftsWaiting', { smart_count: count ?? 0 })}
      </Alert>
    </Collapse>
  );
}
