export { CaseBrowser, categoriesOf, thumbnailUrl, type CaseBrowserProps, type CaseCardData, type InitialCasePage } from './CaseBrowser';
export { CASES_CSS } from './CaseBrowser';
export { pagerWindow, pageCountOf, PAGER_BUTTONS } from './Pager';
export { NARROW_WIDTH_PX } from './useNarrow';
