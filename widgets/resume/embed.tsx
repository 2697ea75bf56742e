import { renderInShadow } from '../embed/runtime';
import { stringOption, type WidgetContext, type WidgetInstance } from '../embed/types';
import type { OptionsOf } from '../embed/widgetOptions';
import { RESUME_CSS } from './resume.css';
import { resumeActionsPart } from './resumeActionsPart';
import { ResumeUploader } from './ResumeUploader';

/**
 * The resume uploader of the embed bundle: `<div data-cms-widget="resume" data-job-id="12">`.
 * Events: `submit` (a valid form is being sent), `success` (`{ code: 0, msg, data }`, or
 * `{ queued: true }` when it was kept offline for later), `error` (`{ code, msg }` of a refusal).
 */
export function mount(host: HTMLElement, context: WidgetContext): WidgetInstance {
  const options = context.options as OptionsOf<'resume'>;
  return renderInShadow(
    host,
    context,
    RESUME_CSS,
    <ResumeUploader
      cmsUrl={context.cmsUrl}
      language={context.language}
      jobId={stringOption(options.jobId)}
      onSubmit={(fields) => context.emit('submit', { fields })}
      // Called by the chunk that sends (./resumeActions), which maps the result to the events.
      onSubmitted={(result) => resumeActionsPart.load().then((actions) => actions.emitSubmitted(context, result))}
    />,
  );
}
