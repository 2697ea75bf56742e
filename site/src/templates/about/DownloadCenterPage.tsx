import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { AboutLayout } from '../../components/content/AboutLayout';
import { articlesOf } from '../../components/content/classifiedContent';
import { DownloadCenter } from '../../components/content/DownloadCenter';
import { useCopy } from '../../components/content/i18n';
import * as ui from '../../components/content/ui.module.css';
import { SeoHead } from '../../components/seo/SeoHead';
import { headCopy } from '../../components/seo/pageBasics';

type Data = Queries.DownloadCenterPageQuery;

/** Brochures and white papers (classify type 4); a download first asks who the visitor is, once. */
export default function DownloadCenterPage({ data }: PageProps<Data>) {
  const t = useCopy('about');
  const groups = data.categories.nodes.map((category) => ({
    key: category.outLink,
    title: category.classifyName,
    items: articlesOf(data, category.outLink),
  }));
  return (
    <AboutLayout child="downloadCenter">
      {groups.length > 0 ? <DownloadCenter groups={groups} noticeVersion={data.notice?.privacyNoticeVersion ?? ''} /> : <p className={`${ui.container} ${ui.empty}`}>{t('ui.noData')}</p>}
    </AboutLayout>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'about.downloadCenter.title')}
    description={headCopy(data, 'titles', 'about.downloadCenter.description')}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query DownloadCenterPage($language: String!, $namespaces: [String!]!, $classifyType: Int!) {
    ...PageBasics
    ...ClassifiedContent
    notice: cmsSettings(language: { eq: $language }) {
      privacyNoticeVersion
    }
  }
`;
