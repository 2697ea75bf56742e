import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy, type PageBasics } from '../components/seo/pageBasics';

type Context = { solution?: string; aboutChild?: string };

const titleKey = (context: Context) => `${context.solution}Solution`;

export default function SolutionPage({ pageContext }: PageProps<PageBasics, Context>) {
  const { t } = useTranslation('titles');
  return (
    <section>
      <h1>{t(`${titleKey(pageContext)}.title`)}</h1>
    </section>
  );
}

export const Head = ({ data, location, pageContext }: HeadProps<PageBasics, Context>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', `${titleKey(pageContext)}.title`)}
    description={headCopy(data, 'titles', `${titleKey(pageContext)}.description`)}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query ($language: String!) {
    ...PageBasics
  }
`;
