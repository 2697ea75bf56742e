import { renderInShadow } from '../embed/runtime';
import { stringOption, type WidgetContext, type WidgetInstance } from '../embed/types';
import type { OptionsOf } from '../embed/widgetOptions';
import { CASES_CORE_CSS } from './cases.css';
import type { InitialCasePage } from './caseModel';
import { CaseBrowserView } from './CaseBrowserView';

/**
 * The case browser of the embed bundle: `<div data-cms-widget="cases" data-category="tobacco"
 * data-detail-base-url="https://www.example.com" data-tag-ids="3,17">`. Through the JavaScript
 * API (`cmsWidgets.mount(element, 'cases', { initialPage })`) it can also start from a page the
 * host already has.
 */
export function mount(host: HTMLElement, context: WidgetContext): WidgetInstance {
  // `initialPage` is an object only the JavaScript API passes, not one of the text options.
  const initialPage = isInitialPage(context.options.initialPage) ? context.options.initialPage : undefined;
  const options = context.options as OptionsOf<'cases'>;
  return renderInShadow(
    host,
    context,
    CASES_CORE_CSS,
    // The category bar and load-more come with the calls (./caseRequests).
    <CaseBrowserView
      cmsUrl={context.cmsUrl}
      language={context.language}
      category={stringOption(options.category)}
      detailBaseUrl={stringOption(options.detailBaseUrl)}
      tagIds={stringOption(options.tagIds)}
      initialPage={initialPage}
    />,
  );
}

function isInitialPage(value: unknown): value is InitialCasePage {
  const page = value as InitialCasePage | null | undefined;
  return !!page && typeof page.classifyId === 'number' && Array.isArray(page.rows) && typeof page.total === 'number';
}
