import type { GatsbyBrowser } from 'gatsby';
import React from 'react';
import { Layout } from '../components/layout/Layout';

/** Every page renders inside the layout; the i18n plugin's provider wraps this element. */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
