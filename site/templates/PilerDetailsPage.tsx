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

/** The five stacker crane series, each a section addressed by `#key` or `?series=key`. */
export default function PilerDetailsPage({ data, location }: PageProps<Data>) {
  const t = useCopy('pages');
  const titles = useCopy('titles');
  return (
    <>
      <PageHero overlap eyebrow={t('pilerDetails.eyebrow')} title={titles('pilerDetails.title')} lead={t('pilerDetails.lead')} />
      <div className={ui.container}>
        <h2 className={ui.visuallyHidden}>{t('pilerDetails.figuresTitle')}</h2>
        <div className={ui.heroFigures}>
          <FigureList items={t.list<FigureItem>('pilerDetails.figures')} />
        </div>
      </div>
      <EquipmentSections
        products={data.products.nodes}
        param="series"
        search={location.search}
        hash={location.hash}
        navLabel={t('pilerDetails.navLabel')}
      />
    </>
  );
}

export const Head = ({ data, location }: HeadProps<Data>) => (
  <SeoHead
    basics={data}
    pageTitle={headCopy(data, 'titles', 'pilerDetails.title')}
    description={headCopy(data, 'titles', 'pilerDetails.description')}
    pathname={location.pathname}
  />
);

export const query = graphql`
  query ($language: String!) {
    ...PageBasics
    products: allCmsProduct(filter: { language: { eq: $language }, productType: { eq: "stacker" } }, sort: { sort: ASC }) {
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
