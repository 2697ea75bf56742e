// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { FLOATING_CSS } from '../../../widgets/floating/floating.css';
import { FloatingButtons } from '../../../widgets/floating/FloatingButtons';
import { RESUME_CSS, ResumeUploader } from '../../../widgets/resume';
import { SiteWidgets, WidgetHeadStyle, addWidgetCssToHead } from '../../../site/src/components/layout/widgetStyles';

const headStyles = () => [...document.head.querySelectorAll('style[data-widget-css]')].map((style) => style.textContent);
const noop = () => {};

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});

/**
 * The site's widgets keep their CSS in the document's head (site/src/components/layout/widgetStyles.tsx):
 * a `<style>` in the body whose rules reach outside its parent is invalid HTML.
 */
describe("the site's widget styles", () => {
  it('server-renders a widget without a <style> of its own; the page head carries its CSS', () => {
    const body = renderToString(
      <SiteWidgets>
        <FloatingButtons language="zh" onContact={noop} />
      </SiteWidgets>,
    );
    expect(body).toContain('cmsw-floating');
    expect(body).not.toContain('<style');
    expect(renderToString(<WidgetHeadStyle css={FLOATING_CSS} />)).toBe(`<style data-widget-css="">${FLOATING_CSS}</style>`);
  });

  it('adds the CSS of a widget rendered in the browser to the head once, before it paints, and none to the body', () => {
    render(
      <SiteWidgets>
        <FloatingButtons language="zh" onContact={noop} />
        <FloatingButtons language="en" onContact={noop} />
        <ResumeUploader jobId={1} language="zh" cmsUrl="http://127.0.0.1:1" />
      </SiteWidgets>,
    );
    expect(document.body.querySelector('style')).toBeNull();
    expect(headStyles()).toEqual([FLOATING_CSS, RESUME_CSS]);
  });

  it("adds nothing when the built page's head has the CSS already", () => {
    document.head.insertAdjacentHTML('beforeend', renderToString(<WidgetHeadStyle css={FLOATING_CSS} />));
    act(() => addWidgetCssToHead(FLOATING_CSS));
    render(
      <SiteWidgets>
        <FloatingButtons language="zh" onContact={noop} />
      </SiteWidgets>,
    );
    expect(headStyles()).toEqual([FLOATING_CSS]);
  });

  it('outside the site, a widget rendered alone still brings its <style> beside itself', () => {
    const { container } = render(<FloatingButtons language="zh" onContact={noop} />);
    expect(container.querySelector('.cmsw-floating > style')?.textContent).toBe(FLOATING_CSS);
    expect(headStyles()).toEqual([]);
  });
});
