import { useI18next } from 'gatsby-plugin-react-i18next';
import React, { type ReactNode } from 'react';
import { ABOUT_CHILDREN, ROUTES, type AboutChild } from '../../../../contract/siteRoutes';
import { PageHero } from './PageHero';
import { SubNav } from './SubNav';
import { isEnglish, useCopy } from './i18n';

/**
 * The frame of the ten about-us pages: the hero with the page's `<h1>`, and a local navigation to
 * the siblings with the current one marked. Contact us is in the Chinese menu only;
 * its English page still exists and lists itself when it is the page shown.
 */
export function AboutLayout({ child, children }: { child: AboutChild; children: ReactNode }) {
  const t = useCopy('about');
  const titles = useCopy('titles');
  const { language } = useI18next();
  const items = ABOUT_CHILDREN.filter((item) => item !== 'contactUs' || !isEnglish(language) || item === child).map((item) => ({
    key: item,
    label: titles(`about.${item}.title`),
    to: `${ROUTES.aboutUs}/${item}`,
    current: item === child,
  }));
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={titles(`about.${child}.title`)} lead={t(`${child}.lead`)} />
      <SubNav label={t('navLabel')} items={items} />
      {children}
    </>
  );
}
