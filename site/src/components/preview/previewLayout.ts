import type { SettingsDocument } from '../../../../contract/content/documents/settings';
import { toApiLanguage } from '../../../../contract/language';
import type { SiteLanguage } from '../../../../contract/siteRoutes';
import type { LayoutData, LayoutFriendlyLink } from '../layout/layoutData';

/**
 * What the header and footer show, from the settings' working copy in one language and the
 * friendly links given. The menus (case categories, products) are left empty: they are other
 * items' content, shown by those items' own previews.
 */
export function previewLayoutData(settings: SettingsDocument, language: SiteLanguage, friendlyLinks: LayoutFriendlyLink[] = []): LayoutData {
  return {
    language,
    settings: { language, ...settings.shared, ...settings.texts[toApiLanguage(language)] },
    caseCategories: [],
    platforms: [],
    softwareGroups: [],
    equipmentImages: { agv: null, stacker: null },
    friendlyLinks,
    buildYear: new Date().getFullYear(),
  };
}
