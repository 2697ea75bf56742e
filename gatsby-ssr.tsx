export { wrapPageElement } from './site/gatsby/wrapPageElement';
