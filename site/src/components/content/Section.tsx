import React, { type ReactNode } from 'react';
import * as styles from './Section.module.css';
import * as ui from './ui.module.css';

export interface SectionProps {
  /** Anchor id of the section; its heading gets `${id}-title`. */
  id: string;
  title: string;
  /** Hide the heading visually (it stays in the outline), e.g. when tabs already label the content. */
  hideTitle?: boolean;
  intro?: ReactNode;
  tone?: 'plain' | 'muted';
  children?: ReactNode;
  /** Extra attributes such as `data-anchor`. */
  attributes?: Record<string, string>;
  /** Link or action beside the heading (e.g. "all news"). */
  aside?: ReactNode;
}

/** One `<section>` of a page, titled by an `<h2>`. */
export function Section({ id, title, hideTitle, intro, tone = 'plain', children, attributes, aside }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={`${styles.section} ${tone === 'muted' ? styles.muted : ''}`} {...attributes}>
      <div className={ui.container}>
        <div className={hideTitle ? ui.visuallyHidden : styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {aside && !hideTitle ? <div className={styles.aside}>{aside}</div> : null}
        </div>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
        {children}
      </div>
    </section>
  );
}
