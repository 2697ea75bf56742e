import React from 'react';
import type { FriendlyLinkDocument } from '../../../../contract/content/documents/friendlyLink';
import type { SettingsDocument } from '../../../../contract/content/documents/settings';
import { toApiLanguage } from '../../../../contract/language';
import type { SiteLanguage } from '../../../../contract/siteRoutes';
import { SiteFooter } from '../layout/footer/SiteFooter';
import { MissingLanguage } from './PreviewMessage';
import { previewLayoutData } from './previewLayout';

export interface FriendlyLinkPreviewProps {
  id: number;
  link: FriendlyLinkDocument;
  settings: SettingsDocument;
  language: SiteLanguage;
}

/**
 * A friendly link's working copy in the footer of its language's site (the footer's other links
 * left out). A link is written in one language: the other language's footer never shows it.
 */
export function FriendlyLinkPreview({ id, link, settings, language }: FriendlyLinkPreviewProps) {
  if (link.language !== toApiLanguage(language)) return <MissingLanguage />;
  const friendlyLinks = [{ language, blogrollId: id, blogrollName: link.name, blogrollLink: link.link }];
  return <SiteFooter data={previewLayoutData(settings, language, friendlyLinks)} language={language} />;
}
