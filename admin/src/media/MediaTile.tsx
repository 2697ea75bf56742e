import DescriptionIcon from '@mui/icons-material/Description';
import { Box, Card, CardActionArea, CardContent, Chip, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ApiLanguage } from '../../../contract/language';
import { hasRequiredAlt, type MediaAsset } from '../../../contract/media/mediaAsset';
import { languageTag } from '../shared/InLanguage';

/**
 * A thumbnail's text alternative in the interface's language, else in the other one marked with
 * its `lang` (a picture described in one language so far).
 */
function tileAlt(asset: MediaAsset, language: ApiLanguage): { alt: string; lang?: string } {
  if (asset.alt[language]) return { alt: asset.alt[language] };
  const other: ApiLanguage = language === 'en' ? 'zh' : 'en';
  return asset.alt[other] ? { alt: asset.alt[other], lang: languageTag(other) } : { alt: '' };
}

/** One asset as grids show it: its thumbnail (or a file's icon), its name, and a mark when its alternative text is missing. */
export function MediaTile({ asset, onSelect }: { asset: MediaAsset; onSelect: (asset: MediaAsset) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Card variant="outlined">
      <CardActionArea onClick={() => onSelect(asset)} aria-label={asset.fileName}>
        <Box sx={{ aspectRatio: '16 / 10', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover' }}>
          {asset.thumbnailUrl ? (
            <img src={asset.thumbnailUrl} {...tileAlt(asset, locale === 'en' ? 'en' : 'zh')} loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <DescriptionIcon fontSize="large" color="action" />
          )}
        </Box>
        <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }}>
          <Typography variant="body2" noWrap title={asset.fileName}>
            {asset.fileName}
          </Typography>
          {hasRequiredAlt(asset) ? null : <Chip size="small" color="warning" label={translate('app.media.missing', { field: translate('app.media.altTitle') })} />}
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
