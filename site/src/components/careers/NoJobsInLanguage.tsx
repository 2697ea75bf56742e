import { Link } from 'gatsby';
import React from 'react';
import { DEFAULT_SITE_LANGUAGE, ROUTES } from '../../../../contract/siteRoutes';
import { storeLanguage } from '../../state/language';
import { useText } from '../cases/text';
import * as styles from './CareersPage.module.css';

/**
 * The English careers list when no job has English yet: it says so and leads to the Chinese list,
 * which has every job, so the page stays a useful (and indexable) careers page. Following the link
 * is choosing Chinese, stored as the language toggle stores it.
 */
export function NoJobsInLanguage() {
  const t = useText('careers');
  return (
    <p className={styles.intro}>
      {t('list.noneInLanguage')}{' '}
      <Link to={ROUTES.joinUs} lang={DEFAULT_SITE_LANGUAGE} hrefLang={DEFAULT_SITE_LANGUAGE} onClick={() => storeLanguage(DEFAULT_SITE_LANGUAGE)}>
        {t('list.allInChinese')}
      </Link>
    </p>
  );
}
