import { graphql } from 'gatsby';
import React from 'react';
import { useTranslation } from 'react-i18next';
import { toApiLanguage } from '../../../../contract/language';
import { cmsAsset } from '../../runtime/cmsOrigin';
import { CMS_IMAGE_HEIGHT, CMS_IMAGE_WIDTH } from './CmsImage';

/** What a page queries of a picture of the media library (`CmsPicture`, the CMS's `SitePicture`). */
export const contentPictureFragment = graphql`
  fragment ContentPicture on CmsPicture {
    width
    height
    alt {
      zh
      en
    }
    decorative
    srcSet
    sources {
      type
      srcSet
    }
  }
`;

/** The fragment's fields, as the build and a test give them. */
export interface PictureFiles {
  readonly width: number | null;
  readonly height: number | null;
  readonly alt: { readonly zh: string; readonly en: string };
  readonly decorative: boolean;
  readonly srcSet: string;
  readonly sources: ReadonlyArray<{ readonly type: string; readonly srcSet: string }>;
}

export interface ContentPictureProps {
  /** The address the content stores. */
  src: string;
  /** The media library's picture at `src`; null when the page has none (a page rendered at run time, a picture the library lacks). */
  picture: PictureFiles | null | undefined;
  /** The alternative text when the library has none in the page's language. */
  fallbackAlt: string;
  /** How wide the picture is shown, for the browser's choice in `srcset` (`(min-width: 56rem) 52rem, 100vw`). */
  sizes: string;
  className?: string;
  /** The first, above-the-fold picture of a page loads eagerly; all others lazily. */
  eager?: boolean;
}

/** Each address of a `srcset` as the browser must request it. */
const servedSrcSet = (srcSet: string) =>
  srcSet
    .split(', ')
    .map((entry) => {
      const [address, width] = entry.split(' ');
      return `${cmsAsset(address!)} ${width}`;
    })
    .join(', ');

/**
 * A picture of the content as the media library describes it: its alternative text in the page's
 * language (none for a decorative one), its AVIF and WebP files before the fallback in a
 * `<picture>`, each format's widths in `srcset`, and its largest file's size as `width` and
 * `height`, so the page reserves its space and (with the stylesheet's `max-width`) never shows
 * it larger than it is.
 */
export function ContentPicture({ src, picture, fallbackAlt, sizes, className, eager = false }: ContentPictureProps) {
  const { i18n } = useTranslation();
  if (!src) return null;
  const language = toApiLanguage(i18n.language);
  const described = picture?.alt[language].trim();
  const alt = picture?.decorative ? '' : described || fallbackAlt;
  const widths = picture?.srcSet ? { srcSet: servedSrcSet(picture.srcSet), sizes } : {};
  const image = (
    <img
      src={cmsAsset(src)}
      {...widths}
      alt={alt}
      width={picture?.width ?? CMS_IMAGE_WIDTH}
      height={picture?.height ?? CMS_IMAGE_HEIGHT}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'auto' : 'async'}
      {...(eager ? { fetchpriority: 'high' } : {})}
    />
  );
  if (!picture || picture.sources.length === 0) return image;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={servedSrcSet(source.srcSet)} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
