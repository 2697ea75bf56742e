import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { useCopy } from '../components/content/i18n';
import { PageHero } from '../components/content/PageHero';
import { equipmentPath } from '../components/content/products/equipmentPages';
import { CloudCards, ProductCards, SoftwareGroups } from '../components/content/products/ProductCenterBlocks';
import { useScrollSpy, useScrollToHash } from '../components/content/scroll';
import { Section } from '../components/content/Section';
import { SubNav } from '../components/content/SubNav';
import type { ProductType } from '../../../contract/entities/product';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy } from '../components/seo/pageBasics';

type Data = Queries.ProductCenterPageQuery;

const SECTIONS = ['stackers', 'agvs', 'software', 'cloud'] as const;

export default function ProductCenterPage({ data, location }: PageProps<Data>) {
  const t = useCopy('pages');
  const titles = useCopy('titles');
  useScrollToHash(location.hash);
  const current = useScrollSpy(SECTIONS);
  const of = (type: ProductType) => data.products.nodes.filter((product) => product.productType === type);
  const stackers = of('stacker');
  const agvs = of('agv');
  const platforms = of('platform');
  const software = of('software');

  return (
    <>
      <PageHero eyebrow={t('productCenter.eyebrow')} title={titles('productCenter.title')} lead={t('productCenter.lead')} />
      <SubNav
        label={t('ui.pageSections')}
        items={SECTIONS.map((key) => ({ key, label: t(`productCenter.${key}.title`), to: `#${key}`, anchor: true, current: key === current }))}
      />

      <Section id="stackers" title={t('productCenter.stackers.title')} intro={<p>{t('productCenter.stackers.intro')}</p>}>
        <ProductCards products={stackers} link={({ productKey }) => ({ to: equipmentPath('stacker', productKey), label: t('ui.learnMore') })} />
      </Section>

      <Section id="agvs" title={t('productCenter.agvs.title')} intro={<p>{t('productCenter.agvs.intro')}</p>} tone="muted">
        <ProductCards products={agvs} link={({ productKey }) => ({ to: equipmentPath('agv', productKey), label: t('ui.learnMore') })} />
      </Section>

      <Section id="software" title={t('productCenter.software.title')} intro={<p>{t('productCenter.software.intro')}</p>}>
        <SoftwareGroups products={software} />
      </Section>

      <Section id="cloud" title={t('productCenter.cloud.title')} intro={<p>{t('productCenter.cloud.intro')}</p>} tone="muted">
        <CloudCards products={platforms} />
      </Section>
    </>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'productCenter.title')}
    description={headCopy(data, 'titles', 'productCenter.description')}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query ProductCenterPage($language: String!, $namespaces: [String!]!) {
    ...PageBasics
    products: allCmsProduct(filter: { language: { eq: $language } }, sort: [{ sort: ASC }, { productId: ASC }]) {
      nodes {
        productType
        productKey
        productGroup
        title
        description
        content
        image
        url
        highlights
      }
    }
  }
`;
