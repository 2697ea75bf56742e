import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ContentStatus } from '../../../contract/content/protocol';
import { formatDateTime } from '../shared/companyTime';

/**
 * An item's state in words (colour only repeats them): on the site or not, changes waiting to
 * be published (who saved them, when), each language it is not written in, and each whose
 * translation is out of date.
 */
export function ContentStatusChips({ status }: { status: ContentStatus }) {
  const translate = useTranslate();
  const draftTitle = status.draftBy && status.draftAt ? translate('app.content.status.draftBy', { who: status.draftBy, at: formatDateTime(status.draftAt) }) : undefined;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" color={status.published ? 'success' : 'default'} label={translate(status.published ? 'app.content.status.published' : 'app.content.status.unpublished')} />
      {status.hasDraft ? <Chip size="small" color="info" variant="outlined" label={translate('app.content.status.draft')} title={draftTitle} /> : null}
      {status.missingLanguages.map((language) => (
        <Chip key={language} size="small" color="warning" variant="outlined" label={translate(`app.content.missing.${language}`)} />
      ))}
      {status.outOfDateLanguages.map((language) => (
        <Chip key={`${language}-out-of-date`} size="small" color="warning" label={translate(`app.translation.outOfDate.${language}`)} />
      ))}
    </Stack>
  );
}
