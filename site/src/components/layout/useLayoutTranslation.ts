import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * `t` of the layout's namespace, typed as answering a string (i18next 22 types `t` as possibly
 * null unless the project declares `returnNull: false`; the plugin's options set it at run time).
 */
export function useLayoutTranslation(ns: 'layout' | 'common' = 'layout'): { t: Translate; language: string } {
  const { t, i18n } = useTranslation(ns);
  const translate = useCallback<Translate>(
    (key, options) => String((t as (key: string, options?: object) => unknown)(key, options) ?? key),
    [t],
  );
  return { t: translate, language: i18n.language };
}
