import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { AboutLayout } from '../../components/content/AboutLayout';
import * as styles from '../../components/content/about/AboutPages.module.css';
import { VideoCard } from '../../components/content/about/VideoCard';
import { useCopy } from '../../components/content/i18n';
import { Section } from '../../components/content/Section';
import * as ui from '../../components/content/ui.module.css';
import { SeoHead } from '../../components/seo/SeoHead';
import { headCopy } from '../../components/seo/pageBasics';

type Data = Queries.VideoDetailsPageQuery;

/** The company video centre: every video plays in the page, loading nothing until asked. */
export default function VideoDetailsPage({ data }: PageProps<Data>) {
  const t = useCopy('about');
  const videos = data.media.nodes;
  return (
    <AboutLayout child="videoDetails">
      <Section id="videos" title={t('videoDetails.listTitle')} intro={<p>{t('videoDetails.intro')}</p>}>
        {videos.length === 0 ? (
          <p className={ui.empty}>{t('ui.noData')}</p>
        ) : (
          <ul className={styles.videos}>
            {videos.map((video) => (
              <VideoCard key={video.mediaId} video={video} />
            ))}
          </ul>
        )}
      </Section>
    </AboutLayout>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'about.videoDetails.title')}
    description={headCopy(data, 'titles', 'about.videoDetails.description')}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query VideoDetailsPage($language: String!, $namespaces: [String!]!) {
    ...PageBasics
    media: allCmsMedia(filter: { language: { eq: $language } }, sort: [{ publishTime: DESC }, { mediaId: ASC }]) {
      nodes {
        mediaId
        mediaTitle
        mediaDescription
        mediaCover
        mediaUrl
        duration
        date: publishTime(formatString: "YYYY-MM-DD")
      }
    }
  }
`;
