export { CaseBrowser, CASES_CSS } from './CaseBrowser';
export { categoriesOf, thumbnailUrl, type CaseBrowserProps, type CaseCardData, type InitialCasePage } from './caseModel';
export { pagerWindow, pageCountOf, PAGER_BUTTONS } from './Pager';
export { NARROW_WIDTH_PX } from './useNarrow';
