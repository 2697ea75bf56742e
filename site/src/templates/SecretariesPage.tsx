import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { ROUTES } from '../../../contract/siteRoutes';
import { DetailList, PhoneLink } from '../components/content/DetailList';
import { ExternalLink } from '../components/content/ExternalLink';
import { useCopy } from '../components/content/i18n';
import { InvestorLayout } from '../components/content/investor/InvestorLayout';
import * as styles from '../components/content/investor/InvestorPages.module.css';
import { LocalLink as Link } from '../components/content/LocalLink';
import { Section } from '../components/content/Section';
import * as ui from '../components/content/ui.module.css';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy } from '../components/seo/pageBasics';

type Data = Queries.SecretariesPageQuery;

export default function SecretariesPage({ data }: PageProps<Data>) {
  const t = useCopy('investor');
  const s = data.secretary;
  const channels = t.list<{ title: string; text: string }>('secretaries.channels.items');
  return (
    <InvestorLayout page="secretaries">
      <Section id="contact" title={t('secretaries.contact.title')} intro={<p>{t('secretaries.contact.intro')}</p>}>
        {s ? (
          <div className={styles.secretary}>
            <DetailList
              items={[
                { key: 'name', label: t('secretaries.contact.name'), value: s.secretaryName },
                { key: 'phone', label: t('secretaries.contact.phone'), value: <PhoneLink number={s.secretaryPhone} /> },
                { key: 'fax', label: t('secretaries.contact.fax'), value: s.secretaryFax },
                { key: 'email', label: t('secretaries.contact.email'), value: <a href={`mailto:${s.secretaryEmail}`}>{s.secretaryEmail}</a> },
                { key: 'address', label: t('secretaries.contact.address'), value: s.secretaryAddress },
                { key: 'postalCode', label: t('secretaries.contact.postalCode'), value: s.postalCode },
                { key: 'hours', label: t('secretaries.contact.hours'), value: s.openingHours },
              ]}
            />
            <aside className={styles.mailbox} aria-labelledby="mailbox-title">
              <h3 id="mailbox-title" className={styles.mailboxTitle}>
                {t('secretaries.mailbox.title')}
              </h3>
              <p>{t('secretaries.mailbox.text')}</p>
              <a href={`mailto:${s.secretaryEmail}?subject=${encodeURIComponent(t('secretaries.mailbox.subject'))}`} className={ui.button}>
                {t('secretaries.mailbox.button')}
              </a>
            </aside>
          </div>
        ) : (
          <p className={ui.empty}>{t('ui.noData')}</p>
        )}
      </Section>

      <Section id="channels" title={t('secretaries.channels.title')} tone="muted">
        <ul className={styles.channels}>
          {channels.map((channel) => (
            <li key={channel.title} className={styles.channel}>
              <h3 className={styles.channelTitle}>{channel.title}</h3>
              <p>{channel.text}</p>
            </li>
          ))}
        </ul>
        <div className={ui.actions}>
          {s?.investorInteractionUrl ? (
            <ExternalLink href={s.investorInteractionUrl} className={ui.button}>
              {t('ui.interaction')}
            </ExternalLink>
          ) : null}
          {s?.announcementSearchUrl ? (
            <ExternalLink href={s.announcementSearchUrl} className={ui.buttonSecondary}>
              {t('stockmarket.announcements.search')}
            </ExternalLink>
          ) : null}
          <Link to={ROUTES.investorNews} className={ui.buttonSecondary}>
            {t('nav.investorNews')}
          </Link>
        </div>
      </Section>
    </InvestorLayout>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'secretaries.title')}
    description={headCopy(data, 'titles', 'secretaries.description')}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query SecretariesPage($language: String!, $namespaces: [String!]!) {
    ...PageBasics
    secretary: cmsSettings(language: { eq: $language }) {
      secretaryName
      secretaryPhone
      secretaryFax
      secretaryEmail
      secretaryAddress
      postalCode
      openingHours
      investorInteractionUrl
      announcementSearchUrl
    }
  }
`;
