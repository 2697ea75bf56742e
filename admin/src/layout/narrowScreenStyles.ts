import type { Theme } from '@mui/material/styles';

type Components = NonNullable<Theme['components']>;

/**
 * Styles that keep every screen within a phone's width. A select shows its choice on one line by
 * MUI's default; react-admin's layout is as wide as its widest content (`min-width: fit-content`),
 * so a long choice (a case's title) widened the whole page past a 390 px screen. The choice
 * wraps instead, as a text field's value does.
 */
export const NARROW_SCREEN_STYLES: Components = {
  MuiSelect: { styleOverrides: { select: { whiteSpace: 'normal' } } },
};
