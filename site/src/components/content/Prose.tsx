import React from 'react';
import * as styles from './Prose.module.css';
import { fitHeadings, stripLeadingHeading } from './html';

export interface ProseProps {
  /** HTML written by editors; the CMS sanitises it before it is stored. */
  html: string;
  /** Level the body's highest heading should have on this page (2 under the h1, 4 inside an h3 card…). */
  topHeading?: number;
  /** Drop an opening heading that repeats the title the page already shows. */
  stripTitle?: boolean;
  className?: string;
  compact?: boolean;
}

/** CMS rich text in a styled container: headings, lists, tables, images and links. */
export function Prose({ html, topHeading, stripTitle, className, compact }: ProseProps) {
  let body = stripTitle ? stripLeadingHeading(html) : html;
  if (topHeading) body = fitHeadings(body, topHeading);
  return (
    <div
      className={`${styles.prose} ${compact ? styles.compact : ''} ${className ?? ''}`}
      // Editor-authored HTML, sanitised by the CMS.
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
