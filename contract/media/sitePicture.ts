import type { ApiLanguage } from '../language';

/** One set of a picture's files in one format, for a `<source>` of a `<picture>`. */
export interface SitePictureSource {
  /** `image/avif`, `image/webp`. */
  type: string;
  /** `address 400w, address 800w`: every width of the set in this format. */
  srcSet: string;
}

/**
 * A picture of the media library as the site's build renders it, answered for every address a
 * content field may store (each variant in the fallback format, and the original): the set of
 * files that address belongs to (the whole picture at each width, or the cropped thumbnails),
 * the largest one's size (a page never shows it larger), and the library's alternative texts.
 */
export interface SitePicture {
  /** The address content stores (`/cms/static/images/…`). */
  address: string;
  /** The largest file of the set: the `<img>` shows no wider. Null for a picture of unknown size. */
  width: number | null;
  height: number | null;
  alt: Record<ApiLanguage, string>;
  /** A decorative picture is shown with `alt=""`. */
  decorative: boolean;
  /** The fallback format's files (`address 400w, …`), for the `<img>`; '' when there is one file only. */
  srcSet: string;
  /** The modern formats, best first; none for an SVG or a picture adopted with its one file. */
  sources: SitePictureSource[];
}
