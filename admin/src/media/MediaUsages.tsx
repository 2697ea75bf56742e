import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MediaUsage } from '../../../contract/media/mediaAsset';

/** The places that name an asset, as the server found them. */
export function MediaUsageList({ usages }: { usages: MediaUsage[] }) {
  const translate = useTranslate();
  if (usages.length === 0) return <Typography variant="body2">{translate('app.media.usagesNone')}</Typography>;
  return (
    <List dense>
      {usages.map((usage) => (
        <ListItem key={`${usage.kind}-${usage.id}-${usage.field}`} disableGutters>
          <ListItemText primary={translate('app.media.usage', { ...usage, kind: translate(`app.media.usageKind.${usage.kind}`) })} />
        </ListItem>
      ))}
    </List>
  );
}
