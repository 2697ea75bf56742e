import React from 'react';
import type { Product } from '../../../../../contract/entities/product';
import { Card, CardGrid, type CardLink } from '../Cards';
import { ChipList } from '../ChipList';
import { useCopy } from '../i18n';
import { Prose } from '../Prose';
import * as ui from '../ui.module.css';
import * as styles from './ProductCenterPage.module.css';

/** What the product center shows of a product (its figures read-only, as Gatsby's data types give them). */
export type ProductCenterItem = Pick<Product, 'productKey' | 'productGroup' | 'title' | 'description' | 'content' | 'image' | 'url'> & {
  highlights: readonly string[];
};

/** Software products by their group heading, in the CMS's order of first appearance. */
function byGroup(products: readonly ProductCenterItem[]): Array<{ group: string; products: ProductCenterItem[] }> {
  const groups = new Map<string, ProductCenterItem[]>();
  for (const product of products) groups.set(product.productGroup, [...(groups.get(product.productGroup) ?? []), product]);
  return [...groups].map(([group, items]) => ({ group, products: items }));
}

const groupId = (index: number) => `software-group-${index + 1}`;

/**
 * Products as cards: picture, description, key figures and the link `link` gives each (a stacker's
 * or AGV's section of its equipment page, a cloud platform's own site). `anchored` cards carry
 * their product's key as their id, for links from other pages (a solution's products) to land on.
 */
export function ProductCards({ products, link, anchored = false }: { products: readonly ProductCenterItem[]; link: (product: ProductCenterItem) => CardLink; anchored?: boolean }) {
  return (
    <CardGrid columns={3}>
      {products.map((product) => (
        <Card
          key={product.productKey}
          id={anchored ? product.productKey : undefined}
          title={product.title}
          image={product.image}
          text={product.description}
          link={link(product)}
        >
          <ChipList items={product.highlights} />
        </Card>
      ))}
    </CardGrid>
  );
}

/** Software products under their group headings, each with its functions behind a disclosure. */
export function SoftwareGroups({ products }: { products: readonly ProductCenterItem[] }) {
  const t = useCopy('pages');
  return (
    <>
      {byGroup(products).map(({ group, products: items }, index) => (
        <div key={group || index} className={styles.group}>
          <h3 id={groupId(index)} className={styles.groupTitle}>
            {group}
          </h3>
          <ul className={styles.software}>
            {items.map((product) => (
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
    </>
  );
}

/** Cloud platforms as cards linking out to each platform. */
export function CloudCards({ products }: { products: readonly ProductCenterItem[] }) {
  const t = useCopy('pages');
  return <ProductCards products={products} anchored link={(product) => ({ to: product.url, label: t('productCenter.cloud.link'), external: true })} />;
}
