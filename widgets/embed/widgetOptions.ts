import type { CasesOptions } from '../cases/casesOptions';
import type { ConsultOptions } from '../consult/consultOptions';
import type { FloatingOptions } from '../floating/floatingOptions';
import type { ResumeOptions } from '../resume/resumeOptions';
import { stringOption, type WidgetName, type WidgetOptions } from './types';

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

/** A widget's text option, read by its name in the widget's option type. */
export function widgetOption<W extends WidgetName>(options: Readonly<WidgetOptions>, _widget: W, name: WidgetOptionName<W>): string | undefined {
  return stringOption(options[name]);
}
