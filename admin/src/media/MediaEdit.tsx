import { Box, Link, List, ListItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Edit, SaveButton, Toolbar, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { MediaAsset } from '../../../contract/media/mediaAsset';
import type { AdminDataProvider } from '../dataProvider';
import { AltTextInputs } from './AltTextInputs';
import { FocalPointInput } from './FocalPointInput';
import { MediaDeleteButton } from './MediaDeleteButton';
import { MediaUsageList } from './MediaUsages';
import { GuardedForm } from '../shared/unsaved/GuardedForm';

function MediaPreview() {
  const record = useRecordContext<MediaAsset>();
  if (!record) return null;
  if (record.kind === 'file') {
    return (
      <Link href={record.url} target="_blank" rel="noopener">
        {record.fileName}
      </Link>
    );
  }
  // An SVG is one file at every size: no crop, so no focal point to choose.
  if (record.mimeType === 'image/svg+xml') return <img src={record.url} alt="" style={{ maxWidth: '100%', maxHeight: 320 }} />;
  return <FocalPointInput src={record.url} />;
}

function MediaUsagesPanel() {
  const translate = useTranslate();
  const record = useRecordContext<MediaAsset>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const usages = useQuery({ queryKey: ['media', record?.id, 'usages'], queryFn: () => dataProvider.mediaUsages(record!.id), enabled: Boolean(record) });
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2">{translate('app.media.usagesTitle')}</Typography>
      {usages.data ? <MediaUsageList usages={usages.data} /> : null}
    </Box>
  );
}

function ServedFiles() {
  const translate = useTranslate();
  const record = useRecordContext<MediaAsset>();
  if (!record) return null;
  return (
    <Box>
      <Typography variant="subtitle2">{translate('app.media.files')}</Typography>
      <List dense>
        {record.variants.map((variant) => (
          <ListItem key={variant.url} disableGutters>
            <Link href={variant.url} target="_blank" rel="noopener">
              {variant.name}.{variant.format}
              {variant.width ? ` (${variant.width} × ${variant.height})` : ''}
            </Link>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

function ImageFields() {
  const record = useRecordContext<MediaAsset>();
  return record?.kind === 'image' ? <AltTextInputs /> : null;
}

/** One asset: its picture with the focal point, alternative texts in both languages, where it is used, its files; delete explains a refusal. */
export function MediaEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <GuardedForm toolbar={<Toolbar><SaveButton /><MediaDeleteButton /></Toolbar>}>
        <MediaPreview />
        <ImageFields />
        <MediaUsagesPanel />
        <ServedFiles />
      </GuardedForm>
    </Edit>
  );
}
