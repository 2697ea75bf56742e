import { useI18next } from 'gatsby-plugin-react-i18next';
import React, { type ReactNode } from 'react';
import { ROUTES, hasContentIn } from '../../../../../contract/siteRoutes';
import { ChineseOnlyNotice } from '../../common/ChineseOnlyNotice';
import { useCopy } from '../i18n';
import { PageHero } from '../PageHero';
import { SubNav } from '../SubNav';

export type InvestorPage = 'stockmarket' | 'secretaries' | 'investorNews';
const PAGES: InvestorPage[] = ['stockmarket', 'investorNews', 'secretaries'];

/**
 * Investor relations exist in Chinese only (contract/siteRoutes.ts): in English the page says so
 * and links to the Chinese page. In Chinese: the hero with the page's `<h1>` and a local navigation.
 */
export function InvestorLayout({ page, children }: { page: InvestorPage; children: ReactNode }) {
  const { language } = useI18next();
  const t = useCopy('investor');
  const titles = useCopy('titles');
  if (!hasContentIn(ROUTES[page], language, false)) return <ChineseOnlyNotice chinesePath={ROUTES[page]} />;
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={titles(`${page}.title`)} lead={t(`${page}.lead`)} />
      <SubNav
        label={t('navLabel')}
        items={PAGES.map((item) => ({ key: item, label: t(`nav.${item}`), to: ROUTES[item], current: item === page }))}
      />
      {children}
    </>
  );
}
