import DescriptionIcon from '@mui/icons-material/Description';
import { Box, Card, CardActionArea, CardContent, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { hasRequiredAlt, type MediaAsset } from '../../../contract/media/mediaAsset';

/** One asset as grids show it: its thumbnail (or a file's icon), its name, and a mark when its alternative text is missing. */
export function MediaTile({ asset, onSelect }: { asset: MediaAsset; onSelect: (asset: MediaAsset) => void }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardActionArea onClick={() => onSelect(asset)} aria-label={asset.fileName}>
        <Box sx={{ aspectRatio: '16 / 10', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover' }}>
          {asset.thumbnailUrl ? (
            <img src={asset.thumbnailUrl} alt={asset.alt.zh || asset.alt.en} loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <DescriptionIcon fontSize="large" color="action" />
          )}
        </Box>
        <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }}>
          <Typography variant="body2" noWrap title={asset.fileName}>
            {asset.fileName}
          </Typography>
          {hasRequiredAlt(asset) ? null : <Chip size="small" color="warning" label={`${translate('app.media.altTitle')}: ${translate('app.media.altMissing')}`} />}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Assets as a grid of tiles, as many columns as the width takes. */
export function MediaTiles({ assets, onSelect }: { assets: MediaAsset[]; onSelect: (asset: MediaAsset) => void }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2, p: 2 }}>
      {assets.map((asset) => (
        <MediaTile key={asset.id} asset={asset} onSelect={onSelect} />
      ))}
    </Box>
  );
}
