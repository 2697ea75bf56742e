import type { ImagesWithoutAlt } from '../../../../contract/media/mediaAsset';
import { refusal } from '../../refusal';

/** A publish refused because it would show pictures without alternative text: the message, and the pictures to fix; null for any other failure. */
export interface AltRefusal extends ImagesWithoutAlt {
  message: string;
}

export function altRefusal(error: unknown): AltRefusal | null {
  const refused = refusal<ImagesWithoutAlt>(error, 422);
  const images = refused?.data.images;
  return refused && Array.isArray(images) ? { message: refused.message, images } : null;
}
