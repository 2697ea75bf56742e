import React, { type ReactNode } from 'react';
import { WidgetEnvironmentProvider, type WidgetEnvironment } from '../../../../widgets/shared/environment';

/** Marks the head's `<style>` elements that hold a widget's CSS, whoever wrote them. */
const WIDGET_CSS_ATTRIBUTE = 'data-widget-css';

/**
 * Adds a widget's CSS to the document's head unless a `<style>` there holds it already (the built
 * page's, or one added by an earlier widget): parts that load later (the consult dialog, the city
 * picker's panel, the resume form's consent) and widgets reached by a client-side navigation.
 */
export function addWidgetCssToHead(css: string, doc: Document = document): void {
  const present = [...doc.head.querySelectorAll(`style[${WIDGET_CSS_ATTRIBUTE}]`)].some((style) => style.textContent === css);
  if (present) return;
  const style = doc.createElement('style');
  style.setAttribute(WIDGET_CSS_ATTRIBUTE, '');
  style.textContent = css;
  doc.head.append(style);
}

const SITE_WIDGETS: WidgetEnvironment = { styleMode: 'head', nonce: undefined, adopt: (css) => addWidgetCssToHead(css) };

/**
 * The site's widgets keep their CSS in the head, not beside themselves: a `<style>` in the body
 * is valid HTML only when its rules reach nothing outside its parent, and the widgets' shared
 * `.cmsw-root` rules reach every widget of the page.
 */
export function SiteWidgets({ children }: { children: ReactNode }) {
  return <WidgetEnvironmentProvider value={SITE_WIDGETS}>{children}</WidgetEnvironmentProvider>;
}

/**
 * A widget's CSS in the built page's head (a Head export, or onRenderBody for the footer's
 * floating buttons), so the server-rendered widget is styled before hydration.
 */
export function WidgetHeadStyle({ css }: { css: string }) {
  return <style {...{ [WIDGET_CSS_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: css }} />;
}
