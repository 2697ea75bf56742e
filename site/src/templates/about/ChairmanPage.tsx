import { graphql, type HeadProps } from 'gatsby';
import React from 'react';
import { AboutLayout } from '../../components/content/AboutLayout';
import * as styles from '../../components/content/about/AboutPages.module.css';
import { TileList } from '../../components/content/about/TileList';
import { useCopy } from '../../components/content/i18n';
import { Section } from '../../components/content/Section';
import { SeoHead } from '../../components/seo/SeoHead';
import { headCopy } from '../../components/seo/pageBasics';

/** The founder's remarks. */
export default function ChairmanPage() {
  const t = useCopy('about');
  const paragraphs = t.list<string>('chairman.paragraphs');
  const commitments = t.list<{ title: string; text: string }>('chairman.commitments.items');
  return (
    <AboutLayout child="chairman">
      <Section id="remarks" title={t('chairman.remarksTitle')}>
        <figure className={styles.letter}>
          <blockquote className={styles.letterBody}>
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </blockquote>
          <figcaption className={styles.signature}>
            <span className={styles.signatureName}>{t('chairman.name')}</span>
            <span className={styles.signatureRole}>{t('chairman.role')}</span>
          </figcaption>
        </figure>
      </Section>
      <Section id="commitments" title={t('chairman.commitments.title')} tone="muted">
        <TileList items={commitments} />
      </Section>
    </AboutLayout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.ChairmanPageQuery>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'about.chairman.title')}
    description={headCopy(data, 'titles', 'about.chairman.description')}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query ChairmanPage($language: String!, $namespaces: [String!]!) {
    ...PageBasics
  }
`;
