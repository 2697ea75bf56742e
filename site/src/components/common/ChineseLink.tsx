import { Link } from 'gatsby';
import React from 'react';
import { DEFAULT_SITE_LANGUAGE } from '../../../../contract/siteRoutes';
import { storeLanguage } from '../../state/language';

/**
 * A link from an English page to a Chinese one. Following it is choosing Chinese: it is stored
 * as the language toggle stores it, so `/` opens in Chinese from then on.
 */
export function ChineseLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} lang={DEFAULT_SITE_LANGUAGE} hrefLang={DEFAULT_SITE_LANGUAGE} onClick={() => storeLanguage(DEFAULT_SITE_LANGUAGE)}>
      {children}
    </Link>
  );
}
