import React from 'react';
import type { ServiceLocationDocument } from '../../../../contract/content/documents/serviceLocation';
import { toApiLanguage } from '../../../../contract/language';
import type { SiteLanguage } from '../../../../contract/siteRoutes';
import { useCopy } from '../content/i18n';
import { Section } from '../content/Section';
import { ServiceLocationGroup } from '../content/service/ServiceLocationGroup';
import { MissingLanguage } from './PreviewMessage';

/** A service location's working copy in the service page's locations section, under its type. */
export function ServiceLocationPreview({ id, location, language }: { id: number; location: ServiceLocationDocument; language: SiteLanguage }) {
  const t = useCopy('pages');
  const text = location.texts[toApiLanguage(language)];
  if (!text) return <MissingLanguage />;
  return (
    <Section id="locations" title={t('serviceSupport.locations.title')} intro={<p>{t('serviceSupport.locations.intro')}</p>} tone="muted">
      <ServiceLocationGroup
        type={location.locationType}
        locations={[{ locationId: id, locationName: text.name, province: text.province, address: text.address, phone: location.phone }]}
      />
    </Section>
  );
}
