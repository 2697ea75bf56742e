import type { ProductType } from '../../entities/product';
import type { Translated } from '../protocol';

export interface ProductText {
  title: string;
  description: string;
  /** HTML body of the detail section ('' without one), sanitised against the content allow-list on every write. */
  content: string;
  /** Group heading of the products menu's application tab (software; '' for the other types). */
  group: string;
  /** Key figures, e.g. "2 m/s top speed". */
  highlights: string[];
}

/** A product of any type: a cloud platform, a software product, an AGV type or a stacker series. */
export interface ProductDocument {
  productType: ProductType;
  /** The detail page's route segment (`/agv/<key>`): letters, digits, `-` and `_`, unique within its type. */
  productKey: string;
  /** Root-relative URL of the picture (from the media library). */
  image: string;
  /** Where the menu entry leads: a root-relative site path or an http(s) address (cloud platforms). */
  url: string;
  sort: number;
  texts: Translated<ProductText>;
}
