import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitePublisher } from '../../cms/publishing/publishQueue';
import { ENGINES } from '../support/testApp';
import { call, createStaff, signIn, startStaffApp, type StaffTestApp } from './support/staffApp';

const ROLES = ['admin', 'editor', 'sales', 'hr'] as const;
type Who = 'nobody' | (typeof ROLES)[number];

const ADMIN_ONLY = { nobody: 401, admin: 200, editor: 403, sales: 403, hr: 403 };
const WEBHOOK = { url: 'https://crm.example.com/hooks', description: 'CRM' };

/** Expected status of each call for each kind of visitor. */
const MATRIX: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: object; expect: Record<Who, number> }> = [
  { method: 'GET', path: '/audit-log', expect: ADMIN_ONLY },
  { method: 'GET', path: '/session', expect: { nobody: 401, admin: 200, editor: 200, sales: 200, hr: 200 } },
  { method: 'DELETE', path: '/session', expect: { nobody: 401, admin: 200, editor: 200, sales: 200, hr: 200 } },
  { method: 'GET', path: '/webhooks', expect: ADMIN_ONLY },
  { method: 'POST', path: '/webhooks', body: WEBHOOK, expect: { ...ADMIN_ONLY, admin: 201 } },
  { method: 'GET', path: '/webhooks/999999', expect: { ...ADMIN_ONLY, admin: 404 } },
  { method: 'PUT', path: '/webhooks/999999', body: { ...WEBHOOK, enabled: false }, expect: { ...ADMIN_ONLY, admin: 404 } },
  { method: 'DELETE', path: '/webhooks/999999', expect: { ...ADMIN_ONLY, admin: 404 } },
  { method: 'GET', path: '/publish', expect: { nobody: 401, admin: 200, editor: 200, sales: 403, hr: 403 } },
  { method: 'POST', path: '/publish', expect: { nobody: 401, admin: 202, editor: 202, sales: 403, hr: 403 } },
];

/** Stands for the site build, which the role checks do not reach into. */
const publisher: SitePublisher = async () => ({ release: 'release-1', built: true });

describe.each(ENGINES)('admin API role matrix on %s', (engine) => {
  let test: StaffTestApp;

  beforeAll(async () => {
    test = await startStaffApp(engine, { publisher });
    for (const role of ROLES) await createStaff(test.app, `${role}@example.com`, [role]);
  });
  afterAll(() => test.close());

  for (const row of MATRIX) {
    for (const who of ['nobody', ...ROLES] as Who[]) {
      it(`${row.method} ${row.path} as ${who} answers ${row.expect[who]}`, async () => {
        const session = who === 'nobody' ? {} : await signIn(test.app, `${who}@example.com`);
        const response = await call(test.app, row.method, row.path, session, row.body);
        expect(response.statusCode).toBe(row.expect[who]);
        if (response.statusCode === 401) expect(response.json()).toEqual({ code: 401, msg: '请先登录' });
        if (response.statusCode === 403) expect(response.json()).toEqual({ code: 403, msg: '当前账号无权执行此操作' });
      });
    }
  }

  it('lets a user with several roles do what any of them may', async () => {
    await createStaff(test.app, 'both@example.com', ['sales', 'admin']);
    expect((await call(test.app, 'GET', '/audit-log', await signIn(test.app, 'both@example.com'))).statusCode).toBe(200);
  });

  it('applies a change of roles to a session already signed in', async () => {
    const session = await signIn(test.app, 'editor@example.com');
    expect((await call(test.app, 'GET', '/audit-log', session)).statusCode).toBe(403);
    await test.app.db.updateTable('staff_user').set({ roles: JSON.stringify(['admin']) }).where('email', '=', 'editor@example.com').execute();
    expect((await call(test.app, 'GET', '/audit-log', session)).statusCode).toBe(200);
  });

  it('lists the audit log the simple-REST way: a JSON array, newest first, with Content-Range', async () => {
    const admin = await signIn(test.app, 'admin@example.com');
    const total = Number((await test.app.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const page = await test.app.inject({
      method: 'GET',
      url: `/cms/admin/api/audit-log?range=${encodeURIComponent('[0,2]')}&sort=${encodeURIComponent('["id","DESC"]')}`,
      cookies: { staff_session: admin.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-range']).toBe(`audit-log 0-2/${total}`);
    const rows = page.json();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ action: 'sign-in', actor: 'admin@example.com', target: 'admin@example.com', clientIp: '127.0.0.1' });
    expect(rows[0].id).toBeGreaterThan(rows[1].id);

    const oldest = await test.app.inject({
      method: 'GET',
      url: `/cms/admin/api/audit-log?sort=${encodeURIComponent('["id","ASC"]')}`,
      cookies: { staff_session: admin.cookie },
    });
    expect(oldest.json()[0]).toMatchObject({ action: 'staff.add', actor: 'cli', target: 'admin@example.com' });

    const malformed = await test.app.inject({ method: 'GET', url: '/cms/admin/api/audit-log?range=oops', cookies: { staff_session: admin.cookie } });
    expect(malformed.statusCode).toBe(400);
  });
});
