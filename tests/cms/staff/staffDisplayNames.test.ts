import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listParams } from '../../support/inbox';
import { call, createStaff, PASSWORD, signIn, signInRequest, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import { ENGINES } from '../../support/testApp';

describe.each(ENGINES)('staff display names on %s', (engine) => {
  let test: StaffTestApp;
  let admin: SignedIn;

  const invite = (body: object, language = 'zh') =>
    test.app.inject({
      method: 'POST',
      url: '/cms/admin/api/staff-accounts',
      cookies: { staff_session: admin.cookie },
      headers: { 'x-csrf-token': admin.csrfToken, 'accept-language': language },
      payload: { roles: ['sales'], language: 'zh', ...body },
    });

  beforeAll(async () => {
    test = await startStaffApp(engine);
    await createStaff(test.app, 'admin@example.com', ['admin'], PASSWORD, '周经理');
    admin = await signIn(test.app, 'admin@example.com');
  });
  afterAll(() => test?.close());

  it('gives an invited colleague the name typed (trimmed), and refuses none or one too long, in the admin\'s language', async () => {
    const invited = await invite({ displayName: '  王芳 ', email: 'wang.fang@example.com' });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email: 'wang.fang@example.com', displayName: '王芳', state: 'invited' });

    const none = await invite({ email: 'nobody@example.com' });
    expect(none.json()).toEqual({ code: 400, msg: '请填写姓名：同事在线索、备注和日志中看到的是这个名字', field: 'displayName' });
    const blank = await invite({ displayName: '   ', email: 'nobody@example.com' }, 'en');
    expect(blank.json()).toEqual({ code: 400, msg: 'Enter a name: it is what colleagues see on leads, notes and logs', field: 'displayName' });
    const long = await invite({ displayName: '长'.repeat(61), email: 'nobody@example.com' });
    expect(long.json()).toMatchObject({ code: 400, msg: '姓名最多 60 个字符' });
    expect((await call(test.app, 'GET', '/staff-accounts', admin)).json().map((account: { email: string }) => account.email)).not.toContain('nobody@example.com');
  });

  it('renames a user with the record react-admin sends back, audited with the old and new name', async () => {
    await createStaff(test.app, 'li@example.com', ['sales'], PASSWORD, '李明');
    const accounts = (await call(test.app, 'GET', '/staff-accounts', admin)).json() as Array<{ id: number; email: string; displayName: string }>;
    const li = accounts.find((account) => account.email === 'li@example.com')!;
    expect(li.displayName).toBe('李明');
    const renamed = await call(test.app, 'PUT', `/staff-accounts/${li.id}`, admin, { ...li, displayName: '李明远', roles: ['sales'] });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ email: 'li@example.com', displayName: '李明远' });
    const audit = await test.app.db.selectFrom('audit_log').select(['actor', 'target']).where('action', '=', 'staff.rename').execute();
    expect(audit).toEqual([{ actor: 'admin@example.com', target: 'li@example.com: 李明 → 李明远' }]);
    // Roles alone, as before names: the name stays.
    expect((await call(test.app, 'PUT', `/staff-accounts/${li.id}`, admin, { roles: ['sales', 'hr'] })).json()).toMatchObject({ displayName: '李明远', roles: ['sales', 'hr'] });
  });

  it('lists lead owners by name, sorted by name rather than address', async () => {
    await createStaff(test.app, 'a.sales@example.com', ['sales'], PASSWORD, 'Zoe');
    await createStaff(test.app, 'z.sales@example.com', ['sales'], PASSWORD, 'Anna');
    const response = await call(test.app, 'GET', `/staff-users?${listParams({ sort: ['displayName', 'ASC'] })}`, admin);
    const owners = (response.json() as Array<{ displayName: string; email: string }>).map((owner) => [owner.displayName, owner.email]);
    expect(owners.indexOf(owners.find(([name]) => name === 'Anna')!)).toBeLessThan(owners.indexOf(owners.find(([name]) => name === 'Zoe')!));
    expect(owners).toContainEqual(['周经理', 'admin@example.com']);
  });

  it('names the staff user of each audit entry, and no one for a sign-in that failed', async () => {
    await signInRequest(test.app, 'admin@example.com', 'not the password');
    const entries = (await call(test.app, 'GET', '/audit-log?range=[0,99]', admin)).json() as Array<{ action: string; actor: string; actorName: string | null }>;
    expect(entries.find((entry) => entry.action === 'staff.rename')).toMatchObject({ actor: 'admin@example.com', actorName: '周经理' });
    expect(entries.find((entry) => entry.action === 'sign-in.failure')).toMatchObject({ actor: 'admin@example.com', actorName: null });
  });
});
