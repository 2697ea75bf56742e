import { graphql, type HeadProps } from 'gatsby';
import React from 'react';
import { AboutLayout } from '../../components/content/AboutLayout';
import * as styles from '../../components/content/about/AboutPages.module.css';
import { useCopy } from '../../components/content/i18n';
import { Section } from '../../components/content/Section';
import { SeoHead } from '../../components/seo/SeoHead';
import { headCopy } from '../../components/seo/pageBasics';

/** Mission, vision and values. */
export default function CulturePage() {
  const t = useCopy('about');
  const statements = ['mission', 'vision'] as const;
  return (
    <AboutLayout child="culture">
      <Section id="mission" title={t('culture.missionVision.title')}>
        <div className={styles.statements}>
          {statements.map((key) => (
            <div key={key} className={styles.statement}>
              <h3 className={styles.statementLabel}>{t(`culture.${key}.label`)}</h3>
              <p className={styles.statementText}>{t(`culture.${key}.text`)}</p>
              <p className={styles.statementNote}>{t(`culture.${key}.note`)}</p>
            </div>
          ))}
        </div>
      </Section>
      <Section id="values" title={t('culture.values.title')} intro={<p>{t('culture.values.intro')}</p>} tone="muted">
        <ol className={styles.values}>
          {t.list<{ title: string; text: string }>('culture.values.items').map((value, index) => (
            <li key={value.title} className={styles.value}>
              <span className={styles.valueIndex} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.tileTitle}>{value.title}</h3>
              <p className={styles.tileText}>{value.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="practice" title={t('culture.practice.title')}>
        <ul className={styles.checklist}>
          {t.list<string>('culture.practice.items').map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
    </AboutLayout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.CulturePageQuery>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'about.culture.title')}
    description={headCopy(data, 'titles', 'about.culture.description')}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query CulturePage($language: String!, $namespaces: [String!]!) {
    ...PageBasics
  }
`;
