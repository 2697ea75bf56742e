import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { streamDownloadRequests, type DownloadRequestFilter, type InboxDownloadRequest } from './downloadRequestInbox';
import { completeInBatches } from '../exports/completeInBatches';
import { touchesOfSubmissions } from '../attribution/submissionTouches';
import { touchExportColumns, withTouchFields, type TouchExportFields } from '../attribution/touchExport';
import type { ExportDefinition } from '../exports/exportDefinition';
import { DOWNLOAD_REQUEST_STATUS_LABELS } from '../../contract/downloadRequestStatus';
import { LANGUAGE_NAMES } from '../../contract/language';

/** A download request as exported: with its touches. */
export type DownloadRequestExportRow = InboxDownloadRequest & TouchExportFields;

/** Every download request the filter keeps, newest first, each with its touches. */
export const downloadRequestExportRows = (db: Kysely<Database>, filter: DownloadRequestFilter): AsyncIterable<DownloadRequestExportRow> =>
  completeInBatches(streamDownloadRequests(db, filter), async (requests) =>
    withTouchFields(requests, await touchesOfSubmissions(db, 'download_request', requests.map((request) => request.id))),
  );

/** The download requests export: who asked for which brochure, without the visitor's IP address. */
export const DOWNLOAD_REQUEST_EXPORT: ExportDefinition<DownloadRequestExportRow> = {
  fileStem: 'download-requests',
  sheetTitle: { zh: '资料下载申请', en: 'Download requests' },
  columns: [
    { key: 'id', zh: '编号', en: 'ID' },
    { key: 'createdAt', zh: '提交时间', en: 'Submitted at', kind: 'time' },
    { key: 'status', zh: '状态', en: 'Status', kind: { labels: DOWNLOAD_REQUEST_STATUS_LABELS } },
    { key: 'fileTitle', zh: '资料', en: 'Brochure' },
    { key: 'name', zh: '联系人', en: 'Contact' },
    { key: 'phone', zh: '电话', en: 'Phone' },
    { key: 'company', zh: '公司', en: 'Company' },
    { key: 'email', zh: '邮箱', en: 'Email' },
    { key: 'language', zh: '语言', en: 'Language', kind: { labels: LANGUAGE_NAMES } },
    { key: 'readAt', zh: '首次阅读时间', en: 'First read at', kind: 'time' },
    ...touchExportColumns<DownloadRequestExportRow>(),
  ],
};
