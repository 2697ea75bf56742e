import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { SERVICE_LOCATION_TYPES } from '../../../contract/entities/serviceLocation';
import { ROUTES } from '../../../contract/siteRoutes';
import { CmsImage } from '../components/content/CmsImage';
import { PhoneLink } from '../components/content/DetailList';
import { CustomerReviews } from '../components/content/reviews/CustomerReviews';
import { useCopy } from '../components/content/i18n';
import { PageHero } from '../components/content/PageHero';
import { useScrollSpy, useScrollToQuery } from '../components/content/scroll';
import { Section } from '../components/content/Section';
import * as styles from '../components/content/service/ServiceSupportPage.module.css';
import { ServiceLocationGroup } from '../components/content/service/ServiceLocationGroup';
import { SubNav } from '../components/content/SubNav';
import * as ui from '../components/content/ui.module.css';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy } from '../components/seo/pageBasics';
import { reviewNodes } from '../components/seo/structuredData/review';

type Data = Queries.ServiceSupportPageQuery;

/** The four sections in the order of the `anchor` query: 1 system … 4 locations. */
const SECTIONS = ['system', 'afterSales', 'hotline', 'locations'] as const;

const sectionId = (anchor: number) => `section-${anchor}`;
const SECTION_IDS = SECTIONS.map((_, index) => sectionId(index + 1));

/** `?anchor=N` (1–4) names a section; anything else names none. */
function anchorTarget(value: string): string | null {
  return /^[1-4]$/.test(value) ? sectionId(Number(value)) : null;
}

export default function ServiceSupportPage({ data, location }: PageProps<Data>) {
  const t = useCopy('pages');
  const titles = useCopy('titles');
  const reviewCopy = useCopy('reviews');
  // On load and whenever the header pushes another `anchor`, bring that section into view.
  useScrollToQuery(location.search, 'anchor', anchorTarget);

  const inView = useScrollSpy(SECTION_IDS);
  const current = inView ? inView.replace('section-', '') : null;
  const hotline = data.service?.serviceHotline ?? '';
  const levels = t.list<{ level: string; title: string; text: string }>('serviceSupport.afterSales.levels');
  const pillars = t.list<{ title: string; text: string }>('serviceSupport.system.items');
  const commitments = t.list<string>('serviceSupport.hotline.commitments');
  const groups = SERVICE_LOCATION_TYPES.map((type) => ({
    type,
    locations: data.locations.nodes.filter((node) => node.locationType === type),
  })).filter((group) => group.locations.length > 0);

  return (
    <>
      <PageHero eyebrow={t('serviceSupport.eyebrow')} title={titles('serviceSupport.title')} lead={t('serviceSupport.lead')}>
        {hotline ? (
          <a href={`tel:${hotline.replace(/[^\d+]/g, '')}`} className={ui.buttonLight}>
            {t('serviceSupport.hotline.call', { phone: hotline })}
          </a>
        ) : null}
      </PageHero>
      <SubNav
        label={t('ui.pageSections')}
        items={SECTIONS.map((key, index) => ({
          key,
          label: t(`serviceSupport.${key}.title`),
          to: `${ROUTES.serviceSupport}?anchor=${index + 1}`,
          current: current === String(index + 1),
          currentValue: 'location' as const,
        }))}
      />

      <Section
        id={sectionId(1)}
        attributes={{ 'data-anchor': '1' }}
        title={t('serviceSupport.system.title')}
        intro={<p>{t('serviceSupport.system.intro')}</p>}
      >
        <ul className={styles.pillars}>
          {pillars.map((pillar) => (
            <li key={pillar.title} className={styles.pillar}>
              <h3 className={styles.pillarTitle}>{pillar.title}</h3>
              <p className={styles.pillarText}>{pillar.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id={sectionId(2)}
        attributes={{ 'data-anchor': '2' }}
        title={t('serviceSupport.afterSales.title')}
        intro={<p>{t('serviceSupport.afterSales.intro')}</p>}
        tone="muted"
      >
        <ol className={styles.levels}>
          {levels.map((level) => (
            <li key={level.level} className={styles.level}>
              <p className={styles.levelBadge}>{level.level}</p>
              <h3 className={styles.levelTitle}>{level.title}</h3>
              <p className={styles.levelText}>{level.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id={sectionId(3)}
        attributes={{ 'data-anchor': '3' }}
        title={t('serviceSupport.hotline.title')}
        intro={<p>{t('serviceSupport.hotline.intro')}</p>}
      >
        <div className={styles.hotline}>
          <div className={styles.hotlineCard}>
            <p className={styles.hotlineLabel}>{t('serviceSupport.hotline.label')}</p>
            <p className={styles.hotlineNumber}>{hotline ? <PhoneLink number={hotline} /> : null}</p>
            <p className={styles.hotlineHours}>{t('serviceSupport.hotline.hours')}</p>
            <ul className={styles.commitments}>
              {commitments.map((commitment) => (
                <li key={commitment}>{commitment}</li>
              ))}
            </ul>
          </div>
          {data.service?.serviceQrCode ? (
            <figure className={styles.qr}>
              <CmsImage src={data.service.serviceQrCode} alt={t('serviceSupport.hotline.qrAlt')} width={640} height={400} />
              <figcaption>{t('serviceSupport.hotline.qrCaption')}</figcaption>
            </figure>
          ) : null}
        </div>
      </Section>

      <Section
        id={sectionId(4)}
        attributes={{ 'data-anchor': '4' }}
        title={t('serviceSupport.locations.title')}
        intro={<p>{t('serviceSupport.locations.intro')}</p>}
        tone="muted"
      >
        {groups.length === 0 ? <p className={ui.empty}>{t('ui.noData')}</p> : null}
        {groups.map((group) => (
          <ServiceLocationGroup key={group.type} type={group.type} locations={group.locations} />
        ))}
      </Section>

      {data.reviews.nodes.length > 0 ? (
        <Section id="reviews" title={reviewCopy('title')} intro={<p>{reviewCopy('intro')}</p>}>
          <CustomerReviews reviews={data.reviews.nodes} />
        </Section>
      ) : null}
    </>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'serviceSupport.title')}
    description={headCopy(data, 'titles', 'serviceSupport.description')}
    pathname={location.pathname}
    structuredData={(site) => reviewNodes(site, data.reviews.nodes)}
  />
);

export const query = graphql`
  query ServiceSupportPage($language: String!, $namespaces: [String!]!) {
    ...PageBasics
    service: cmsSettings(language: { eq: $language }) {
      serviceHotline
      serviceQrCode
    }
    reviews: allCmsCustomerReview(filter: { language: { eq: $language } }, sort: [{ sort: ASC }, { reviewId: ASC }]) {
      nodes {
        ...CustomerReviewItem
      }
    }
    locations: allCmsServiceLocation(filter: { language: { eq: $language } }, sort: { locationId: ASC }) {
      nodes {
        locationId
        locationName
        locationType
        province
        address
        phone
      }
    }
  }
`;
