import { graphql, type SliceComponentProps } from 'gatsby';
import React, { useMemo } from 'react';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { useHydratedPathname } from '../components/layout/currentPathname';
import { SiteHeader } from '../components/layout/header/SiteHeader';
import { selectLayoutData } from '../components/layout/layoutData';
import { pageOf } from '../components/layout/pageOf';
import { SliceTranslations } from './sliceTranslations';

export interface LayoutSliceContext {
  language: SiteLanguage;
}

/**
 * The site header as a Gatsby Slice, one per language (site/gatsby/layoutSlices.ts). Its server HTML marks
 * no entry as current: the page is unknown there. Once the page has hydrated, the header gets
 * the page's path and marks its section.
 */
export default function HeaderSlice({ data, sliceContext }: SliceComponentProps<Queries.HeaderSliceQuery, LayoutSliceContext>) {
  const { language } = sliceContext;
  const layoutData = useMemo(() => selectLayoutData(data, language), [data, language]);
  const pathname = useHydratedPathname() ?? '';
  return (
    <SliceTranslations language={language} locales={data.locales}>
      <SiteHeader data={layoutData} language={language} path={pageOf(pathname).path} pathname={pathname} />
    </SliceTranslations>
  );
}

export const query = graphql`
  query HeaderSlice($language: String!) {
    ...LayoutSettings
    ...LayoutMenus
    ...LayoutLocales
  }
`;
