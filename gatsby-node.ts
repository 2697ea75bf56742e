export { createPages } from './site/gatsby/createPages';
export { createResolvers } from './site/gatsby/createResolvers';
export { createSchemaCustomization } from './site/gatsby/createSchemaCustomization';
export { onCreateWebpackConfig } from './site/gatsby/onCreateWebpackConfig';
export { onPostBuild } from './site/gatsby/onPostBuild';
export { sourceNodes } from './site/gatsby/sourceNodes';
