import { LocalLink as Link } from './LocalLink';
import React, { type ReactNode } from 'react';
import * as styles from './Cards.module.css';
import { CmsImage } from './CmsImage';
import { ExternalLink } from './ExternalLink';
import * as ui from './ui.module.css';

/** A responsive grid of cards: one column on phones, up to `columns` on wide screens. */
export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return <ul className={`${styles.grid} ${styles[`cols${columns}`] ?? ''}`}>{children}</ul>;
}

/** Where a card leads; `external` opens another site in a new tab. */
export interface CardLink {
  to: string;
  label: string;
  external?: boolean;
}

export interface CardProps {
  title: string;
  /** Heading level of the title inside its section. */
  headingLevel?: 3 | 4;
  image?: string;
  /** Defaults to the title: the picture shows what the card is about. */
  imageAlt?: string;
  meta?: ReactNode;
  text?: string;
  children?: ReactNode;
  link?: CardLink;
  id?: string;
}

/** One item of a {@link CardGrid}. */
export function Card({ title, headingLevel = 3, image, imageAlt, meta, text, children, link, id }: CardProps) {
  const Heading = `h${headingLevel}` as 'h3' | 'h4';
  return (
    <li className={styles.card} id={id}>
      {image ? <CmsImage src={image} alt={imageAlt ?? title} className={styles.image} /> : null}
      <div className={styles.body}>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        <Heading className={styles.title}>{title}</Heading>
        {text ? <p className={styles.text}>{text}</p> : null}
        {children}
        {link ? (
          <p className={styles.more}>
            {link.external ? (
              <ExternalLink href={link.to} className={ui.textLink}>
                {link.label}
                <span className={ui.visuallyHidden}>{title}</span>
              </ExternalLink>
            ) : (
              <Link to={link.to} className={ui.textLink}>
                {link.label}
                <span className={ui.visuallyHidden}>{title}</span>
              </Link>
            )}
          </p>
        ) : null}
      </div>
    </li>
  );
}
