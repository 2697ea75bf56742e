import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** A record's read-only fields, one column on a phone and two from a tablet up. */
export function RecordFields({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1, width: '100%' }}>{children}</Box>;
}
