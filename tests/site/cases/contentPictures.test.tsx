// @vitest-environment jsdom
/**
 * Content pictures as the media library describes them: the pictures the CMS answers the build
 * (`sitePicturesOf`, what `internal/sitePictures` sends) for a photo's files and for a seeded
 * drawing, rendered by the case page's and the equipment pages' components in each language.
 */
import { render } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SitePicture } from '../../../contract/media/sitePicture';
import type { SiteLanguage } from '../../../contract/siteRoutes';
import type { StoredVariant } from '../../../cms/media/assetFiles';
import { sitePicturesOf } from '../../../cms/media/sitePictures';
import { CaseArticle, type CaseArticleView } from '../../../site/src/components/cases/CaseArticle';
import { EquipmentSections } from '../../../site/src/components/content/EquipmentSections';
import { siteWrapper } from './siteHarness';

let harness: ReturnType<typeof siteWrapper>;
afterEach(() => expect(harness.missing).toEqual([]));

const PHOTO_ALT = { zh: '穿梭车在冷库巷道中搬运托盘', en: 'A shuttle carrying a pallet in a cold-store aisle' };
const TITLE = '陕西某果业公司苹果气调立体库';

/** The files an upload of a 1200 × 900 photo is stored as (cms/media/imageVariants.ts). */
const photoFiles: StoredVariant[] = [
  { name: 'original', format: 'jpeg', width: 1200, height: 900, path: 'images/media/k/original.jpg' },
  ...[400, 800].flatMap((width) =>
    (['avif', 'webp', 'jpeg'] as const).flatMap((format): StoredVariant[] => [
      { name: `w${width}`, format, width, height: width * 0.75, path: `images/media/k/w${width}.${format}` },
      { name: `thumb-w${width}`, format, width, height: width * 0.625, path: `images/media/k/thumb-w${width}.${format}` },
    ]),
  ),
];
const photo = (decorative = false) => new Map(sitePicturesOf({ alt: PHOTO_ALT, decorative, variants: photoFiles }).map((picture) => [picture.address, picture]));
const THUMBNAIL = '/cms/static/images/media/k/thumb-w400.jpeg';

const view = (thumbnail: string, picture: SitePicture | null | undefined): CaseArticleView => ({
  articleId: 1,
  articleTitle: TITLE,
  articleThumbnail: thumbnail,
  thumbnailPicture: picture,
  articleContent: '<p>正文</p>',
  publishTime: '2026-11-20',
  classifyName: '食品饮料',
  outLink: 'foodBeverage',
  previous: null,
  next: null,
});

function show(language: SiteLanguage, article: CaseArticleView) {
  harness = siteWrapper(language);
  return render(<CaseArticle article={article} />, { wrapper: harness.wrapper }).container;
}

describe('the case page\'s picture', () => {
  it('has the library\'s alternative text in the page\'s language, not the case title', () => {
    expect(show('zh-CN', view(THUMBNAIL, photo().get(THUMBNAIL))).querySelector('img')!.getAttribute('alt')).toBe(PHOTO_ALT.zh);
    document.body.innerHTML = '';
    expect(show('en-US', view(THUMBNAIL, photo().get(THUMBNAIL))).querySelector('img')!.getAttribute('alt')).toBe(PHOTO_ALT.en);
  });

  it('offers the thumbnail\'s AVIF and WebP files by width, and is given its largest file\'s size, no more', () => {
    const container = show('zh-CN', view(THUMBNAIL, photo().get(THUMBNAIL)));
    const sources = [...container.querySelectorAll('picture > source')].map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')]);
    const sizes = container.querySelector('img')!.getAttribute('sizes');
    expect(sizes).toMatch(/52rem/);
    expect(sources).toEqual([
      ['image/avif', '/cms/static/images/media/k/thumb-w400.avif 400w, /cms/static/images/media/k/thumb-w800.avif 800w', sizes],
      ['image/webp', '/cms/static/images/media/k/thumb-w400.webp 400w, /cms/static/images/media/k/thumb-w800.webp 800w', sizes],
    ]);
    const image = container.querySelector('picture > img')!;
    expect(image.getAttribute('src')).toBe(THUMBNAIL);
    expect(image.getAttribute('srcset')).toBe('/cms/static/images/media/k/thumb-w400.jpeg 400w, /cms/static/images/media/k/thumb-w800.jpeg 800w');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '500']);
    // Not the drawing's class, which lets an SVG fill the column.
    expect(image.className.split(' ')).toHaveLength(1);
  });

  it('offers the whole picture\'s files when the case names one of them', () => {
    const whole = '/cms/static/images/media/k/w800.jpeg';
    const image = show('zh-CN', view(whole, photo().get(whole))).querySelector('picture > img')!;
    expect(image.getAttribute('srcset')).toBe('/cms/static/images/media/k/w400.jpeg 400w, /cms/static/images/media/k/w800.jpeg 800w');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '600']);
  });

  it('gives a decorative picture an empty alternative text', () => {
    expect(show('zh-CN', view(THUMBNAIL, photo(true).get(THUMBNAIL))).querySelector('img')!.getAttribute('alt')).toBe('');
  });

  it('falls back to the case title where the library has no text in the language, or the page no picture (rendered at run time)', () => {
    const undescribed = sitePicturesOf({ alt: { zh: ' ', en: 'Only English' }, decorative: false, variants: photoFiles }).find((picture) => picture.address === THUMBNAIL);
    expect(show('zh-CN', view(THUMBNAIL, undescribed)).querySelector('img')!.getAttribute('alt')).toBe(TITLE);
    document.body.innerHTML = '';
    const image = show('zh-CN', view(THUMBNAIL, null)).querySelector('img')!;
    expect(image.getAttribute('alt')).toBe(TITLE);
    expect(image.closest('picture')).toBeNull();
  });

  it('shows a drawing (SVG) as its one file, at its own size, filling the column', () => {
    const address = '/cms/static/images/succeedCase-1.svg';
    const [drawing] = sitePicturesOf({ alt: { zh: '插图：立体库', en: 'Illustration: a high-bay warehouse' }, decorative: false, variants: [{ name: 'original', format: 'svg', width: 640, height: 400, path: 'images/succeedCase-1.svg' }] });
    const container = show('en-US', view(address, drawing));
    expect(container.querySelector('picture')).toBeNull();
    const image = container.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('Illustration: a high-bay warehouse');
    expect(image.getAttribute('srcset')).toBeNull();
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '400']);
    expect(image.className.split(' ')).toHaveLength(2);
  });
});

describe('an equipment page\'s product picture', () => {
  const product = (picture: SitePicture | null) => ({
    productKey: 'forklift',
    title: '无人叉车',
    description: '室内外通用',
    content: '<p>正文</p>',
    image: '/cms/static/images/media/k/w800.jpeg',
    picture,
    highlights: [],
  });
  const showProduct = (picture: SitePicture | null) => {
    harness = siteWrapper('zh-CN');
    return render(<EquipmentSections products={[product(picture)]} param="type" search="" hash="" navLabel="型号" />, { wrapper: harness.wrapper }).container;
  };

  it('has the library\'s text and the whole picture\'s files, at most its own size', () => {
    const container = showProduct(photo().get('/cms/static/images/media/k/w800.jpeg')!);
    const image = container.querySelector('picture > img')!;
    expect(image.getAttribute('alt')).toBe(PHOTO_ALT.zh);
    expect(image.getAttribute('srcset')).toBe('/cms/static/images/media/k/w400.jpeg 400w, /cms/static/images/media/k/w800.jpeg 800w');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '600']);
    expect(container.querySelectorAll('picture > source')).toHaveLength(2);
  });

  it('falls back to the product\'s title without a picture from the library (a draft preview)', () => {
    expect(showProduct(null).querySelector('img')!.getAttribute('alt')).toBe('无人叉车');
  });
});
