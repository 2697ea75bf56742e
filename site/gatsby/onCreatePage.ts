import type { GatsbyNode } from 'gatsby';
import { ENGLISH_PREFIX } from '../../contract/siteRoutes';

/**
 * gatsby-plugin-react-i18next gives a language's copy of the 404 page the match path
 * `/{lang}/*` and then prefixes it once more, so it becomes `/{lang}/{lang}/*`. Nothing under
 * `/en-US/` then matches it: a browser on a missing English address loads the Chinese 404's
 * data over the English HTML, hydration fails and the page goes blank. The doubled prefix is
 * taken out again.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const doubled = `${ENGLISH_PREFIX}${ENGLISH_PREFIX}/`;
  if (!page.matchPath?.startsWith(doubled)) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath: page.matchPath.slice(ENGLISH_PREFIX.length) });
};
