import { Alert, Box, Chip } from '@mui/material';
import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { hasRequiredAlt } from '../../../contract/media/mediaAsset';
import type { ApiLanguage } from '../../../contract/language';

const LANGUAGES: ApiLanguage[] = ['zh', 'en'];

/**
 * The picture's alternative text in both languages side by side, each marked while it is empty,
 * and whether it is decorative; the rule for using it in published content is said next to them.
 */
export function AltTextInputs() {
  const translate = useTranslate();
  const alt = useWatch<{ alt: Record<ApiLanguage, string> }, 'alt'>({ name: 'alt' }) ?? { zh: '', en: '' };
  const decorative = Boolean(useWatch({ name: 'decorative' }));
  const ready = hasRequiredAlt({ kind: 'image', alt, decorative });
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        {LANGUAGES.map((language) => (
          <Box key={language}>
            <TextInput source={`alt.${language}`} multiline fullWidth disabled={decorative} />
            {!decorative && !alt[language]?.trim() ? (
              <Chip size="small" color="warning" label={`${translate(`resources.media.fields.alt.${language}`)}: ${translate('app.media.altMissing')}`} />
            ) : null}
          </Box>
        ))}
      </Box>
      <BooleanInput source="decorative" />
      <Alert severity={ready ? 'success' : 'warning'} sx={{ mb: 2 }}>
        {translate(ready ? 'app.media.altReady' : 'app.media.altRule')}
      </Alert>
    </Box>
  );
}
