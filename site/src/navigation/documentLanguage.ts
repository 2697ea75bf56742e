import type { RenderBodyArgs } from 'gatsby';
import { splitLocalizedPath } from '../../../contract/siteRoutes';

/**
 * `<html lang>` is the site's to keep, not Head's: Gatsby removes the html attributes a Head
 * renders whenever the page re-renders and puts them back only after the new Head has rendered,
 * which leaves the page without a language in between, as screen readers would hear it. The
 * address alone decides a page's language, so the attribute is written into the built HTML and
 * moved on each client-side navigation, never removed.
 */
export const languageOfPath = (pathname: string) => splitLocalizedPath(pathname).language;

export function writeDocumentLanguage({ pathname, setHtmlAttributes }: Pick<RenderBodyArgs, 'pathname' | 'setHtmlAttributes'>): void {
  setHtmlAttributes({ lang: languageOfPath(pathname) });
}

export function showDocumentLanguage(pathname: string, doc: Document = document): void {
  const language = languageOfPath(pathname);
  if (doc.documentElement.lang !== language) doc.documentElement.lang = language;
}
