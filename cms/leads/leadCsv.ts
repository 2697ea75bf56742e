import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { ApiLanguage } from '../../contract/language';
import type { InboxLead } from '../repositories/leadInbox';

type Column = { key: keyof InboxLead; zh: string; en: string };

const COLUMNS: Column[] = [
  { key: 'id', zh: '编号', en: 'ID' },
  { key: 'createdAt', zh: '提交时间', en: 'Submitted at' },
  { key: 'status', zh: '状态', en: 'Status' },
  { key: 'lostReason', zh: '丢单原因', en: 'Lost reason' },
  { key: 'ownerEmail', zh: '负责人', en: 'Owner' },
  { key: 'customersName', zh: '联系人', en: 'Contact' },
  { key: 'customersPhone', zh: '电话', en: 'Phone' },
  { key: 'companyName', zh: '公司', en: 'Company' },
  { key: 'customersAddress', zh: '地区', en: 'Region' },
  { key: 'industry', zh: '行业', en: 'Industry' },
  { key: 'demand', zh: '需求', en: 'Demand' },
  { key: 'remark', zh: '备注', en: 'Remark' },
  { key: 'source', zh: '来源页面', en: 'Source page' },
  { key: 'language', zh: '语言', en: 'Language' },
  { key: 'readAt', zh: '首次阅读时间', en: 'First read at' },
];

/**
 * Visitors typed these cells: one starting like a formula would run as one in a spreadsheet, so
 * it is written with a leading apostrophe, which spreadsheets show as text.
 */
const inertCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * Leads as a CSV stream, UTF-8 with a byte-order mark (without one, Excel on Windows reads the
 * Chinese as the local code page), headed in the staff member's language.
 */
export function leadCsv(leads: AsyncIterable<InboxLead>, language: ApiLanguage, onError: (error: Error) => void): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: COLUMNS.map((column) => ({ key: column.key, header: column[language] })),
    cast: { string: inertCell },
  });
  pipeline(Readable.from(leads), csv, (error) => {
    if (error) onError(error);
  });
  return csv;
}
