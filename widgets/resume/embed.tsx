import { renderInShadow } from '../embed/runtime';
import type { WidgetContext, WidgetInstance } from '../embed/types';
import { widgetOption } from '../embed/widgetOptions';
import { RESUME_CSS } from './resume.css';
import { resumeActionsPart } from './resumeActionsPart';
import { ResumeUploader } from './ResumeUploader';

/**
 * The resume uploader of the embed bundle: `<div data-cms-widget="resume" data-job-id="12">`.
 * Events: `submit` (a valid form is being sent), `success` (`{ code: 0, msg, data }`, or
 * `{ queued: true }` when it was kept offline for later), `error` (`{ code, msg }` of a refusal).
 */
export function mount(host: HTMLElement, context: WidgetContext): WidgetInstance {
  const { options } = context;
  return renderInShadow(
    host,
    context,
    RESUME_CSS,
    <ResumeUploader
      cmsUrl={context.cmsUrl}
      language={context.language}
      jobId={widgetOption(options, 'resume', 'jobId')}
      onSubmit={(fields) => context.emit('submit', { fields })}
      // Called by the chunk that sends (./resumeActions), which maps the result to the events.
      onSubmitted={(result) => resumeActionsPart.load().then((actions) => actions.emitSubmitted(context, result))}
    />,
  );
}
