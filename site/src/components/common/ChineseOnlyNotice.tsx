import { Link } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { storeLanguage } from '../../state/language';
import * as styles from './ChineseOnlyNotice.module.css';

/**
 * What the English path of a Chinese-only page (investor relations) shows: a page that
 * says so and links to the Chinese page, never a 404. Following the link is choosing Chinese:
 * it is stored as the toggle stores it, so `/` opens in Chinese from then on.
 */
export function ChineseOnlyNotice({ chinesePath }: { chinesePath: string }) {
  const { t } = useTranslation('common');
  return (
    <section className={styles.notice}>
      <h1>{t('chineseOnly.title')}</h1>
      <p>{t('chineseOnly.body')}</p>
      <Link to={chinesePath} lang="zh-CN" hrefLang="zh-CN" onClick={() => storeLanguage('zh-CN')}>
        {t('chineseOnly.link')}
      </Link>
    </section>
  );
}
