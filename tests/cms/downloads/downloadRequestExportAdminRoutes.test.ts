import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_BASE_PATH } from '../../../contract/adminApi';
import { insertDownloadRequest } from '../../../cms/downloads/downloadRequests';
import { markDownloadRequestRead, streamDownloadRequests } from '../../../cms/downloads/downloadRequestInbox';
import { ENGINES } from '../../support/testApp';
import { addBrochure, auditRows } from '../../support/inbox';
import { COOKIE_NAME, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import { readCsv } from '../../support/csv';
import { readWorkbook } from '../../support/xlsx';
import { NO_TOUCH_CSV, NO_TOUCH_XLSX, TOUCH_TITLES } from '../../support/touchExportColumns';

const ZH_TITLES = ['编号', '提交时间', '状态', '资料', '联系人', '电话', '公司', '邮箱', '语言', '首次阅读时间', ...TOUCH_TITLES.zh];
const EN_TITLES = ['ID', 'Submitted at', 'Status', 'Brochure', 'Contact', 'Phone', 'Company', 'Email', 'Language', 'First read at', ...TOUCH_TITLES.en];

describe.each(ENGINES)('sales inbox: CSV and XLSX export of download requests on %s', (engine) => {
  let test: StaffTestApp;
  let sales: SignedIn;
  const files: number[] = [];
  const ids: number[] = [];

  const exportFile = (extension: 'csv' | 'xlsx', filter: object, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'GET',
      url: `${ADMIN_API_BASE_PATH}/download-requests/export.${extension}?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      cookies: { [COOKIE_NAME]: sales.cookie },
      headers,
    });
  const addRequest = (fileId: number, createdAt: string, contact: { name: string; company: string } = { name: '李经理', company: '华东物流' }) =>
    insertDownloadRequest(test.app.db, { ...contact, phone: '13912345678', email: 'li@example.com', fileId }, { language: 'zh', clientIp: '203.0.113.9', createdAt, privacyNoticeVersion: '2026-11-01' });

  beforeAll(async () => {
    test = await startStaffApp(engine);
    await createStaff(test.app, 'sales@example.com', ['sales']);
    sales = await signIn(test.app, 'sales@example.com');
    files.push(await addBrochure(test.app, '四向穿梭车产品手册'), await addBrochure(test.app, 'Stacker crane brochure'));
    ids.push(await addRequest(files[0]!, '2026-03-01T08:00:00.000Z'));
    ids.push(await addRequest(files[1]!, '2026-03-02T08:00:00.000Z', { name: 'Tom Lee', company: '-2+3' }));
    ids.push(await addRequest(files[0]!, '2026-03-03T08:00:00.000Z', { name: '王"总"', company: '苏州仓储' }));
  });
  afterAll(() => test.close());

  it('answers the filtered list as a CSV attachment with a byte-order mark, headed in Chinese, the row count ahead', async () => {
    const response = await exportFile('csv', { fileId: files[0] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="download-requests-2026-03-02.csv"');
    expect(response.headers['x-export-rows']).toBe('2');
    expect(readCsv(response.rawPayload)).toEqual([
      ZH_TITLES,
      [String(ids[2]), '2026-03-03 16:00:00 +08:00', '新申请', '四向穿梭车产品手册', '王"总"', '13912345678', '苏州仓储', 'li@example.com', '中文', '', ...NO_TOUCH_CSV],
      [String(ids[0]), '2026-03-01 16:00:00 +08:00', '新申请', '四向穿梭车产品手册', '李经理', '13912345678', '华东物流', 'li@example.com', '中文', '', ...NO_TOUCH_CSV],
    ]);
  });

  it('heads and labels the CSV in English and keeps a formula-like cell inert', async () => {
    await test.app.db.updateTable('download_request').set({ status: 'contacted' }).where('request_id', '=', ids[1]!).execute();
    await markDownloadRequestRead(test.app.db, ids[1]!, new Date('2026-03-02T16:05:00.000Z'));
    const response = await exportFile('csv', { createdFrom: '2026-03-02', createdTo: '2026-03-02' }, { 'accept-language': 'en' });
    expect(readCsv(response.rawPayload)).toEqual([
      EN_TITLES,
      [String(ids[1]), '2026-03-02 16:00:00 +08:00', 'Contacted', 'Stacker crane brochure', 'Tom Lee', '13912345678', '\'-2+3', 'li@example.com', 'Chinese', '2026-03-03 00:05:00 +08:00', ...NO_TOUCH_CSV],
    ]);
  });

  it('answers the same columns as an XLSX workbook in either language, the filter applied', async () => {
    const response = await exportFile('xlsx', { fileId: files[0] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="download-requests-2026-03-02.xlsx"');
    expect(response.headers['x-export-rows']).toBe('2');
    const [sheet] = await readWorkbook(response.rawPayload);
    expect(sheet).toMatchObject({
      name: '资料下载申请',
      rows: [
        ZH_TITLES,
        [ids[2], new Date('2026-03-03T16:00:00.000Z'), '新申请', '四向穿梭车产品手册', '王"总"', '13912345678', '苏州仓储', 'li@example.com', '中文', null, ...NO_TOUCH_XLSX],
        [ids[0], new Date('2026-03-01T16:00:00.000Z'), '新申请', '四向穿梭车产品手册', '李经理', '13912345678', '华东物流', 'li@example.com', '中文', null, ...NO_TOUCH_XLSX],
      ],
      formats: [
        Array(10 + TOUCH_TITLES.zh.length).fill(null),
        [null, 'yyyy-mm-dd hh:mm:ss "+08:00"', ...Array(8 + TOUCH_TITLES.zh.length).fill(null)],
        [null, 'yyyy-mm-dd hh:mm:ss "+08:00"', ...Array(8 + TOUCH_TITLES.zh.length).fill(null)],
      ],
    });

    const english = await readWorkbook((await exportFile('xlsx', {}, { 'accept-language': 'en-US' })).rawPayload);
    expect(english[0]?.name).toBe('Download requests');
    expect(english[0]?.rows[0]).toEqual(EN_TITLES);
    expect(english[0]?.rows.slice(1).map((row) => row[0])).toEqual([...ids].reverse());
    expect(english[0]?.rows[2]?.slice(1, 3)).toEqual([new Date('2026-03-02T16:00:00.000Z'), 'Contacted']);
    expect(english[0]?.rows[2]?.[6]).toBe('-2+3');
    expect(english[0]?.rows[2]?.[8]).toBe('Chinese');
    expect(english[0]?.rows[2]?.[9]).toEqual(new Date('2026-03-03T00:05:00.000Z'));
  });

  it('refuses a malformed filter and audits each export with its filter', async () => {
    expect((await exportFile('csv', { brochure: 1 })).statusCode).toBe(400);
    expect((await exportFile('xlsx', { status: 'won' })).statusCode).toBe(400);
    await exportFile('csv', { language: 'zh' });
    await exportFile('xlsx', { fileId: files[1] });
    expect((await auditRows(test.app, 'download-request.export')).slice(-2)).toEqual([
      { actor: 'sales@example.com', target: '{"language":"zh"}', client_ip: '127.0.0.1' },
      { actor: 'sales@example.com', target: `{"fileId":${files[1]}}`, client_ip: '127.0.0.1' },
    ]);
  });

  it('reads the requests batch by batch, newest first, none twice and none missed', async () => {
    const read: number[] = [];
    for await (const request of streamDownloadRequests(test.app.db, {}, 2)) read.push(request.id);
    expect(read).toEqual([...ids].reverse());
    const filtered: number[] = [];
    for await (const request of streamDownloadRequests(test.app.db, { fileId: files[0]! }, 1)) filtered.push(request.id);
    expect(filtered).toEqual([ids[2], ids[0]]);
  });

  it('exports more requests than one batch holds in both formats, each once, as many as announced', async () => {
    const brochure = await addBrochure(test.app, '批量导出手册');
    const added: number[] = [];
    // One transaction: a commit per row would make the setup, not the export, the slow part.
    await test.app.db.transaction().execute(async (trx) => {
      for (let index = 0; index < 1_203; index += 1) {
        const contact = { name: `客户${index}`, phone: '13912345678', company: '批量', email: 'li@example.com', fileId: brochure };
        added.push(await insertDownloadRequest(trx, contact, { language: 'zh', clientIp: '203.0.113.9', createdAt: '2026-03-04T08:00:00.000Z', privacyNoticeVersion: '2026-11-01' }));
      }
    });
    const newestFirst = added.reverse();

    const csv = await exportFile('csv', { fileId: brochure });
    expect(csv.headers['x-export-rows']).toBe('1203');
    const csvIds = readCsv(csv.rawPayload).slice(1).map((row) => Number(row[0]));
    expect(csvIds).toEqual(newestFirst);

    const xlsx = await exportFile('xlsx', { fileId: brochure });
    expect(xlsx.headers['x-export-rows']).toBe('1203');
    const [sheet] = await readWorkbook(xlsx.rawPayload);
    expect(sheet?.rows.slice(1).map((row) => row[0])).toEqual(newestFirst);
    expect(sheet?.rows.at(-1)?.[4]).toBe('客户0');
  });
});
