/** What the products menu and pages list (`product/list?productType&language`). */
export const PRODUCT_TYPES = ['platform', 'software', 'agv', 'stacker'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * The product platform menu entry (title, description, image, url), used for every product
 * type: cloud platforms link out, the others link to a page of the site.
 */
export interface Product {
  productId: number;
  productType: ProductType;
  /** Stable key, e.g. `forklift` or `wms`: AGV and stacker detail pages are addressed by it. */
  productKey: string;
  /** Group heading of the products menu's application tab (software only). */
  productGroup: string;
  title: string;
  description: string;
  /** HTML body of the detail section, when the product has one. */
  content: string;
  image: string;
  /** External URL (cloud platforms) or site path. */
  url: string;
  /** Key figures, e.g. "2 m/s top speed". */
  highlights: string[];
}
