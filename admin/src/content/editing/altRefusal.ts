import { HttpError } from 'react-admin';
import type { ImagesWithoutAlt } from '../../../../contract/media/mediaAsset';

/** A publish refused because it would show pictures without alternative text: the message, and the pictures to fix; null for any other failure. */
export interface AltRefusal extends ImagesWithoutAlt {
  message: string;
}

export function altRefusal(error: unknown): AltRefusal | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const body = error.body as { data?: Partial<ImagesWithoutAlt> } | null;
  const images = body?.data?.images;
  return Array.isArray(images) ? { message: error.message, images } : null;
}
