import { graphql, type HeadProps } from 'gatsby';
import React from 'react';
import { AboutLayout } from '../../components/content/AboutLayout';
import * as styles from '../../components/content/about/AboutPages.module.css';
import { useCopy } from '../../components/content/i18n';
import { Section } from '../../components/content/Section';
import { SeoHead } from '../../components/seo/SeoHead';
import { headCopy } from '../../components/seo/pageBasics';

interface Milestone {
  year: string;
  title: string;
  text: string;
}

/** Milestones from 2000 to today, as a timeline. */
export default function DevelopmentPage() {
  const t = useCopy('about');
  const milestones = t.list<Milestone>('development.milestones');
  return (
    <AboutLayout child="development">
      <Section id="timeline" title={t('development.timelineTitle')} intro={<p>{t('development.intro')}</p>}>
        <ol className={styles.timeline}>
          {milestones.map((milestone) => (
            <li key={`${milestone.year}-${milestone.title}`} className={styles.milestone}>
              <time dateTime={milestone.year} className={styles.year}>
                {milestone.year}
              </time>
              <div className={styles.milestoneBody}>
                <h3 className={styles.milestoneTitle}>{milestone.title}</h3>
                <p className={styles.milestoneText}>{milestone.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
    </AboutLayout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.DevelopmentPageQuery>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'about.development.title')}
    description={headCopy(data, 'titles', 'about.development.description')}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query DevelopmentPage($language: String!, $namespaces: [String!]!) {
    ...PageBasics
  }
`;
