import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** One role's part of the dashboard: a heading and its cards, one column on a phone, two from a tablet on. */
export function PanelGrid({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>{title}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>
    </Box>
  );
}

/** A part whose figures are not there yet: loading, or why they could not be read. */
export function PanelState({ title, query }: { title: string; query: UseQueryResult<unknown> }) {
  const translate = useTranslate();
  return (
    <PanelGrid title={title}>
      {query.error ? (
        <Alert severity="error">{translate('app.loadFailed', { message: query.error.message })}</Alert>
      ) : (
        <CircularProgress aria-label={translate('app.dashboard.loading')} />
      )}
    </PanelGrid>
  );
}
