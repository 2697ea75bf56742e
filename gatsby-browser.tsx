import './site/src/styles/global.css';
export { wrapPageElement } from './site/gatsby/wrapPageElement';
export { onClientEntry, onInitialClientRender, onRouteUpdate, shouldUpdateScroll } from './site/src/navigation/browserHooks';
export { replaceHydrateFunction } from './site/gatsby/replaceHydrateFunction';
