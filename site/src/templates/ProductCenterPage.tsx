import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { ROUTES } from '../../../contract/siteRoutes';
import { Card, CardGrid } from '../components/content/Cards';
import { ChipList } from '../components/content/ChipList';
import { useCopy } from '../components/content/i18n';
import { PageHero } from '../components/content/PageHero';
import * as styles from '../components/content/products/ProductCenterPage.module.css';
import { Prose } from '../components/content/Prose';
import { useScrollSpy, useScrollToHash } from '../components/content/scroll';
import { Section } from '../components/content/Section';
import { SubNav } from '../components/content/SubNav';
import * as ui from '../components/content/ui.module.css';
import type { ProductType } from '../../../contract/entities/product';
import { SeoHead } from '../components/seo/SeoHead';
import { headCopy } from '../components/seo/pageBasics';

type Data = Queries.ProductCenterPageQuery;
type ProductNode = Data['products']['nodes'][number];

const SECTIONS = ['stackers', 'agvs', 'software', 'cloud'] as const;

/** Software products by their group heading, in the CMS's order of first appearance. */
function byGroup(products: readonly ProductNode[]): Array<{ group: string; products: ProductNode[] }> {
  const groups = new Map<string, ProductNode[]>();
  for (const product of products) groups.set(product.productGroup, [...(groups.get(product.productGroup) ?? []), product]);
  return [...groups].map(([group, items]) => ({ group, products: items }));
}

const groupId = (index: number) => `software-group-${index + 1}`;

/** Stacker or AGV cards: picture, description, key figures, a link to the type's section. */
function EquipmentCards({ products, detailPath, linkLabel }: { products: readonly ProductNode[]; detailPath: (key: string) => string; linkLabel: string }) {
  return (
    <CardGrid columns={3}>
      {products.map((product) => (
        <Card
          key={product.productKey}
          title={product.title}
          image={product.image}
          text={product.description}
          link={{ to: detailPath(product.productKey), label: linkLabel }}
        >
          <ChipList items={product.highlights} />
        </Card>
      ))}
    </CardGrid>
  );
}

export default function ProductCenterPage({ data, location }: PageProps<Data>) {
  const t = useCopy('pages');
  const titles = useCopy('titles');
  useScrollToHash(location.hash);
  const current = useScrollSpy(SECTIONS);
  const of = (type: ProductType) => data.products.nodes.filter((product) => product.productType === type);
  const stackers = of('stacker');
  const agvs = of('agv');
  const platforms = of('platform');
  const softwareGroups = byGroup(of('software'));

  return (
    <>
      <PageHero eyebrow={t('productCenter.eyebrow')} title={titles('productCenter.title')} lead={t('productCenter.lead')} />
      <SubNav
        label={t('ui.pageSections')}
        items={SECTIONS.map((key) => ({ key, label: t(`productCenter.${key}.title`), to: `#${key}`, anchor: true, current: key === current }))}
      />

      <Section id="stackers" title={t('productCenter.stackers.title')} intro={<p>{t('productCenter.stackers.intro')}</p>}>
        <EquipmentCards products={stackers} detailPath={(key) => `${ROUTES.pilerDetails}?series=${key}`} linkLabel={t('ui.learnMore')} />
      </Section>

      <Section id="agvs" title={t('productCenter.agvs.title')} intro={<p>{t('productCenter.agvs.intro')}</p>} tone="muted">
        <EquipmentCards products={agvs} detailPath={(key) => `${ROUTES.agvDetails}?type=${key}`} linkLabel={t('ui.learnMore')} />
      </Section>

      <Section id="software" title={t('productCenter.software.title')} intro={<p>{t('productCenter.software.intro')}</p>}>
        {softwareGroups.map(({ group, products }, index) => (
          <div key={group || index} className={styles.group}>
            <h3 id={groupId(index)} className={styles.groupTitle}>
              {group}
            </h3>
            <ul className={styles.software}>
              {products.map((product) => (
                <li key={product.productKey} id={product.productKey} className={styles.item}>
                  <h4 className={styles.itemTitle}>{product.title}</h4>
                  <p className={styles.itemText}>{product.description}</p>
                  <ChipList items={product.highlights} />
                  {product.content ? (
                    <details className={styles.more}>
                      <summary className={ui.disclosure}>
                        {t('productCenter.software.functions')}
                        <span className={ui.visuallyHidden}>{t('ui.itemContext', { title: product.title })}</span>
                      </summary>
                      <Prose html={product.content} stripTitle topHeading={5} compact />
                    </details>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Section>

      <Section id="cloud" title={t('productCenter.cloud.title')} intro={<p>{t('productCenter.cloud.intro')}</p>} tone="muted">
        <CardGrid columns={3}>
          {platforms.map((product) => (
            <Card
              key={product.productKey}
              id={product.productKey}
              title={product.title}
              image={product.image}
              text={product.description}
              link={{ to: product.url, label: t('productCenter.cloud.link'), external: true }}
            >
              <ChipList items={product.highlights} />
            </Card>
          ))}
        </CardGrid>
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
    products: allCmsProduct(filter: { language: { eq: $language } }, sort: { sort: ASC }) {
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
