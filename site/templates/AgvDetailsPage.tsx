import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { EquipmentSections, type EquipmentProduct } from '../components/content/EquipmentSections';
import { FigureList, type FigureItem } from '../components/content/FigureList';
import { useCopy } from '../components/content/i18n';
import { PageHero } from '../components/content/PageHero';
import * as ui from '../components/content/ui.module.css';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy, type PageBasics } from '../components/seo/pageBasics';

type Data = PageBasics & { products: { nodes: EquipmentProduct[] } };

/** The six AGV types, each a section addressed by `#key` or `?type=key`. */
export default function AgvDetailsPage({ data, location }: PageProps<Data>) {
  const t = useCopy('pages');
  const titles = useCopy('titles');
  return (
    <>
      <PageHero overlap eyebrow={t('agvDetails.eyebrow')} title={titles('agvDetails.title')} lead={t('agvDetails.lead')} />
      <div className={ui.container}>
        <h2 className={ui.visuallyHidden}>{t('agvDetails.figuresTitle')}</h2>
        <div className={ui.heroFigures}>
          <FigureList items={t.list<FigureItem>('agvDetails.figures')} />
        </div>
      </div>
      <EquipmentSections
        products={data.products.nodes}
        param="type"
        search={location.search}
        hash={location.hash}
        navLabel={t('agvDetails.navLabel')}
      />
    </>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'agvDetails.title')}
    description={headCopy(data, 'titles', 'agvDetails.description')}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query ($language: String!) {
    ...PageBasics
    products: allCmsProduct(filter: { language: { eq: $language }, productType: { eq: "agv" } }, sort: { sort: ASC }) {
      nodes {
        productKey
        title
        description
        content
        image
        highlights
      }
    }
  }
`;
