import React from 'react';
import { cmsAsset } from '../../runtime/cmsOrigin';

/** Seeded and uploaded CMS pictures are 640 × 400; width and height reserve their space. */
export const CMS_IMAGE_WIDTH = 640;
export const CMS_IMAGE_HEIGHT = 400;

export interface CmsImageProps {
  /** CMS path (`/cms/static/images/...`) or absolute URL. */
  src: string;
  /** Text alternative in the page's language; '' only for a purely decorative picture. */
  alt: string;
  className?: string;
  /** The first, above-the-fold picture of a page loads eagerly; all others lazily. */
  eager?: boolean;
  width?: number;
  height?: number;
}

export function CmsImage({ src, alt, className, eager = false, width = CMS_IMAGE_WIDTH, height = CMS_IMAGE_HEIGHT }: CmsImageProps) {
  if (!src) return null;
  return (
    <img
      src={cmsAsset(src)}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'auto' : 'async'}
      {...(eager ? { fetchpriority: 'high' } : {})}
    />
  );
}
