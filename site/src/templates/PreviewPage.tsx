import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useI18next } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { ContentPreview } from '../components/preview/ContentPreview';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy } from '../components/seo/pageBasics';

type Data = Queries.PreviewPageQuery;

/**
 * `/preview?kind=articles&id=N` (and `/en-US/preview?…`): a draft as its page will look, for the
 * back office's preview frame. Built once with no content; the draft is read in the browser.
 */
export default function PreviewPage({ location }: PageProps<Data>) {
  const { language } = useI18next();
  return <ContentPreview language={language as SiteLanguage} search={location.search} />;
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'preview', 'title')}
    description={headCopy(data, 'preview', 'description')}
    pathname={location.pathname}
    noIndex
  />
);

export const query = graphql`
  query PreviewPage($language: String!, $namespaces: [String!]!) {
    ...PageBasics
  }
`;
