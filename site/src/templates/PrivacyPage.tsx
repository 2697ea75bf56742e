import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import * as styles from '../components/content/PrivacyNotice.module.css';
import { useText } from '../components/cases/text';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy } from '../components/seo/pageBasics';

type Data = Queries.PrivacyPageQuery;

/**
 * The privacy notice the consult dialog, the resume uploader and the download centre link to: the
 * text and version editors keep in the site settings, one paragraph per blank-line-separated block.
 */
export default function PrivacyPage({ data }: PageProps<Data>) {
  const t = useText('common');
  const notice = data.notice;
  const paragraphs = (notice?.privacyNotice ?? '').split(/\n\s*\n/).map((text) => text.trim()).filter(Boolean);
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('privacy.title')}</h1>
      {notice?.privacyNoticeVersion ? <p className={styles.version}>{t('privacy.version', { version: notice.privacyNoticeVersion })}</p> : null}
      <div className={styles.body}>
        {paragraphs.length > 0 ? paragraphs.map((text) => <p key={text}>{text}</p>) : <p>{t('privacy.empty')}</p>}
      </div>
    </article>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'privacy.title')}
    description={headCopy(data, 'titles', 'privacy.description')}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query PrivacyPage($language: String!, $namespaces: [String!]!) {
    ...PageBasics
    notice: cmsSettings(language: { eq: $language }) {
      privacyNotice
      privacyNoticeVersion
    }
  }
`;
