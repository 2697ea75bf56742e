import type { ApiLanguage } from './language';

/**
 * Where sales stand with a download request: a brochure request is a lighter signal than a lead,
 * so it is only taken up (contacted) or set aside (spam), and either may be undone.
 */
export const DOWNLOAD_REQUEST_STATUSES = ['new', 'contacted', 'spam'] as const;
export type DownloadRequestStatus = (typeof DOWNLOAD_REQUEST_STATUSES)[number];

/** What staff call each status, on screen and in exports. */
export const DOWNLOAD_REQUEST_STATUS_LABELS = {
  zh: { new: '新申请', contacted: '已联系', spam: '垃圾信息' },
  en: { new: 'New', contacted: 'Contacted', spam: 'Spam' },
} satisfies Record<ApiLanguage, Record<DownloadRequestStatus, string>>;
