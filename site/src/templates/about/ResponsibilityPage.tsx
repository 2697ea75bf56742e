import { graphql, type HeadProps } from 'gatsby';
import React from 'react';
import { AboutLayout } from '../../components/content/AboutLayout';
import * as styles from '../../components/content/about/AboutPages.module.css';
import { useCopy } from '../../components/content/i18n';
import { Section } from '../../components/content/Section';
import { SeoHead } from '../../components/seo/SeoHead';
import { headCopy } from '../../components/seo/pageBasics';

interface Area {
  key: string;
  title: string;
  intro: string;
  points: string[];
}

/** Corporate social responsibility, one section per area. */
export default function ResponsibilityPage() {
  const t = useCopy('about');
  const areas = t.list<Area>('responsibility.areas');
  return (
    <AboutLayout child="responsibility">
      <Section id="approach" title={t('responsibility.approach.title')}>
        <div className={styles.text}>
          {t.list<string>('responsibility.approach.paragraphs').map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      {areas.map((area, index) => (
        <Section key={area.key} id={area.key} title={area.title} tone={index % 2 === 0 ? 'muted' : 'plain'}>
          <div className={styles.area}>
            <p className={styles.areaIntro}>{area.intro}</p>
            <ul className={styles.checklist}>
              {area.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        </Section>
      ))}
    </AboutLayout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.ResponsibilityPageQuery>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'about.responsibility.title')}
    description={headCopy(data, 'titles', 'about.responsibility.description')}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query ResponsibilityPage($language: String!, $namespaces: [String!]!) {
    ...PageBasics
  }
`;
