import React from 'react';
import type { ProductDocument, ProductText } from '../../../../contract/content/documents/product';
import { toApiLanguage } from '../../../../contract/language';
import type { SiteLanguage } from '../../../../contract/siteRoutes';
import { EquipmentSections } from '../content/EquipmentSections';
import { useCopy } from '../content/i18n';
import { EQUIPMENT_PAGES } from '../content/products/equipmentPages';
import { CloudCards, SoftwareGroups, type ProductCenterItem } from '../content/products/ProductCenterBlocks';
import { Section } from '../content/Section';
import { MissingLanguage } from './PreviewMessage';

/**
 * A product's working copy where the site shows it in full: an AGV type or a stacker series as
 * its section of the equipment page, a software product in the product center's software
 * groups, a cloud platform as its card there.
 */
export function ProductPreview({ product, language }: { product: ProductDocument; language: SiteLanguage }) {
  const t = useCopy('pages');
  const text = product.texts[toApiLanguage(language)];
  if (!text) return <MissingLanguage />;
  const item = centerItem(product, text);
  if (product.productType === 'agv' || product.productType === 'stacker') {
    const { copyKey, param } = EQUIPMENT_PAGES[product.productType];
    return <EquipmentSections products={[item]} param={param} search="" hash="" navLabel={t(`${copyKey}.navLabel`)} />;
  }
  if (product.productType === 'software') {
    return (
      <Section id="software" title={t('productCenter.software.title')} intro={<p>{t('productCenter.software.intro')}</p>}>
        <SoftwareGroups products={[item]} />
      </Section>
    );
  }
  return (
    <Section id="cloud" title={t('productCenter.cloud.title')} intro={<p>{t('productCenter.cloud.intro')}</p>} tone="muted">
      <CloudCards products={[item]} />
    </Section>
  );
}

function centerItem(product: ProductDocument, text: ProductText): ProductCenterItem {
  return {
    productKey: product.productKey,
    productGroup: text.group,
    title: text.title,
    description: text.description,
    content: text.content,
    image: product.image,
    url: product.url,
    highlights: text.highlights,
  };
}
