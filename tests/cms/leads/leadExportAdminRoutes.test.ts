import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamLeads } from '../../../cms/leads/leadInbox';
import { ADMIN_API_BASE_PATH } from '../../../contract/adminApi';
import { ENGINES } from '../../support/testApp';
import { addLead, auditRows } from '../../support/inbox';
import { readWorkbook } from '../../support/xlsx';
import { COOKIE_NAME, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

describe.each(ENGINES)('sales inbox: CSV export of leads on %s', (engine) => {
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
    await createStaff(test.app, 'sales@example.com', ['sales']);
    sales = await signIn(test.app, 'sales@example.com');
    ids.push(await addLead(test.app, '2026-03-01T08:00:00.000Z'));
    ids.push(await addLead(test.app, '2026-03-02T08:00:00.000Z', { customersAddress: '江苏省/苏州市/工业园区' }));
    ids.push(await addLead(test.app, '2026-03-03T08:00:00.000Z', { remark: '=HYPERLINK("http://example.com")', companyName: '深圳"智能"仓储' }));
  });
  afterAll(() => test.close());

  it('answers the filtered list as an attachment, UTF-8 with a byte-order mark, the Chinese intact', async () => {
    const response = await exportCsv({ province: '广东省' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="leads-2026-03-02.csv"');
    expect(response.headers['x-export-rows']).toBe('2');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 3)).toEqual(BOM);

    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\n');
    expect(lines[0]).toBe('编号,提交时间,状态,丢单原因,负责人,联系人,电话,公司,地区,行业,需求,备注,来源页面,语言,首次阅读时间');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      `${ids[2]},2026-03-03T08:00:00.000Z,new,,,王工,13912345678,"深圳""智能""仓储",广东省/深圳市/南山区,新能源,电芯成品库立体库改造,"'=HYPERLINK(""http://example.com"")",/,zh,`,
    );
    expect(lines[2]).toBe(`${ids[0]},2026-03-01T08:00:00.000Z,new,,,王工,13912345678,星河新能源科技,广东省/深圳市/南山区,新能源,电芯成品库立体库改造,希望下周上门沟通,/,zh,`);
  });

  it('heads the columns in English for an English-speaking browser', async () => {
    const response = await exportCsv({}, { 'accept-language': 'en-US,en;q=0.9' });
    const lines = response.rawPayload.subarray(3).toString('utf8').trimEnd().split('\n');
    expect(lines[0]).toBe('ID,Submitted at,Status,Lost reason,Owner,Contact,Phone,Company,Region,Industry,Demand,Remark,Source page,Language,First read at');
    expect(lines).toHaveLength(4);
  });

  it('refuses a malformed filter, and audits every export with its filter', async () => {
    expect((await exportCsv({ colour: 'red' })).statusCode).toBe(400);
    await exportCsv({ status: 'new' });
    expect((await auditRows(test.app, 'lead.export')).at(-1)).toEqual({ actor: 'sales@example.com', target: '{"status":"new"}', client_ip: '127.0.0.1' });
  });

  it('answers the filtered list as an XLSX workbook, typed cells, the Chinese intact, a formula-like text kept as text', async () => {
    const response = await exportFile('xlsx', { province: '广东省' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="leads-2026-03-02.xlsx"');
    expect(response.headers['x-export-rows']).toBe('2');
    expect(response.headers['cache-control']).toBe('no-store');

    const [sheet, ...others] = await readWorkbook(response.rawPayload);
    expect(others).toEqual([]);
    expect(sheet?.name).toBe('线索');
    expect(sheet?.rows).toEqual([
      ['编号', '提交时间', '状态', '丢单原因', '负责人', '联系人', '电话', '公司', '地区', '行业', '需求', '备注', '来源页面', '语言', '首次阅读时间'],
      [ids[2], '2026-03-03T08:00:00.000Z', 'new', null, null, '王工', '13912345678', '深圳"智能"仓储', '广东省/深圳市/南山区', '新能源', '电芯成品库立体库改造', '=HYPERLINK("http://example.com")', '/', 'zh', null],
      [ids[0], '2026-03-01T08:00:00.000Z', 'new', null, null, '王工', '13912345678', '星河新能源科技', '广东省/深圳市/南山区', '新能源', '电芯成品库立体库改造', '希望下周上门沟通', '/', 'zh', null],
    ]);
  });

  it('heads the XLSX columns and names its sheet in English for an English-speaking browser', async () => {
    const response = await exportFile('xlsx', {}, { 'accept-language': 'en-US,en;q=0.9' });
    const [sheet] = await readWorkbook(response.rawPayload);
    expect(sheet?.name).toBe('Leads');
    expect(sheet?.rows[0]).toEqual(['ID', 'Submitted at', 'Status', 'Lost reason', 'Owner', 'Contact', 'Phone', 'Company', 'Region', 'Industry', 'Demand', 'Remark', 'Source page', 'Language', 'First read at']);
    expect(sheet?.rows.slice(1).map((row) => row[0])).toEqual([...ids].reverse());
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
});
