/**
 * The widths the preview shows a page at, in CSS pixels: a common phone's (iPhone 12 to 15) and a
 * laptop's. The height is the screen's, so the first screen shows what a visitor sees first.
 */
export const PREVIEW_WIDTHS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/** How much a frame `frameWidth` wide is scaled to fit `available` pixels: never enlarged, 1 until measured. */
export function previewScale(frameWidth: number, available: number | null): number {
  if (available === null || available <= 0) return 1;
  return Math.min(1, available / frameWidth);
}
