/**
 * The widgets for the Gatsby site (React 18). Everything here renders on the server too: nothing
 * touches window or document on import or during render. The embed bundle builds the same
 * components with preact/compat (rollup.config.mjs, widgets/embed/).
 *
 *   <FloatingConsult language="zh-CN" qrImageUrl={settings.wechatQrCode} />
 *
 * or the pieces: <FloatingButtons onContact=…/> and <ConsultDialog open onClose=…/>.
 */

export { ConsultDialog, LEAD_FIELDS } from './consult/ConsultDialog';
export type { ConsultCloseReason, ConsultDialogProps, ConsultResultDetail, ConsultSubmitDetail, LeadField } from './consult/ConsultDialog';
export { CONSULT_CSS } from './consult/consult.css';
export { consultCopy } from './consult/copy';
export type { ConsultCopy } from './consult/copy';
export { CityPicker } from './cityPicker/CityPicker';
export type { CityPickerProps } from './cityPicker/CityPicker';
export { buildRegionTree, searchRegions, regionPaths, REGION_SEPARATOR } from './cityPicker/regions';
export { loadRegionTree } from './cityPicker/loadRegionTree';
export type { RegionNode, RegionPath } from './cityPicker/regions';
export { CITY_PICKER_CSS } from './cityPicker/cityPicker.css';
export { FloatingButtons } from './floating/FloatingButtons';
export type { FloatingButtonsProps } from './floating/FloatingButtons';
export { FloatingConsult } from './floating/FloatingConsult';
export type { FloatingConsultProps } from './floating/FloatingConsult';
export { FLOATING_CSS } from './floating/floating.css';
export { BACK_TO_TOP_THRESHOLD, SCROLL_STEP, scrollToTop } from './floating/scrollToTop';
export { WidgetEnvironmentProvider, WidgetStyle } from './shared/environment';
export type { WidgetEnvironment, LanguageProp } from './shared/environment';
export { resolveWidgetLanguage } from './shared/widgetLanguage';
export type { WidgetLanguage } from './shared/widgetLanguage';
