import React from 'react';
import type { VideoDocument } from '../../../../contract/content/documents/video';
import { toApiLanguage } from '../../../../contract/language';
import type { SiteLanguage } from '../../../../contract/siteRoutes';
import * as aboutPages from '../content/about/AboutPages.module.css';
import { VideoCard } from '../content/about/VideoCard';
import { useCopy } from '../content/i18n';
import { Section } from '../content/Section';
import { MissingLanguage } from './PreviewMessage';

/** A video's working copy as its entry of the video centre's list. */
export function VideoPreview({ id, video, language }: { id: number; video: VideoDocument; language: SiteLanguage }) {
  const t = useCopy('about');
  const text = video.texts[toApiLanguage(language)];
  if (!text) return <MissingLanguage />;
  return (
    <Section id="videos" title={t('videoDetails.listTitle')} intro={<p>{t('videoDetails.intro')}</p>}>
      <ul className={aboutPages.videos}>
        <VideoCard
          video={{
            mediaId: id,
            mediaTitle: text.title,
            mediaDescription: text.description,
            mediaCover: video.cover,
            mediaUrl: video.videoUrl,
            duration: video.durationSeconds,
            date: video.publishTime,
          }}
        />
      </ul>
    </Section>
  );
}
