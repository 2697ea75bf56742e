import { consultCopy } from './copy';
import { renderInShadow } from '../embed/runtime';
import { stringOption, type WidgetContext, type WidgetInstance } from '../embed/types';
import type { OptionsOf } from '../embed/widgetOptions';
import { ConsultDialog } from './ConsultDialog';
import { CONSULT_CSS, CONSULT_TRIGGER_CSS } from './consult.css';

/**
 * The consult widget of the embed bundle. Opened with `cmsWidgets.open('consult')` (or by the
 * floating contact button, or a placeholder's button) it is the modal dialog, in a host the
 * loader appends to `<body>`, so no transformed or clipped ancestor of the partner's page can
 * trap the fixed backdrop. In a placeholder (`<div data-cms-widget="consult">`) it is a button
 * that opens that dialog; `data-label` changes its text.
 */
export function mount(host: HTMLElement, context: WidgetContext): WidgetInstance {
  if (context.mode === 'modal') {
    let current = context;
    let open = true;
    // Each open() or close() renders the dialog again with its new state (and the context of
    // the latest open(): its language, its callbacks).
    const show = (next: WidgetContext, shown: boolean) => {
      current = next;
      open = shown;
      rendered.render(dialogFor(next, shown, () => show(current, false)));
    };
    const rendered = renderInShadow(host, context, CONSULT_CSS, dialogFor(context, true, () => show(current, false)));
    return {
      open: (next) => show(next, true),
      close() {
        if (!open) return;
        show(current, false);
        current.emit('close', { reason: 'api' });
      },
      unmount: rendered.unmount,
    };
  }
  return renderInShadow(host, context, CONSULT_TRIGGER_CSS, <ConsultTrigger context={context} />);
}

function dialogFor(context: WidgetContext, open: boolean, hide: () => void) {
  const options = context.options as OptionsOf<'consult'>;
  return (
    <ConsultDialog
      open={open}
      language={context.language}
      cmsUrl={context.cmsUrl}
      openingHours={stringOption(options.openingHours)}
      source={stringOption(options.source)}
      onClose={({ reason }) => {
        hide();
        context.emit('close', { reason });
      }}
      onSubmit={(detail) => context.emit('submit', detail)}
      onSuccess={(detail) => context.emit('success', detail)}
      onError={(detail) => context.emit('error', detail)}
    />
  );
}

function ConsultTrigger({ context }: { context: WidgetContext }) {
  const options = context.options as OptionsOf<'consult'>;
  const label = stringOption(options.label) ?? consultCopy(context.language).consultTitle;
  const openDialog = () =>
    context.open('consult', { ...context.options, lang: context.language, cms: context.cmsUrl, nonce: context.nonce });
  return (
    <div className="cmsw-root">
      <button type="button" className="cmsw-button cmsw-button-primary" aria-haspopup="dialog" onClick={openDialog}>
        {label}
      </button>
    </div>
  );
}
