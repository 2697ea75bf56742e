import './site/styles/global.css';
export { wrapPageElement } from './site/gatsby/wrapPageElement';
