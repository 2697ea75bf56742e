import React from 'react';
import { useTranslation } from 'react-i18next';
import { ChineseLink } from './ChineseLink';
import * as styles from './ChineseOnlyNotice.module.css';

/**
 * What the English path of a Chinese-only page (investor relations) shows: a page that
 * says so and links to the Chinese page, never a 404.
 */
export function ChineseOnlyNotice({ chinesePath }: { chinesePath: string }) {
  const { t } = useTranslation('common');
  return (
    <section className={styles.notice}>
      <h1>{t('chineseOnly.title')}</h1>
      <p>{t('chineseOnly.body')}</p>
      <ChineseLink to={chinesePath}>{t('chineseOnly.link')}</ChineseLink>
    </section>
  );
}
