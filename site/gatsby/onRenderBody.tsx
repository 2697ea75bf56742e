import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { FLOATING_CSS } from '../../widgets/floating/floating.css';
import { WidgetHeadStyle } from '../src/components/layout/widgetStyles';
import { writeDocumentLanguage } from '../src/navigation/documentLanguage';

/**
 * Every built page: its language on `<html>`, and in its head the CSS of the floating buttons the
 * footer slice renders on every page (the widgets keep their CSS in the head on the site:
 * site/src/components/layout/widgetStyles.tsx).
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = (args) => {
  writeDocumentLanguage(args);
  args.setHeadComponents([<WidgetHeadStyle key="floating-widget-css" css={FLOATING_CSS} />]);
};
