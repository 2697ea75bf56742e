import type { ApiLanguage } from '../language';

/**
 * The media library of the back office (`/cms/admin/api/media`): pictures and files editors
 * upload once and then pick in forms. Pictures are converted at upload into the widths and
 * formats the site serves; the stored original keeps its format but loses its metadata.
 */

/** `image`: a picture (JPEG, PNG, WebP, AVIF, SVG); `file`: a document or a film (PDF, MP4). */
export type MediaAssetKind = 'image' | 'file';

/** Widths a picture is served at (never wider than the upload: a smaller one gets its own width only). */
export const MEDIA_IMAGE_WIDTHS = [400, 800, 1600] as const;

/** Widths of the cropped thumbnails the lists and cards show, at the site's 16 : 10 picture frame. */
export const MEDIA_THUMBNAIL_WIDTHS = [400, 800] as const;
export const MEDIA_THUMBNAIL_ASPECT = { width: 16, height: 10 } as const;

/** The formats of a raster picture's variants: the modern two, and the original's as the fallback. */
export type MediaImageFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** One served file of an asset. */
export interface MediaVariant {
  /** `original`, `w<width>` (the whole picture) or `thumb-w<width>` (cropped around the focal point). */
  name: string;
  format: MediaImageFormat | 'svg' | 'pdf' | 'mp4';
  width: number | null;
  height: number | null;
  url: string;
}

/** Where an asset is used: one row per place that names one of its files. */
export interface MediaUsage {
  /** What uses it: `article`, `product`, `video`, `setting`, or a `draft` not yet published (its id is `<content kind>/<item id>`). */
  kind: 'article' | 'product' | 'video' | 'setting' | 'draft';
  id: string;
  /** The field that names it (`thumbnail`, `content`, `file`, `image`, `cover`, `videoUrl`, a setting's key). */
  field: string;
  /** The item's name, to find it by. */
  label: string;
  /** The language of an item's title in `label`; null where `label` is a code (a draft's, a setting's). */
  labelLanguage: ApiLanguage | null;
}

/** A row of `GET media` and the answer of `GET/PUT media/<id>` and `POST media`. */
export interface MediaAsset {
  id: number;
  kind: MediaAssetKind;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  /** Where the thumbnails' crop centres, from 0 (left, top) to 1 (right, bottom). */
  focalX: number;
  focalY: number;
  alt: Record<ApiLanguage, string>;
  /** A decorative picture needs no alternative text (the site gives it `alt=""`). */
  decorative: boolean;
  /** The address a form stores: the original (a file, an SVG) or the fallback format at its largest width. */
  url: string;
  /** The small cropped fallback, for grids and pickers. */
  thumbnailUrl: string | null;
  variants: MediaVariant[];
  /** The `stored_file` an article attaches (a PDF), so it can be picked as an article's file. */
  storedFileId: number | null;
  /** The uploader's e-mail; `seed`, `import` or `content` for a picture the library took from where content already named it. */
  createdBy: string;
  createdAt: string;
}

/** `PUT media/<id>`: what an editor may change after the upload. */
export interface MediaAssetChange {
  alt: Record<ApiLanguage, string>;
  decorative: boolean;
  focalX: number;
  focalY: number;
}

/** The 409 answer of `DELETE media/<id>` while something uses it. */
export interface MediaInUse {
  usages: MediaUsage[];
}

/** Whether a picture may be shown as meaningful content: it has alternative text in both languages, or is decorative. */
export function hasRequiredAlt(asset: Pick<MediaAsset, 'kind' | 'alt' | 'decorative'>): boolean {
  return asset.kind !== 'image' || asset.decorative || (asset.alt.zh.trim() !== '' && asset.alt.en.trim() !== '');
}

/** A picture a publish found without alternative text in a language the item is shown in. */
export interface ImageWithoutAlt {
  assetId: number;
  fileName: string;
  language: ApiLanguage;
}

/** The data of the 422 answer refusing such a publish: each picture and language, to fix in the media library. */
export interface ImagesWithoutAlt {
  images: ImageWithoutAlt[];
}
