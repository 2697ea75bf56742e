import type { CasesOptions } from '../cases/casesOptions';
import type { ConsultOptions } from '../consult/consultOptions';
import type { FloatingOptions } from '../floating/floatingOptions';
import type { ResumeOptions } from '../resume/resumeOptions';
import type { WidgetName } from './types';

/** Each widget's own options, which a placeholder gives as `data-*` attributes. */
export interface WidgetDataOptions {
  consult: ConsultOptions;
  floating: FloatingOptions;
  resume: ResumeOptions;
  cases: CasesOptions;
}

export type WidgetOptionName<W extends WidgetName> = keyof WidgetDataOptions[W] & string;

/**
 * Every option of each widget, in the order a form shows them: the type requires each of its
 * options here and no other, so an option added to a widget's type cannot be left out.
 */
const OPTION_SETS: { readonly [W in WidgetName]: { readonly [K in WidgetOptionName<W>]: true } } = {
  consult: { label: true, openingHours: true, source: true },
  floating: { qr: true, label: true, openingHours: true, source: true },
  resume: { jobId: true },
  cases: { category: true, detailBaseUrl: true, tagIds: true },
};

/** The option names of a widget, for what lists them (the back office's embed snippets page). */
export function widgetOptionNames<W extends WidgetName>(widget: W): Array<WidgetOptionName<W>> {
  return Object.keys(OPTION_SETS[widget]) as Array<WidgetOptionName<W>>;
}

/**
 * How a widget's `mount` sees its options: by the names of its option type only (a misspelt name
 * is a compile error), each value still unknown (the JavaScript API may pass a number), for
 * `stringOption` to read. A type, so the widget chunks carry nothing for it.
 */
export type OptionsOf<W extends WidgetName> = { readonly [K in WidgetOptionName<W>]?: unknown };
