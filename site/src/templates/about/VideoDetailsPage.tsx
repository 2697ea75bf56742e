import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { cmsAsset } from '../../runtime/cmsClient';
import { AboutLayout } from '../../components/content/AboutLayout';
import * as styles from '../../components/content/about/AboutPages.module.css';
import { CMS_IMAGE_HEIGHT, CMS_IMAGE_WIDTH } from '../../components/content/CmsImage';
import { useCopy } from '../../components/content/i18n';
import { Section } from '../../components/content/Section';
import * as ui from '../../components/content/ui.module.css';
import { SeoHead } from '../../components/seo/SeoHead';
import { headCopy } from '../../components/seo/pageBasics';

type Data = Queries.VideoDetailsPageQuery;

/** `m:ss` (or `h:mm:ss`) as shown, and the ISO 8601 duration for `<time>`. */
function formatDuration(seconds: number): { text: string; iso: string } {
  const s = Math.max(0, Math.round(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const mm = hours > 0 ? String(minutes).padStart(2, '0') : String(minutes);
  const text = `${hours > 0 ? `${hours}:` : ''}${mm}:${String(rest).padStart(2, '0')}`;
  return { text, iso: `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest}S` };
}

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
            {videos.map((video) => {
              const duration = formatDuration(video.duration);
              return (
                <li key={video.mediaId} className={styles.video}>
                  <article aria-labelledby={`video-${video.mediaId}-title`}>
                    <video
                      className={styles.player}
                      controls
                      preload="none"
                      playsInline
                      poster={cmsAsset(video.mediaCover)}
                      src={cmsAsset(video.mediaUrl)}
                      width={CMS_IMAGE_WIDTH}
                      height={CMS_IMAGE_HEIGHT}
                      aria-label={video.mediaTitle}
                    >
                      <a href={cmsAsset(video.mediaUrl)}>{t('videoDetails.fallback', { title: video.mediaTitle })}</a>
                    </video>
                    <div className={styles.videoBody}>
                      <h3 id={`video-${video.mediaId}-title`} className={styles.videoTitle}>
                        {video.mediaTitle}
                      </h3>
                      <p className={styles.videoMeta}>
                        <span>
                          {t('videoDetails.duration')} <time dateTime={duration.iso}>{duration.text}</time>
                        </span>
                        <span>
                          {t('videoDetails.published')} <time dateTime={video.date}>{video.date}</time>
                        </span>
                      </p>
                      <p className={styles.videoText}>{video.mediaDescription}</p>
                    </div>
                  </article>
                </li>
              );
            })}
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
