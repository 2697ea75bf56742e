import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { ROUTES } from '../../../contract/siteRoutes';
import * as styles from '../components/cases/NotFoundPage.module.css';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy } from '../components/seo/pageBasics';
import { SiteLink, useText } from '../components/cases/text';

export default function NotFoundPage(_props: PageProps<Queries.NotFoundPageQuery>) {
  const t = useText('common');
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.body}>{t('notFound.body')}</p>
      <SiteLink to={ROUTES.home} className={styles.home}>
        {t('notFound.home')}
      </SiteLink>
    </section>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.NotFoundPageQuery>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'notFound.title')}
    description={headCopy(data, 'titles', 'notFound.description')}
    pathname={location.pathname}
    noIndex
  />
);

export const query = graphql`
  query NotFoundPage($language: String!, $namespaces: [String!]!) {
    ...PageBasics
  }
`;
