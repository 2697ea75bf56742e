import type { DownloadGrant } from '../../../../../contract/entities/submissions';

export interface DownloadItem {
  articleId: number;
  articleTitle: string;
  articleSummary: string;
  articleThumbnail: string;
  date: string;
  fileId: number | null;
  fileUrl: string | null;
}

export interface DownloadGroup {
  key: string;
  title: string;
  items: DownloadItem[];
}

/** Where the last download request stands, shown beside its card. */
export type DownloadStatus =
  | { kind: 'idle' }
  | { kind: 'sending'; articleId: number }
  | { kind: 'done'; articleId: number; grant: DownloadGrant; started: boolean }
  | { kind: 'error'; articleId: number; message: string };
