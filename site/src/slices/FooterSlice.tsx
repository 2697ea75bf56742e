import { graphql, type SliceComponentProps } from 'gatsby';
import React, { useMemo } from 'react';
import { FloatingConsult } from '../../../widgets/floating/FloatingConsult';
import { SiteFooter } from '../components/layout/footer/SiteFooter';
import { selectLayoutData } from '../components/layout/layoutData';
import { CMS_ORIGIN, cmsAsset } from '../runtime/cmsOrigin';
import type { LayoutSliceContext } from './HeaderSlice';
import { SliceTranslations } from './sliceTranslations';
import { SiteWidgets } from '../components/layout/widgetStyles';

/**
 * The site footer as a Gatsby Slice, one per language (site/gatsby/layoutSlices.ts), with the floating side
 * buttons and the consult dialog (the widgets', widgets/floating/), which show the same company
 * settings: a changed phone number or QR code re-renders this slice, not the pages.
 */
export default function FooterSlice({ data, sliceContext }: SliceComponentProps<Queries.FooterSliceQuery, LayoutSliceContext>) {
  const { language } = sliceContext;
  const layoutData = useMemo(() => selectLayoutData(data, language), [data, language]);
  const settings = layoutData.settings;
  return (
    <SliceTranslations language={language} locales={data.locales}>
      <SiteFooter data={layoutData} language={language} />
      <SiteWidgets>
        <FloatingConsult
          language={language}
          cmsUrl={CMS_ORIGIN}
          qrImageUrl={settings ? cmsAsset(settings.wechatQrCode) : undefined}
          openingHours={settings?.openingHours}
        />
      </SiteWidgets>
    </SliceTranslations>
  );
}

export const query = graphql`
  query FooterSlice($language: String!) {
    ...LayoutSettings
    ...LayoutFooterLinks
    ...LayoutLocales
  }
`;
