import { DOWNLOAD_REQUEST_STATUSES } from '../../../contract/downloadRequestStatus';

/** Names are message keys react-admin translates. */
export const DOWNLOAD_STATUS_CHOICES = DOWNLOAD_REQUEST_STATUSES.map((status) => ({ id: status, name: `app.downloadStatus.${status}` }));
