import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notesOfLeads, streamLeads, type InboxLead, type LeadFilter } from './leadInbox';
import { completeInBatches } from '../exports/completeInBatches';
import type { ExportDefinition, ExportNote } from '../exports/exportDefinition';
import { LANGUAGE_NAMES } from '../../contract/language';
import { LEAD_STATUS_LABELS } from '../../contract/leadStatus';
import { touchesOfSubmissions } from '../attribution/submissionTouches';
import { touchExportColumns, withTouchFields, type TouchExportFields } from '../attribution/touchExport';

/** A lead as exported: with the staff's notes on it and its touches. */
export type LeadExportRow = InboxLead & { notes: ExportNote[] } & TouchExportFields;

/** Every lead the filter keeps, newest first, each with its notes and touches. */
export const leadExportRows = (db: Kysely<Database>, filter: LeadFilter): AsyncIterable<LeadExportRow> =>
  completeInBatches(streamLeads(db, filter), async (leads) => {
    const ids = leads.map((lead) => lead.id);
    const notes = await notesOfLeads(db, ids);
    return withTouchFields(leads.map((lead) => ({ ...lead, notes: notes.get(lead.id) ?? [] })), await touchesOfSubmissions(db, 'lead', ids));
  });

/** The leads export: what sales work from in a spreadsheet, without the visitor's IP address. */
export const LEAD_EXPORT: ExportDefinition<LeadExportRow> = {
  fileStem: 'leads',
  sheetTitle: { zh: '线索', en: 'Leads' },
  columns: [
    { key: 'id', zh: '编号', en: 'ID' },
    { key: 'createdAt', zh: '提交时间', en: 'Submitted at', kind: 'time' },
    { key: 'status', zh: '状态', en: 'Status', kind: { labels: LEAD_STATUS_LABELS } },
    { key: 'lostReason', zh: '丢单原因', en: 'Lost reason' },
    { key: 'ownerName', zh: '负责人', en: 'Owner' },
    { key: 'customersName', zh: '联系人', en: 'Contact' },
    { key: 'customersPhone', zh: '电话', en: 'Phone' },
    { key: 'companyName', zh: '公司', en: 'Company' },
    { key: 'customersAddress', zh: '地区', en: 'Region' },
    { key: 'industry', zh: '行业', en: 'Industry' },
    { key: 'demand', zh: '需求', en: 'Demand' },
    { key: 'remark', zh: '访客留言', en: 'Visitor\'s message' },
    { key: 'notes', zh: '内部备注', en: 'Internal notes', kind: 'notes' },
    { key: 'source', zh: '来源页面', en: 'Source page' },
    { key: 'language', zh: '语言', en: 'Language', kind: { labels: LANGUAGE_NAMES } },
    { key: 'readAt', zh: '首次阅读时间', en: 'First read at', kind: 'time' },
    ...touchExportColumns<LeadExportRow>(),
  ],
};
