import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../support/testApp';
import { addLead } from './support/inbox';
import { call, createStaff, signIn, startStaffApp, type StaffTestApp } from './support/staffApp';

const ROLES = ['admin', 'editor', 'sales', 'hr'] as const;
type Who = 'nobody' | (typeof ROLES)[number];

const SALES = { nobody: 401, admin: 200, editor: 403, sales: 200, hr: 403 };

/** Every call of the sales inbox, on a lead of its own (a deletion must not hide another call's answer). */
const MATRIX: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: (lead: number) => string; body?: object; expect: Record<Who, number> }> = [
  { method: 'GET', path: () => '/leads', expect: SALES },
  { method: 'GET', path: (lead) => `/leads/${lead}`, expect: SALES },
  { method: 'PUT', path: (lead) => `/leads/${lead}`, body: { status: 'contacted' }, expect: SALES },
  { method: 'POST', path: (lead) => `/leads/${lead}/notes`, body: { text: '已联系' }, expect: { ...SALES, admin: 201, sales: 201 } },
  { method: 'DELETE', path: (lead) => `/leads/${lead}`, expect: { nobody: 401, admin: 200, editor: 403, sales: 403, hr: 403 } },
  { method: 'GET', path: () => '/leads/export.csv', expect: SALES },
  { method: 'GET', path: () => '/leads/export.xlsx', expect: SALES },
  { method: 'GET', path: () => '/download-requests/export.csv', expect: SALES },
  { method: 'GET', path: () => '/download-requests/export.xlsx', expect: SALES },
  { method: 'GET', path: () => '/download-requests', expect: SALES },
  { method: 'GET', path: () => '/download-requests/999999', expect: { ...SALES, admin: 404, sales: 404 } },
  { method: 'PUT', path: () => '/download-requests/999999', body: { status: 'spam' }, expect: { ...SALES, admin: 404, sales: 404 } },
];

describe.each(ENGINES)('sales inbox role matrix and CSRF on %s', (engine) => {
  let test: StaffTestApp;

  beforeAll(async () => {
    test = await startStaffApp(engine);
    for (const role of ROLES) await createStaff(test.app, `${role}@example.com`, [role]);
  });
  afterAll(() => test.close());

  for (const row of MATRIX) {
    for (const who of ['nobody', ...ROLES] as Who[]) {
      it(`${row.method} ${row.path(1)} as ${who} answers ${row.expect[who]}`, async () => {
        const lead = await addLead(test.app, '2026-03-01T08:00:00.000Z');
        const session = who === 'nobody' ? {} : await signIn(test.app, `${who}@example.com`);
        const response = await call(test.app, row.method, row.path(lead), session, row.body);
        expect(response.statusCode).toBe(row.expect[who]);
        if (response.statusCode === 401) expect(response.json()).toEqual({ code: 401, msg: '请先登录' });
        if (response.statusCode === 403) expect(response.json()).toEqual({ code: 403, msg: '当前账号无权执行此操作' });
      });
    }
  }

  it('refuses PUT, POST and DELETE without the CSRF token, changing nothing', async () => {
    const lead = await addLead(test.app, '2026-03-01T08:00:00.000Z');
    const { cookie } = await signIn(test.app, 'admin@example.com');
    for (const [method, path, body] of [
      ['PUT', `/leads/${lead}`, { status: 'contacted' }],
      ['POST', `/leads/${lead}/notes`, { text: '已联系' }],
      ['DELETE', `/leads/${lead}`, undefined],
      ['PUT', '/download-requests/1', { status: 'spam' }],
    ] as const) {
      const response = await call(test.app, method, path, { cookie }, body);
      expect(response.statusCode, method).toBe(403);
      expect(response.json()).toEqual({ code: 403, msg: '页面已过期，请刷新后重试' });
    }
    const after = await call(test.app, 'GET', `/leads/${lead}`, { cookie });
    expect(after.json()).toMatchObject({ status: 'new', notes: [], history: [] });
  });
});
