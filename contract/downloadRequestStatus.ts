/**
 * Where sales stand with a download request: a brochure request is a lighter signal than a lead,
 * so it is only taken up (contacted) or set aside (spam), and either may be undone.
 */
export const DOWNLOAD_REQUEST_STATUSES = ['new', 'contacted', 'spam'] as const;
export type DownloadRequestStatus = (typeof DOWNLOAD_REQUEST_STATUSES)[number];
