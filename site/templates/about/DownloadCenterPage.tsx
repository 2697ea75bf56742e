import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { AboutLayout } from '../../components/content/AboutLayout';
import { DownloadCenter, type DownloadItem } from '../../components/content/DownloadCenter';
import { useCopy } from '../../components/content/i18n';
import * as ui from '../../components/content/ui.module.css';
import { SeoHead } from '../../components/seo/SeoHead';
import { headCopy, type PageBasics } from '../../components/seo/pageBasics';

type Data = PageBasics & {
  categories: { nodes: Array<{ outLink: string; classifyName: string; parentId: number | null }> };
  articles: { nodes: Array<DownloadItem & { categoryOutLink: string }> };
};

/** Brochures and white papers (classify type 4); a download first asks who the visitor is, once. */
export default function DownloadCenterPage({ data }: PageProps<Data>) {
  const t = useCopy('about');
  const groups = data.categories.nodes
    .filter((category) => category.parentId !== null)
    .map((category) => ({
      key: category.outLink,
      title: category.classifyName,
      items: data.articles.nodes.filter((article) => article.categoryOutLink === category.outLink),
    }));
  return (
    <AboutLayout child="downloadCenter">
      {groups.length > 0 ? <DownloadCenter groups={groups} /> : <p className={`${ui.container} ${ui.empty}`}>{t('ui.noData')}</p>}
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
  query ($language: String!) {
    ...PageBasics
    categories: allCmsCategory(filter: { language: { eq: $language }, classifyType: { eq: 4 } }, sort: { sort: ASC }) {
      nodes {
        outLink
        classifyName
        parentId
      }
    }
    articles: allCmsArticle(
      filter: { language: { eq: $language }, classifyType: { eq: 4 } }
      sort: [{ publishTime: DESC }, { articleId: DESC }]
    ) {
      nodes {
        articleId
        categoryOutLink
        articleTitle
        articleSummary
        articleThumbnail
        fileId
        fileUrl
        date: publishTime(formatString: "YYYY-MM-DD")
      }
    }
  }
`;
