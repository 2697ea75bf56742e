import { Link } from 'gatsby-plugin-react-i18next';
import { useCallback } from 'react';
import type { AnchorHTMLAttributes, ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

export type Text = (key: string, values?: Record<string, string | number>) => string;

/**
 * `t` of one namespace, typed as strings: the site configures i18next with `returnNull: false`,
 * but i18next 22's types allow null unless that is declared globally.
 */
export function useText(ns: 'cases' | 'careers' | 'common'): Text {
  const { t } = useTranslation(ns);
  return useCallback<Text>(
    (key, values) => {
      const value = (t as unknown as (key: string, options?: object) => unknown)(key, values);
      return typeof value === 'string' ? value : key;
    },
    [t],
  );
}

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A site path without language prefix; the link adds `/en-US` on English pages. */
  to: string;
  language?: string;
  [data: `data-${string}`]: string | undefined;
};

/**
 * The i18n plugin's `Link`, typed for this project: its declared props were generated against
 * older React types and demand props (`placeholder`, `onResize`…) no anchor needs.
 */
export const SiteLink = Link as unknown as ComponentType<SiteLinkProps>;
