import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { EquipmentSections } from '../components/content/EquipmentSections';
import { EQUIPMENT_PAGES, equipmentPath, type EquipmentType } from '../components/content/products/equipmentPages';
import { FigureList, type FigureItem } from '../components/content/FigureList';
import { useCopy } from '../components/content/i18n';
import { PageHero } from '../components/content/PageHero';
import * as ui from '../components/content/ui.module.css';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy } from '../components/seo/pageBasics';
import { productNode } from '../components/seo/structuredData/product';
import { pageAddress } from '../components/seo/structuredData/siteFacts';

type Data = Queries.EquipmentDetailsPageQuery;

/**
 * /AGVDetails (the six AGV types, `?type=key`) and /pilerDetails (the five stacker crane series,
 * `?series=key`): one section per product, addressed by `#key` or the query parameter.
 */
export type EquipmentPageContext = { productType: EquipmentType } & Pick<(typeof EQUIPMENT_PAGES)[EquipmentType], 'copyKey' | 'param'>;

export default function EquipmentDetailsPage({ data, location, pageContext }: PageProps<Data, EquipmentPageContext>) {
  const t = useCopy('pages');
  const titles = useCopy('titles');
  const { copyKey, param } = pageContext;
  return (
    <>
      <PageHero overlap eyebrow={t(`${copyKey}.eyebrow`)} title={titles(`${copyKey}.title`)} lead={t(`${copyKey}.lead`)} />
      <div className={ui.container}>
        <h2 className={ui.visuallyHidden}>{t(`${copyKey}.figuresTitle`)}</h2>
        <div className={ui.heroFigures}>
          <FigureList items={t.list<FigureItem>(`${copyKey}.figures`)} />
        </div>
      </div>
      <EquipmentSections
        products={data.products.nodes}
        param={param}
        search={location.search}
        hash={location.hash}
        navLabel={t(`${copyKey}.navLabel`)}
      />
    </>
  );
}

export const Head = ({ data, location, pageContext }: HeadProps<Data, EquipmentPageContext>) => {
  const category = headCopy(data, 'titles', `${pageContext.copyKey}.title`);
  return (
    <SeoHead
      basics={data}
      pageTitle={category}
      description={headCopy(data, 'titles', `${pageContext.copyKey}.description`)}
      pathname={location.pathname}
      image={data.products.nodes[0]?.image ?? undefined}
      structuredData={(site) =>
        data.products.nodes.map((product) =>
          productNode(site, product, {
            url: pageAddress(site, equipmentPath(pageContext.productType, product.productKey)),
            category,
            brand: data.settings?.companyShortName ?? '',
          }),
        )
      }
    />
  );
};

export const query = graphql`
  query EquipmentDetailsPage($language: String!, $namespaces: [String!]!, $productType: String!) {
    ...PageBasics
    products: allCmsProduct(filter: { language: { eq: $language }, productType: { eq: $productType } }, sort: [{ sort: ASC }, { productId: ASC }]) {
      nodes {
        productKey
        title
        description
        content
        image
        picture {
          ...ContentPicture
        }
        highlights
      }
    }
  }
`;
