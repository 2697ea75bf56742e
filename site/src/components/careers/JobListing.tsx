import React from 'react';
import { DEFAULT_SITE_LANGUAGE, ROUTES, type SiteLanguage } from '../../../../contract/siteRoutes';
import { useText } from '../cases/text';
import { ChineseLink } from '../common/ChineseLink';
import * as styles from './CareersPage.module.css';
import { JobBoard, type JobBoardProps } from './JobBoard';

/**
 * The jobs of /joinUs in the page's language. A language other than Chinese without any job yet
 * says so and leads to the Chinese list, which has them all, so the page stays a useful (and
 * indexable) careers page.
 */
export function JobListing({ language, ...board }: JobBoardProps & { language: SiteLanguage }) {
  const t = useText('careers');
  if (board.jobs.length > 0 || language === DEFAULT_SITE_LANGUAGE) return <JobBoard {...board} />;
  return (
    <p className={styles.intro}>
      {t('list.noneInLanguage')}{' '}
      <ChineseLink to={ROUTES.joinUs}>{t('list.allInChinese')}</ChineseLink>
    </p>
  );
}
