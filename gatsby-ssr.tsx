export { wrapPageElement } from './site/gatsby/wrapPageElement';
export { onRenderBody } from './site/gatsby/onRenderBody';
