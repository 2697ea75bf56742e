import { renderInShadow } from '../embed/runtime';
import { stringOption, type WidgetContext, type WidgetInstance } from '../embed/types';
import type { OptionsOf } from '../embed/widgetOptions';
import { FloatingButtons } from './FloatingButtons';
import { FLOATING_CSS } from './floating.css';

/**
 * The floating buttons of the embed bundle: `<div data-cms-widget="floating" data-qr="…">`.
 * The contact button asks the loader to open the consult widget, so this chunk carries no
 * dialog: the consult chunk loads when the visitor first presses it.
 */
export function mount(host: HTMLElement, context: WidgetContext): WidgetInstance {
  const floatingOptions = context.options as OptionsOf<'floating'>;
  const openConsult = () =>
    context.open('consult', { ...context.options, lang: context.language, cms: context.cmsUrl, nonce: context.nonce });
  return renderInShadow(
    host,
    context,
    FLOATING_CSS,
    <FloatingButtons
      language={context.language}
      qrImageUrl={cmsAsset(stringOption(floatingOptions.qr), context.cmsUrl)}
      onContact={openConsult}
    />,
  );
}

/** A URL option resolved against the CMS (CmsSettings images are root-relative). */
function cmsAsset(url: string | undefined, cmsUrl: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, `${cmsUrl || location.origin}/`).href;
  } catch {
    return undefined;
  }
}
