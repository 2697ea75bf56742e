import React from 'react';
import { useCopy } from '../content/i18n';
import * as casePage from '../cases/CaseDetailsPage.module.css';
import * as styles from '../common/DetailsShell.module.css';

/** An item without text in the page's language: the site of that language does not show it. */
export function MissingLanguage() {
  const t = useCopy('preview');
  return (
    <div className={casePage.page}>
      <div className={styles.message}>
        <h1 className={styles.title}>{t('missing.title')}</h1>
        <p>{t('missing.body')}</p>
      </div>
    </div>
  );
}
