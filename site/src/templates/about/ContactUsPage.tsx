import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { ROUTES } from '../../../../contract/siteRoutes';
import { AboutLayout } from '../../components/content/AboutLayout';
import * as styles from '../../components/content/about/AboutPages.module.css';
import { TileList, type Tile } from '../../components/content/about/TileList';
import { CmsImage } from '../../components/content/CmsImage';
import { DetailList, PhoneLink } from '../../components/content/DetailList';
import { useCopy } from '../../components/content/i18n';
import { LocalLink as Link } from '../../components/content/LocalLink';
import { Section } from '../../components/content/Section';
import * as ui from '../../components/content/ui.module.css';
import { SeoHead } from '../../components/seo/SeoHead';
import { headCopy } from '../../components/seo/pageBasics';

type Data = Queries.ContactUsPageQuery;

/** Headquarters address, phones, e-mail and opening hours, from the CMS settings. */
export default function ContactUsPage({ data }: PageProps<Data>) {
  const t = useCopy('about');
  const c = data.contact;
  return (
    <AboutLayout child="contactUs">
      <Section id="headquarters" title={t('contactUs.headquarters.title')} intro={<p>{t('contactUs.headquarters.intro')}</p>}>
        {c ? (
          <div className={styles.contact}>
            <div>
              <p className={styles.companyName}>{c.companyName}</p>
              <DetailList
                items={[
                  { key: 'address', label: t('contactUs.fields.address'), value: c.address },
                  { key: 'postalCode', label: t('contactUs.fields.postalCode'), value: c.postalCode },
                  { key: 'sales', label: t('contactUs.fields.sales'), value: <PhoneLink number={c.phoneZh} /> },
                  { key: 'international', label: t('contactUs.fields.international'), value: <PhoneLink number={c.phoneEn} /> },
                  { key: 'service', label: t('contactUs.fields.service'), value: <PhoneLink number={c.serviceHotline} /> },
                  { key: 'email', label: t('contactUs.fields.email'), value: <a href={`mailto:${c.marketingEmail}`}>{c.marketingEmail}</a> },
                  { key: 'hours', label: t('contactUs.fields.hours'), value: c.openingHours },
                ]}
              />
            </div>
            {c.wechatQrCode ? (
              <figure className={styles.qr}>
                <CmsImage src={c.wechatQrCode} alt={t('contactUs.qrAlt')} />
                <figcaption>{t('contactUs.qrCaption')}</figcaption>
              </figure>
            ) : null}
          </div>
        ) : (
          <p className={ui.empty}>{t('ui.noData')}</p>
        )}
      </Section>
      <Section id="channels" title={t('contactUs.channels.title')} tone="muted">
        <TileList items={t.list<Tile>('contactUs.channels.items')} />
        <div className={ui.actions}>
          <Link to={`${ROUTES.serviceSupport}?anchor=4`} className={ui.button}>
            {t('contactUs.locationsLink')}
          </Link>
          <Link to={`${ROUTES.aboutUs}/downloadCenter`} className={ui.buttonSecondary}>
            {t('contactUs.downloadsLink')}
          </Link>
        </div>
      </Section>
    </AboutLayout>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'about.contactUs.title')}
    description={headCopy(data, 'titles', 'about.contactUs.description')}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query ContactUsPage($language: String!, $namespaces: [String!]!) {
    ...PageBasics
    contact: cmsSettings(language: { eq: $language }) {
      companyName
      address
      postalCode
      phoneZh
      phoneEn
      serviceHotline
      marketingEmail
      openingHours
      wechatQrCode
    }
  }
`;
