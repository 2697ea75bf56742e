import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { ROUTES } from '../../../../contract/siteRoutes';
import { AboutLayout } from '../../components/content/AboutLayout';
import * as styles from '../../components/content/about/AboutPages.module.css';
import { TileList, type Tile } from '../../components/content/about/TileList';
import { Card, CardGrid } from '../../components/content/Cards';
import { FigureList, type FigureItem } from '../../components/content/FigureList';
import { useCopy } from '../../components/content/i18n';
import { Section } from '../../components/content/Section';
import { SeoHead } from '../../components/seo/SeoHead';
import { headCopy } from '../../components/seo/pageBasics';

type Data = Queries.ElectricityPageQuery;

/** Business areas of the profile and the page each leads to, with a representative picture. */
const BUSINESSES = [
  { key: 'storage', to: ROUTES.pilerDetails, picture: 'medium' },
  { key: 'agv', to: ROUTES.agvDetails, picture: 'forklift' },
  { key: 'software', to: ROUTES.productCenter, picture: 'digitalTwin' },
  { key: 'solutions', to: ROUTES.logisticsSolution, picture: 'wms' },
] as const;

const FIGURES = ['established', 'years', 'industries', 'capital', 'ip', 'stock', 'stackers', 'agvs'] as const;

/** Company profile, with the company's key figures. */
export default function ElectricityPage({ data }: PageProps<Data>) {
  const t = useCopy('about');
  const figures: FigureItem[] = FIGURES.map((key) => ({
    value: key === 'stock' ? data.company?.stockCode ?? '' : t(`electricity.figures.${key}.value`),
    unit: t(`electricity.figures.${key}.unit`),
    label: t(`electricity.figures.${key}.label`),
  }));
  const pictureOf = (key: string) => data.pictures.nodes.find((node) => node.productKey === key);
  return (
    <AboutLayout child="electricity">
      <Section id="overview" title={t('electricity.overview.title')}>
        <div className={styles.text}>
          {t.list<string>('electricity.overview.paragraphs', { company: data.company?.companyName ?? '' }).map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="figures" title={t('electricity.figures.title')} tone="muted">
        <FigureList items={figures} />
      </Section>
      <Section id="business" title={t('electricity.business.title')} intro={<p>{t('electricity.business.intro')}</p>}>
        <CardGrid columns={4}>
          {BUSINESSES.map((business) => {
            const picture = pictureOf(business.picture);
            return (
              <Card
                key={business.key}
                title={t(`electricity.business.${business.key}.title`)}
                image={picture?.image}
                imageAlt={picture?.title}
                text={t(`electricity.business.${business.key}.text`)}
                link={{ to: business.to, label: t('ui.learnMore') }}
              />
            );
          })}
        </CardGrid>
      </Section>
      <Section id="capabilities" title={t('electricity.capabilities.title')} tone="muted">
        <TileList items={t.list<Tile>('electricity.capabilities.items')} />
      </Section>
    </AboutLayout>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'about.electricity.title')}
    description={headCopy(data, 'titles', 'about.electricity.description')}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query ElectricityPage($language: String!, $namespaces: [String!]!) {
    ...PageBasics
    company: cmsSettings(language: { eq: $language }) {
      companyName
      stockCode
    }
    pictures: allCmsProduct(
      filter: { language: { eq: $language }, productKey: { in: ["medium", "forklift", "digitalTwin", "wms"] } }
      sort: { productKey: ASC }
    ) {
      nodes {
        productKey
        image
        title
      }
    }
  }
`;
