/** A video of the company video centre (`media/list`, `mediaDetails/{id}`). */
export interface MediaItem {
  mediaId: number;
  mediaTitle: string;
  mediaDescription: string;
  /** Root-relative URL of the poster image. */
  mediaCover: string;
  /** Root-relative URL of the video file. */
  mediaUrl: string;
  /** Length in seconds. */
  duration: number;
  publishTime: string;
}
