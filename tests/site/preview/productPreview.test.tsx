// @vitest-environment jsdom
/**
 * A product's working copy where the site shows it in full, from plain documents: an AGV type as
 * its section of the equipment page, software in the product center's groups, a cloud platform
 * as its card; a language without text says the product is hidden on that language's site.
 */
import { render, screen, within } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductDocument } from '../../../contract/content/documents/product';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import { ProductPreview } from '../../../site/src/components/preview/ProductPreview';
import { siteWrapper } from '../cases/siteHarness';

let harness: ReturnType<typeof siteWrapper>;
afterEach(() => expect(harness.missing).toEqual([]));

const product: ProductDocument = {
  productType: 'agv',
  productKey: 'draft-lifter',
  image: '/cms/static/images/draft-lifter.svg',
  url: '/AGVDetails?type=draft-lifter',
  sort: 1,
  texts: {
    zh: { title: '草稿：顶升式 AGV', description: '草稿描述', content: '<h2>草稿标题</h2><p>草稿详情</p>', group: '', highlights: ['载重 2 吨'] },
    en: { title: 'Draft: lifting AGV', description: 'Draft description', content: '<h2>Draft heading</h2><p>Draft details</p>', group: 'Draft group', highlights: ['2 t payload'] },
  },
};

function show(language: SiteLanguage, document: ProductDocument) {
  harness = siteWrapper(language);
  return render(<ProductPreview product={document} language={language} />, { wrapper: harness.wrapper });
}

describe('the preview of a product', () => {
  it('shows an AGV type as its section of the equipment page, in each language', () => {
    const { container, unmount } = show('zh-CN', product);
    const section = container.querySelector('section#draft-lifter') as HTMLElement;
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('草稿：顶升式 AGV');
    expect(within(section).getByText('载重 2 吨').tagName).toBe('LI');
    expect(within(section).getByText('草稿详情')).toBeTruthy();
    expect(within(section).getByRole('img', { name: '草稿：顶升式 AGV' }).getAttribute('src')).toContain('/cms/static/images/draft-lifter');
    unmount();

    show('en-US', product);
    expect(screen.getByRole('heading', { level: 2, name: 'Draft: lifting AGV' })).toBeTruthy();
    expect(screen.getByText('Draft details')).toBeTruthy();
  });

  it('shows software under its group heading, and a cloud platform as a card linking out', () => {
    const { unmount } = show('en-US', { ...product, productType: 'software' });
    expect(screen.getByRole('heading', { level: 3, name: 'Draft group' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Draft: lifting AGV' })).toBeTruthy();
    unmount();

    show('en-US', { ...product, productType: 'platform', url: 'https://cloud.example.com/' });
    const card = screen.getByRole('heading', { level: 3, name: 'Draft: lifting AGV' }).closest('li') as HTMLElement;
    expect(within(card).getByRole('link').getAttribute('href')).toBe('https://cloud.example.com/');
  });

  it("says a language without text is hidden on that language's site", () => {
    const { container } = show('en-US', { ...product, texts: { zh: product.texts.zh, en: null } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Not written in English');
    expect(container.textContent).not.toContain('草稿');
  });
});
