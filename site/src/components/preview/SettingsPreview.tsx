import React from 'react';
import type { SettingsDocument } from '../../../../contract/content/documents/settings';
import { PREVIEW_PATH } from '../../../../contract/content/preview';
import { localizedPath, type SiteLanguage } from '../../../../contract/siteRoutes';
import { SiteFooter } from '../layout/footer/SiteFooter';
import { SiteHeader } from '../layout/header/SiteHeader';
import { previewLayoutData } from './previewLayout';

/**
 * The settings' working copy as the header and the footer show them: the company's names, phones,
 * mailbox, address, QR codes and filing record. Both languages are always written.
 */
export function SettingsPreview({ settings, language }: { settings: SettingsDocument; language: SiteLanguage }) {
  const data = previewLayoutData(settings, language);
  return (
    <>
      <SiteHeader data={data} language={language} path={PREVIEW_PATH} pathname={localizedPath(PREVIEW_PATH, language)} />
      <SiteFooter data={data} language={language} />
    </>
  );
}
