import { Link } from 'gatsby-plugin-react-i18next';
import type { AnchorHTMLAttributes, ComponentType } from 'react';

export type LocalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A site path without language prefix (`/productCenter#wms`); the link adds `/en-US` in English. */
  to: string;
  language?: string;
};

/**
 * The i18n plugin's `Link`, typed for this project: its declared props were generated against
 * older React types and demand props (`placeholder`, `onResize`…) no anchor needs.
 */
export const LocalLink = Link as unknown as ComponentType<LocalLinkProps>;
