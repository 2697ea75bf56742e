import type { ApiLanguage } from '../../language';

/**
 * A friendly link of the footer. Each language's footer has its own links, so a link is written
 * in the one language it holds and has no translation to miss.
 */
export interface FriendlyLinkDocument {
  language: ApiLanguage;
  name: string;
  /** An http(s) address. */
  link: string;
  sort: number;
}
