import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLeadNote, streamLeads } from '../../../cms/leads/leadInbox';
import { ADMIN_API_BASE_PATH } from '../../../contract/adminApi';
import { ENGINES } from '../../support/testApp';
import { addLead, auditRows, staffId } from '../../support/inbox';
import { readCsv } from '../../support/csv';
import { readWorkbook } from '../../support/xlsx';
import { COOKIE_NAME, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import { NO_TOUCH_CSV, NO_TOUCH_XLSX, TOUCH_TITLES } from '../../support/touchExportColumns';

const ZH_TITLES = ['编号', '提交时间', '状态', '丢单原因', '负责人', '联系人', '电话', '公司', '地区', '行业', '需求', '访客留言', '内部备注', '来源页面', '语言', '首次阅读时间', ...TOUCH_TITLES.zh];
const EN_TITLES = ['ID', 'Submitted at', 'Status', 'Lost reason', 'Owner', 'Contact', 'Phone', 'Company', 'Region', 'Industry', 'Demand', 'Visitor\'s message', 'Internal notes', 'Source page', 'Language', 'First read at', ...TOUCH_TITLES.en];
/** The date cells' number format: the company's wall clock with its offset, as the CSV writes it. */
const BEIJING_FORMAT = 'yyyy-mm-dd hh:mm:ss "+08:00"';

describe.each(ENGINES)('sales inbox: CSV and XLSX export of leads on %s', (engine) => {
  let test: StaffTestApp;
  let sales: SignedIn;
  const ids: number[] = [];

  const exportFile = (extension: 'csv' | 'xlsx', filter: object, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'GET',
      url: `${ADMIN_API_BASE_PATH}/leads/export.${extension}?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      cookies: { [COOKIE_NAME]: sales.cookie },
      headers,
    });
  const exportCsv = (filter: object, headers: Record<string, string> = {}) => exportFile('csv', filter, headers);

  beforeAll(async () => {
    test = await startStaffApp(engine);
    await createStaff(test.app, 'sales@example.com', ['sales'], undefined, '陈销售');
    sales = await signIn(test.app, 'sales@example.com');
    ids.push(await addLead(test.app, '2026-03-01T08:00:00.000Z'));
    ids.push(await addLead(test.app, '2026-03-02T08:00:00.000Z', { customersAddress: '江苏省/苏州市/工业园区' }));
    // Sent at 01:45 Beijing time on 3 March: 17:45 UTC on the 2nd.
    ids.push(await addLead(test.app, '2026-03-02T17:45:35.778Z', { remark: '=HYPERLINK("http://example.com")', companyName: '深圳"智能"仓储' }, 'en'));
    const owner = await staffId(test.app, 'sales@example.com');
    await test.app.db.updateTable('potential_customer')
      .set({ status: 'qualified', owner_user_id: owner, read_at: '2026-03-03T01:30:00.000Z' })
      .where('customers_id', '=', ids[2]!)
      .execute();
    await insertLeadNote(test.app.db, { leadId: ids[2]!, authorId: owner, text: '已电话联系，客户要求报价', now: new Date('2026-03-02T18:10:00.000Z') });
    await insertLeadNote(test.app.db, { leadId: ids[2]!, authorId: owner, text: '报价已发出, "含运输"\n等回复', now: new Date('2026-03-03T02:00:00.000Z') });
  });
  afterAll(() => test.close());

  it('answers the filtered list as a CSV attachment with a byte-order mark: labels in Chinese, Beijing times with their offset, the staff notes', async () => {
    const response = await exportCsv({ province: '广东省' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="leads-2026-03-02.csv"');
    expect(response.headers['x-export-rows']).toBe('2');

    expect(readCsv(response.rawPayload)).toEqual([
      ZH_TITLES,
      [
        String(ids[2]), '2026-03-03 01:45:35 +08:00', '已确认', '', '陈销售', '王工', '13912345678', '深圳"智能"仓储', '广东省/深圳市/南山区', '新能源',
        '电芯成品库立体库改造', '\'=HYPERLINK("http://example.com")',
        '2026-03-03 02:10:00 +08:00 陈销售: 已电话联系，客户要求报价\n2026-03-03 10:00:00 +08:00 陈销售: 报价已发出, "含运输"\n等回复',
        '/', '英文', '2026-03-03 09:30:00 +08:00', ...NO_TOUCH_CSV,
      ],
      [String(ids[0]), '2026-03-01 16:00:00 +08:00', '新线索', '', '', '王工', '13912345678', '星河新能源科技', '广东省/深圳市/南山区', '新能源', '电芯成品库立体库改造', '希望下周上门沟通', '', '/', '中文', '', ...NO_TOUCH_CSV],
    ]);
  });

  it('heads and labels the CSV in English for a back office read in English, the times still the company\'s', async () => {
    const rows = readCsv((await exportCsv({}, { 'accept-language': 'en' })).rawPayload);
    expect(rows[0]).toEqual(EN_TITLES);
    expect(rows.slice(1).map((row) => row[0])).toEqual([...ids].reverse().map(String));
    expect(rows[1]?.slice(1, 3)).toEqual(['2026-03-03 01:45:35 +08:00', 'Qualified']);
    expect(rows[1]?.[14]).toBe('English');
    expect(rows[3]?.slice(1, 3)).toEqual(['2026-03-01 16:00:00 +08:00', 'New']);
    expect(rows[3]?.[14]).toBe('Chinese');
  });

  it('keeps the days of a date filter on the company\'s clocks: a lead sent at 01:45 Beijing time is the 3rd\'s', async () => {
    const onThe2nd = readCsv((await exportCsv({ createdFrom: '2026-03-02', createdTo: '2026-03-02' })).rawPayload);
    expect(onThe2nd.slice(1).map((row) => row[0])).toEqual([String(ids[1])]);
    const onThe3rd = readCsv((await exportCsv({ createdFrom: '2026-03-03', createdTo: '2026-03-03' })).rawPayload);
    expect(onThe3rd.slice(1).map((row) => row[0])).toEqual([String(ids[2])]);
  });

  it('refuses a malformed filter, and audits every export with its filter', async () => {
    expect((await exportCsv({ colour: 'red' })).statusCode).toBe(400);
    await exportCsv({ status: 'new' });
    expect((await auditRows(test.app, 'lead.export')).at(-1)).toEqual({ actor: 'sales@example.com', target: '{"status":"new"}', client_ip: '127.0.0.1' });
  });

  it('answers the filtered list as an XLSX workbook: date cells in Beijing time with a date format, labels, notes, a formula-like text kept as text', async () => {
    const response = await exportFile('xlsx', { province: '广东省' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="leads-2026-03-02.xlsx"');
    expect(response.headers['x-export-rows']).toBe('2');
    expect(response.headers['cache-control']).toBe('no-store');

    const [sheet, ...others] = await readWorkbook(response.rawPayload);
    expect(others).toEqual([]);
    expect(sheet?.name).toBe('线索');
    // A spreadsheet date is a wall clock without a zone: exceljs reads it back as that clock in UTC fields.
    expect(sheet?.rows).toEqual([
      ZH_TITLES,
      [
        ids[2], new Date('2026-03-03T01:45:35.000Z'), '已确认', null, '陈销售', '王工', '13912345678', '深圳"智能"仓储', '广东省/深圳市/南山区', '新能源',
        '电芯成品库立体库改造', '=HYPERLINK("http://example.com")',
        '2026-03-03 02:10:00 +08:00 陈销售: 已电话联系，客户要求报价\n2026-03-03 10:00:00 +08:00 陈销售: 报价已发出, "含运输"\n等回复',
        '/', '英文', new Date('2026-03-03T09:30:00.000Z'), ...NO_TOUCH_XLSX,
      ],
      [ids[0], new Date('2026-03-01T16:00:00.000Z'), '新线索', null, null, '王工', '13912345678', '星河新能源科技', '广东省/深圳市/南山区', '新能源', '电芯成品库立体库改造', '希望下周上门沟通', null, '/', '中文', null, ...NO_TOUCH_XLSX],
    ]);
    expect(sheet?.formats[1]?.[1]).toBe(BEIJING_FORMAT);
    expect(sheet?.formats[1]?.[15]).toBe(BEIJING_FORMAT);
    expect(sheet?.formats[2]?.[1]).toBe(BEIJING_FORMAT);
    // Wide enough that Excel shows the times rather than #####; the notes wrap at their line breaks.
    expect(sheet?.widths[1]).toBeGreaterThanOrEqual(26);
    expect(sheet?.widths[15]).toBeGreaterThanOrEqual(26);
    expect(sheet?.wrapped[1]?.[12]).toBe(true);
  });

  it('heads, labels and names the XLSX sheet in English for a back office read in English', async () => {
    const response = await exportFile('xlsx', {}, { 'accept-language': 'en-US,en;q=0.9' });
    const [sheet] = await readWorkbook(response.rawPayload);
    expect(sheet?.name).toBe('Leads');
    expect(sheet?.rows[0]).toEqual(EN_TITLES);
    expect(sheet?.rows.slice(1).map((row) => row[0])).toEqual([...ids].reverse());
    expect(sheet?.rows[1]?.slice(1, 3)).toEqual([new Date('2026-03-03T01:45:35.000Z'), 'Qualified']);
    expect(sheet?.rows[1]?.[14]).toBe('English');
    expect(response.headers['x-export-rows']).toBe('3');
  });

  it('refuses a malformed filter in XLSX too, and audits the XLSX export with its filter', async () => {
    expect((await exportFile('xlsx', { colour: 'red' })).statusCode).toBe(400);
    await exportFile('xlsx', { status: 'new', province: '江苏省' });
    expect((await auditRows(test.app, 'lead.export')).at(-1)).toEqual({ actor: 'sales@example.com', target: '{"status":"new","province":"江苏省"}', client_ip: '127.0.0.1' });
  });

  it('reads the leads batch by batch, newest first, none twice and none missed', async () => {
    const read: number[] = [];
    for await (const lead of streamLeads(test.app.db, {}, 2)) read.push(lead.id);
    expect(read).toEqual([...ids].reverse());
    const filtered: number[] = [];
    for await (const lead of streamLeads(test.app.db, { province: '广东省' }, 1)) filtered.push(lead.id);
    expect(filtered).toEqual([ids[2], ids[0]]);
  });
  it('names the file after the company\'s day, which starts at 16:00 UTC in Beijing', async () => {
    // Last: the clock moves hours on, past the idle timeout of the session signed in before.
    test.clock.set('2026-03-02T16:30:00.000Z');
    sales = await signIn(test.app, 'sales@example.com');
    expect((await exportCsv({})).headers['content-disposition']).toBe('attachment; filename="leads-2026-03-03.csv"');
  });
});

describe.each(ENGINES)('the leads export in another company time zone on %s', (engine) => {
  let test: StaffTestApp;
  let sales: SignedIn;

  beforeAll(async () => {
    test = await startStaffApp(engine, { companyTimeZone: 'America/New_York' });
    await createStaff(test.app, 'sales@example.com', ['sales']);
    sales = await signIn(test.app, 'sales@example.com');
    await addLead(test.app, '2026-07-01T03:00:00.000Z');
    await addLead(test.app, '2026-12-01T03:00:00.000Z');
  });
  afterAll(() => test.close());

  it('writes the times in the zone COMPANY_TIME_ZONE names, summer time and all', async () => {
    const get = (extension: string) => test.app.inject({ method: 'GET', url: `${ADMIN_API_BASE_PATH}/leads/export.${extension}`, cookies: { [COOKIE_NAME]: sales.cookie } });
    const csv = readCsv((await get('csv')).rawPayload);
    expect(csv.slice(1).map((row) => row[1])).toEqual(['2026-11-30 22:00:00 -05:00', '2026-06-30 23:00:00 -04:00']);
    const [sheet] = await readWorkbook((await get('xlsx')).rawPayload);
    expect(sheet?.rows.slice(1).map((row) => row[1])).toEqual([new Date('2026-11-30T22:00:00.000Z'), new Date('2026-06-30T23:00:00.000Z')]);
    expect(sheet?.formats.slice(1).map((row) => row[1])).toEqual(['yyyy-mm-dd hh:mm:ss "-05:00"', 'yyyy-mm-dd hh:mm:ss "-04:00"']);
  });
});
