import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API_BASE_PATH } from '../../../contract/adminApi';
import { validLead } from '../../support/leadFixture';
import { auditRows } from '../../support/inbox';
import { readCsv } from '../../support/csv';
import { readWorkbook } from '../../support/xlsx';
import { ENGINES } from '../../support/testApp';
import { call, COOKIE_NAME, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';

const ZH_TITLES = [
  '编号', '标记时间', '标记', '标记人', '类型', '提交编号', '语言', '垃圾信息评分',
  '文本含链接（分）', '公司名称文字与语言不符（分）', '留言文字与页面语言不符（分）', '电话号码像是编造的（分）', '填写过快（分）', '近期重复相同内容（分）',
];
const EN_TITLES = [
  'ID', 'Marked at', 'Verdict', 'Marked by', 'Kind', 'Submission ID', 'Language', 'Spam score',
  'Links in the text (points)', 'Company name in a script unlike the language (points)', 'Message in a script unlike the page\'s (points)',
  'Phone number looks made up (points)', 'Form filled too fast (points)', 'Same text sent lately (points)',
];

describe.each(ENGINES)('sales\' Spam / Not spam marks on %s', (engine) => {
  let test: StaffTestApp;
  let sales: SignedIn;
  let admin: SignedIn;
  /** A lead the score landed as spam (links, sent in 1.5 s), and an ordinary one. */
  let flagged: number;
  let ordinary: number;

  const submit = async (lead: object) =>
    (await test.app.inject({ method: 'POST', url: '/cms/open/api/potentialCustomers/add', payload: lead })).json().data.customersId as number;
  const setStatus = async (id: number, status: string) => {
    const response = await call(test.app, 'PUT', `/leads/${id}`, sales, { status });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const marks = () =>
    test.app.db.selectFrom('spam_mark').select(['submission_kind', 'submission_id', 'verdict', 'score', 'reasons', 'language', 'marked_at'])
      .orderBy('mark_id').execute();
  const exportFile = (extension: 'csv' | 'xlsx', filter: object = {}, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'GET',
      url: `${ADMIN_API_BASE_PATH}/spam-marks/export.${extension}?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      cookies: { [COOKIE_NAME]: sales.cookie },
      headers,
    });

  beforeAll(async () => {
    test = await startStaffApp(engine);
    await createStaff(test.app, 'sales@example.com', ['sales'], undefined, '陈销售');
    await createStaff(test.app, 'admin@example.com', ['admin'], undefined, '管理员');
    sales = await signIn(test.app, 'sales@example.com');
    admin = await signIn(test.app, 'admin@example.com');
    flagged = await submit({ ...validLead, remark: '访问 http://seo.example.com 获取排名', formOpenMs: 1_500 });
    ordinary = await submit({ ...validLead, demand: '一条普通的立体库改造需求', formOpenMs: 90_000 });
  });
  afterAll(() => test.close());

  it('shows the score and its reasons on the lead as the back office reads it', async () => {
    const lead = (await call(test.app, 'GET', `/leads/${flagged}`, sales)).json();
    expect(lead).toMatchObject({
      status: 'spam',
      spamScore: 75,
      spamReasons: [{ signal: 'links', points: 35, count: 1 }, { signal: 'fastFill', points: 40, count: 2 }],
    });
  });

  it('records who marked a lead Not spam or Spam, when, with the score and reasons it had; other moves are no mark', async () => {
    await setStatus(flagged, 'new');
    test.clock.advanceMinutes(5);
    await setStatus(ordinary, 'contacted');
    await setStatus(ordinary, 'spam');
    expect(await marks()).toEqual([
      {
        submission_kind: 'lead', submission_id: flagged, verdict: 'not_spam', score: 75, language: 'zh', marked_at: '2026-03-02T09:00:00.000Z',
        reasons: JSON.stringify([{ signal: 'links', points: 35, count: 1 }, { signal: 'fastFill', points: 40, count: 2 }]),
      },
      { submission_kind: 'lead', submission_id: ordinary, verdict: 'spam', score: 0, language: 'zh', marked_at: '2026-03-02T09:05:00.000Z', reasons: '[]' },
    ]);
  });

  it('exports the marks as CSV, newest first: verdict, who, the score and each signal\'s points, in the reader\'s language', async () => {
    const response = await exportFile('csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="spam-marks-2026-03-02.csv"');
    expect(response.headers['x-export-rows']).toBe('2');
    const rows = readCsv(response.rawPayload);
    expect(rows[0]).toEqual(ZH_TITLES);
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual([
      ['2026-03-02 17:05:00 +08:00', '垃圾信息', '陈销售', 'lead', String(ordinary), '中文', '0', '0', '0', '0', '0', '0', '0'],
      ['2026-03-02 17:00:00 +08:00', '不是垃圾信息', '陈销售', 'lead', String(flagged), '中文', '75', '35', '0', '0', '0', '40', '0'],
    ]);
    const english = readCsv((await exportFile('csv', {}, { 'accept-language': 'en' })).rawPayload);
    expect(english[0]).toEqual(EN_TITLES);
    expect(english.slice(1).map((row) => row[2])).toEqual(['Spam', 'Not spam']);
  });

  it('filters the marks by verdict and by the day they were made, and audits each export with its filter', async () => {
    const notSpam = readCsv((await exportFile('csv', { verdict: 'not_spam' })).rawPayload);
    expect(notSpam.slice(1).map((row) => row[5])).toEqual([String(flagged)]);
    expect(readCsv((await exportFile('csv', { createdFrom: '2026-03-03' })).rawPayload)).toEqual([ZH_TITLES]);
    expect((await exportFile('csv', { verdict: 'maybe' })).statusCode).toBe(400);
    expect((await auditRows(test.app, 'spamMark.export')).at(-1)).toEqual({ actor: 'sales@example.com', target: '{"createdFrom":"2026-03-02T16:00:00.000Z"}', client_ip: '127.0.0.1' });
  });

  it('exports the same marks as an XLSX sheet, numbers as numbers', async () => {
    const [sheet] = await readWorkbook((await exportFile('xlsx', {}, { 'accept-language': 'en' })).rawPayload);
    expect(sheet?.name).toBe('Spam marks');
    expect(sheet?.rows[0]).toEqual(EN_TITLES);
    expect(sheet?.rows[2]?.slice(2)).toEqual(['Not spam', '陈销售', 'lead', flagged, 'Chinese', 75, 35, 0, 0, 0, 40, 0]);
  });

  it('keeps the marks, which hold nothing the visitor wrote, when the lead is deleted', async () => {
    expect((await call(test.app, 'DELETE', `/leads/${flagged}`, admin)).statusCode).toBe(200);
    expect((await marks()).map((mark) => mark.submission_id)).toEqual([flagged, ordinary]);
  });

  it('lets only sales (and admins) export the marks', async () => {
    await createStaff(test.app, 'hr@example.com', ['hr']);
    const hr = await signIn(test.app, 'hr@example.com');
    const response = await test.app.inject({ method: 'GET', url: `${ADMIN_API_BASE_PATH}/spam-marks/export.csv`, cookies: { [COOKIE_NAME]: hr.cookie } });
    expect(response.statusCode).toBe(403);
  });
});
