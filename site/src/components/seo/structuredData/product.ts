import { withoutEmpty, type JsonLdNode } from './jsonLd';
import { fileAddress, type SiteFacts } from './siteFacts';

/** An equipment model as its page shows it (`cmsProduct`). */
export interface ProductFacts {
  title: string;
  description: string;
  /** Its picture's address as the CMS gives it, if any. */
  image?: string | null;
}

/**
 * An equipment model (an AGV type, a stacker crane series) as a Product of the company's brand,
 * made by the company, addressed at its section of the page. No offer, rating or review: the
 * company quotes per project, so the node describes the product and claims no product rich
 * result (docs/seo.md).
 */
export function productNode(site: SiteFacts, product: ProductFacts, options: { url: string; category: string; brand: string }): JsonLdNode {
  return withoutEmpty({
    '@type': 'Product',
    '@id': options.url,
    url: options.url,
    name: product.title,
    description: product.description,
    image: product.image ? [fileAddress(site, product.image)] : undefined,
    category: options.category,
    brand: withoutEmpty({ '@type': 'Brand', name: options.brand }),
    manufacturer: site.organization,
  });
}
