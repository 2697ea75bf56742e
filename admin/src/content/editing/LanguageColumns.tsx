import { Box, Grid, Tab, Tabs, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { API_LANGUAGES, type ApiLanguage } from '../../../../contract/language';
import { useIsSmall } from '../../shared/useIsSmall';
import { OutOfDateTranslation } from '../translation/OutOfDateTranslation';
import { MissingTranslation } from './MissingTranslation';

/**
 * Both languages of an item on one screen: side by side on a desktop, as tabs on a phone. Each
 * language's column is a labelled section with its missing-translation mark, and its out-of-date
 * one with what changed in the Chinese since it was translated. Both tabs stay
 * mounted (the hidden one hidden), so the form keeps every field of both languages.
 */
export function LanguageColumns({ children }: { children: (language: ApiLanguage) => ReactNode }) {
  const translate = useTranslate();
  const small = useIsSmall();
  const baseId = useId();
  const [shown, setShown] = useState<ApiLanguage>('zh');
  const column = (language: ApiLanguage) => (
    <>
      <MissingTranslation language={language} />
      <OutOfDateTranslation language={language} />
      {children(language)}
    </>
  );
  if (small) {
    return (
      <Box sx={{ width: '100%' }}>
        <Tabs value={shown} onChange={(_, language: ApiLanguage) => setShown(language)} aria-label={translate('app.content.languages')}>
          {API_LANGUAGES.map((language) => (
            <Tab key={language} value={language} label={translate(`app.content.language.${language}`)} id={`${baseId}-tab-${language}`} aria-controls={`${baseId}-panel-${language}`} />
          ))}
        </Tabs>
        {API_LANGUAGES.map((language) => (
          <Box key={language} role="tabpanel" id={`${baseId}-panel-${language}`} aria-labelledby={`${baseId}-tab-${language}`} hidden={shown !== language} sx={{ pt: 2 }}>
            {column(language)}
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Grid container spacing={3} sx={{ width: '100%' }}>
      {API_LANGUAGES.map((language) => (
        <Grid key={language} size={6} component="section" aria-labelledby={`${baseId}-heading-${language}`}>
          <Typography id={`${baseId}-heading-${language}`} component="h2" variant="h6" sx={{ mb: 1 }}>
            {translate(`app.content.language.${language}`)}
          </Typography>
          {column(language)}
        </Grid>
      ))}
    </Grid>
  );
}
