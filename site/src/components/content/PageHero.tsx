import React, { type ReactNode } from 'react';
import * as styles from './PageHero.module.css';
import * as ui from './ui.module.css';

export interface PageHeroProps {
  /** The page's one `<h1>`. */
  title: string;
  /** A short line above the title (section of the site). */
  eyebrow?: string;
  lead?: string;
  /** Calls to action below the lead. */
  children?: ReactNode;
  /** A picture beside the text on wide screens (the page's first image: loaded eagerly). */
  media?: ReactNode;
  size?: 'default' | 'large';
  /** Leave room at the bottom for content that overlaps the band (key figures). */
  overlap?: boolean;
}

/** The opening band of every content page. */
export function PageHero({ title, eyebrow, lead, children, media, size = 'default', overlap = false }: PageHeroProps) {
  return (
    <div className={`${styles.hero} ${size === 'large' ? styles.large : ''} ${overlap ? styles.overlap : ''}`}>
      <div className={`${ui.container} ${styles.inner} ${media ? styles.withMedia : ''}`}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children ? <div className={ui.actions}>{children}</div> : null}
        </div>
        {media ? <div className={styles.media}>{media}</div> : null}
      </div>
    </div>
  );
}
