import React from 'react';
import type { MediaItem } from '../../../../../contract/entities/media';
import { cmsAsset } from '../../../runtime/cmsOrigin';
import { CMS_IMAGE_HEIGHT, CMS_IMAGE_WIDTH } from '../CmsImage';
import { useCopy } from '../i18n';
import * as styles from './AboutPages.module.css';

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

export type VideoCardItem = Pick<MediaItem, 'mediaId' | 'mediaTitle' | 'mediaDescription' | 'mediaCover' | 'mediaUrl' | 'duration'> & {
  /** YYYY-MM-DD */
  date: string;
};

/** One film of the video centre's list: it plays in the page, loading nothing until asked. */
export function VideoCard({ video }: { video: VideoCardItem }) {
  const t = useCopy('about');
  const duration = formatDuration(video.duration);
  return (
    <li className={styles.video}>
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
}
