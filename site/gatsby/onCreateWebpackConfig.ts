import type { GatsbyNode } from 'gatsby';

/** Source maps stay out of the public folder: the site ships its code, not its sources. */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage === 'build-javascript') actions.setWebpackConfig({ devtool: false });
};
