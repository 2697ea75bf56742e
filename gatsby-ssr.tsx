export { wrapPageElement } from './site/gatsby/wrapPageElement';
export { onRenderBody } from './site/src/navigation/documentLanguage';
