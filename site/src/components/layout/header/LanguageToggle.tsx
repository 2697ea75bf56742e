import React from 'react';
import { useLayoutTranslation } from '../useLayoutTranslation';
import type { SiteLanguage } from '../../../../../contract/siteRoutes';
import { safeNavigate } from '../../../navigation/safeNavigate';
import { otherLanguage, pathAfterLanguageChange, storeLanguage } from '../../../state/language';
import * as styles from './Header.module.css';

/**
 * Switches to the other language: stores the choice under `language`, then opens the
 * same page in that language, keeping the query string and the hash (a case list opens at All).
 */
export function switchLanguage(target: SiteLanguage): Promise<void> {
  storeLanguage(target);
  return safeNavigate(pathAfterLanguageChange(window.location, target));
}

function Globe() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="10" cy="10" r="7.5" />
        <path d="M2.5 10h15M10 2.5c2.2 2.2 3.2 4.7 3.2 7.5S12.2 15.3 10 17.5C7.8 15.3 6.8 12.8 6.8 10S7.8 4.7 10 2.5Z" />
      </g>
    </svg>
  );
}

export function LanguageToggle({ language }: { language: SiteLanguage }) {
  const { t } = useLayoutTranslation();
  const target = otherLanguage(language);
  return (
    <button type="button" className={styles.languageToggle} onClick={() => void switchLanguage(target)}>
      <Globe />
      <span>{t('language.label')}</span>
      <span className={styles.languageTarget} aria-hidden="true" lang={target}>
        {t('language.short')}
      </span>
      <span className="visually-hidden">{t('language.switchTo')}</span>
    </button>
  );
}
