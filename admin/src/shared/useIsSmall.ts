import { useMediaQuery, type Theme } from '@mui/material';

/** A phone's width: lists show as react-admin's SimpleList there, as tables elsewhere. */
export function useIsSmall(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
}
