/** Where the share cards are served from: the CMS draws each on its first request (cms/shareCards). */
export const SHARE_CARD_DIR = 'share-cards';

/** The size WeChat, LinkedIn, X and Facebook show a large share card at (1.91 : 1). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** A card's address and type, as the page's head announces it. */
export interface ShareCard {
  path: string;
  type: 'image/png' | 'image/jpeg';
}

/** The cards cut from a page's own picture, named after its path (`…/from/cms/static/a.png.jpg`). */
export const PICTURE_CARD_PREFIX = `/${SHARE_CARD_DIR}/from`;

/** The page part of the home page's card, whose path has no segment. */
const ROOT_PAGE = 'index';

const RASTER_PICTURE = /\.(jpe?g|png|webp|avif)$/i;

/**
 * A short digest of a text (cyrb53): the part of a title card's address that changes with its
 * title. Head renders in the browser too (on navigations inside the site), where node:crypto is
 * not available; a name only has to differ when the title does, it guards nothing.
 */
function digestOf(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * The page's share card. Social networks and WeChat show no SVG: a page whose own picture is a
 * raster one is shared with it, cropped to the card's size (`/share-cards/from/<its path>.jpg`:
 * the CMS finds the picture again by that name); any other page with a card drawn with its title
 * (`/share-cards/<digest of the title>/<the page's path>.png`: the CMS reads the page named in the
 * address for what to draw, and a new title is a new address, which the networks' caches have not
 * seen). `pathname` is the page's path as served (`/en-US/about/`).
 */
export function shareCardOf(image: string | undefined, title: string, pathname: string): ShareCard {
  const picture = image?.split(/[?#]/)[0];
  if (picture?.startsWith('/') && RASTER_PICTURE.test(picture)) {
    return { path: `${PICTURE_CARD_PREFIX}${picture}.jpg`, type: 'image/jpeg' };
  }
  const page = pathname.replace(/^\/+|\/+$/g, '') || ROOT_PAGE;
  return { path: `/${SHARE_CARD_DIR}/${digestOf(title)}/${page}.png`, type: 'image/png' };
}

/** What a card's address asks for: a page's title card (the page's path) or a picture's card (the picture's path); null for any other address. */
export type CardRequest = { kind: 'title'; page: string } | { kind: 'picture'; picture: string };

/** The inverse of shareCardOf's addresses (decoded paths). */
export function cardRequestOf(cardPath: string): CardRequest | null {
  if (cardPath.startsWith(`${PICTURE_CARD_PREFIX}/`) && cardPath.endsWith('.jpg')) {
    return { kind: 'picture', picture: cardPath.slice(PICTURE_CARD_PREFIX.length, -'.jpg'.length) };
  }
  const page = new RegExp(`^/${SHARE_CARD_DIR}/[0-9a-f]{14}/(.+)\\.png$`).exec(cardPath)?.[1];
  if (page === undefined) return null;
  return { kind: 'title', page: page === ROOT_PAGE ? '/' : `/${page}` };
}
