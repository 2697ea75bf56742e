import './site/styles/global.css';
export { wrapPageElement } from './site/gatsby/wrapPageElement';
export { onClientEntry, onRouteUpdate, shouldUpdateScroll } from './site/navigation/browserHooks';
export { replaceHydrateFunction } from './site/gatsby/replaceHydrateFunction';
