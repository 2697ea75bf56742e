import { ThemeProvider, type Theme } from '@mui/material/styles';
import { enUS, zhCN } from '@mui/material/locale';
import { useCallback, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { NARROW_SCREEN_STYLES } from './narrowScreenStyles';

type Components = NonNullable<Theme['components']>;

/**
 * MUI's own words in the language of the app: the pagination's and the table pagination's labels
 * ("Go to next page"), the alert's close button and the like are props of MUI's components, which
 * MUI translates through the theme (`@mui/material/locale`), not through react-admin's messages.
 * The react-admin theme is kept; only the components' default props are added, and the styles
 * that keep screens within a phone's width (narrowScreenStyles.ts).
 */
export function LocalizedTheme({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const localized = useCallback(
    (outer: Theme): Theme => {
      // MUI's English is its components' defaults: its enUS holds nothing.
      const words = ((locale === 'en' ? enUS : zhCN).components ?? {}) as Components;
      const components: Record<string, unknown> = { ...outer.components };
      for (const [name, settings] of Object.entries(words)) {
        const own = (outer.components as Record<string, { defaultProps?: object } | undefined> | undefined)?.[name];
        components[name] = { ...own, defaultProps: { ...own?.defaultProps, ...(settings as { defaultProps?: object }).defaultProps } };
      }
      for (const [name, settings] of Object.entries(NARROW_SCREEN_STYLES)) {
        const own = components[name] as { styleOverrides?: object } | undefined;
        components[name] = { ...own, styleOverrides: { ...own?.styleOverrides, ...(settings as { styleOverrides?: object }).styleOverrides } };
      }
      return { ...outer, components: components as Components };
    },
    [locale],
  );
  return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
}
