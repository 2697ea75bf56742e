import type { InboxLead } from './leadInbox';
import type { ExportDefinition } from '../exports/exportDefinition';

/** The leads export: what sales work from in a spreadsheet, without the visitor's IP address. */
export const LEAD_EXPORT: ExportDefinition<InboxLead> = {
  fileStem: 'leads',
  sheetTitle: { zh: '线索', en: 'Leads' },
  columns: [
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
  ],
};
