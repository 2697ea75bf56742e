import type { Translated } from '../protocol';

export interface VideoText {
  title: string;
  description: string;
}

/** A film of the company video centre. */
export interface VideoDocument {
  /** Root-relative URL of the poster image (from the media library). */
  cover: string;
  /** Root-relative URL of the video file (from the media library), or an http(s) address. */
  videoUrl: string;
  durationSeconds: number;
  /** YYYY-MM-DD */
  publishTime: string;
  sort: number;
  texts: Translated<VideoText>;
}
