/**
 * Where the browser reaches the CMS: the same origin when the CMS serves the site (the default),
 * another origin when the site is on a CDN (GATSBY_CMS_URL at build time). Apart from the API
 * client (cmsClient.ts): pictures and links need the origin alone, and importing the client would
 * bring its fetch code and the forms' proof-of-work solver into every page's first scripts.
 */
export const CMS_ORIGIN = (process.env.GATSBY_CMS_URL ?? '').replace(/\/$/, '');

/** A CMS file path (`/cms/static/...`) as the browser must request it. */
export function cmsAsset(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${CMS_ORIGIN}${path}`;
}
