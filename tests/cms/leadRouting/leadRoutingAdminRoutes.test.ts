import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffId } from '../../support/inbox';
import { notificationSettings, submitLead } from '../../support/notifyingApp';
import { auditActions, call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import { ENGINES } from '../../support/testApp';

describe.each(ENGINES)('the back office of lead routing on %s', (engine) => {
  let test: StaffTestApp;
  let admin: SignedIn;

  beforeEach(async () => {
    test = await startStaffApp(engine, { notifications: notificationSettings(undefined) });
    await createStaff(test.app, 'admin@example.com', ['admin']);
    await createStaff(test.app, 'sales@example.com', ['sales']);
    await createStaff(test.app, 'li@example.com', ['sales']);
    admin = await signIn(test.app, 'admin@example.com');
  });
  afterEach(() => test.close());

  it('lets an admin set teams, rules and calendar days that routing then follows, each change audited', async () => {
    const li = await staffId(test.app, 'li@example.com');
    const sales = await staffId(test.app, 'sales@example.com');
    const team = await call(test.app, 'POST', '/sales-teams', admin, { name: ' East ', memberIds: [li, sales] });
    expect(team.statusCode).toBe(201);
    expect(team.json()).toMatchObject({ name: 'East', memberIds: [li, sales] });
    expect((await call(test.app, 'POST', '/sales-teams', admin, { name: 'East', memberIds: [] })).statusCode).toBe(409);

    const rule = await call(test.app, 'POST', '/routing-rules', admin, { position: 1, name: 'Zhejiang', provinces: ['浙江省'], teamId: team.json().id });
    expect(rule.statusCode).toBe(201);
    expect(rule.json()).toMatchObject({ name: 'Zhejiang', enabled: true, provinces: ['浙江省'], teamId: team.json().id, ownerUserId: null });
    const leadId = await submitLead(test.app, { customersAddress: '浙江省/杭州市/西湖区' });
    const routed = await test.app.db.selectFrom('potential_customer').select('owner_user_id').where('customers_id', '=', leadId).executeTakeFirstOrThrow();
    expect(routed.owner_user_id).toBe(li);
    // The lead's record in the back office says by when contact was promised.
    const record = (await call(test.app, 'GET', `/leads/${leadId}`, admin)).json();
    const stored = await test.app.db.selectFrom('potential_customer').select('response_due_at').where('customers_id', '=', leadId).executeTakeFirstOrThrow();
    expect(record.responseDueAt).toBe(stored.response_due_at);
    expect(record.responseDueAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // A team a rule uses stays until the rule hands leads elsewhere.
    const removeTeam = await call(test.app, 'DELETE', `/sales-teams/${team.json().id}`, admin);
    expect(removeTeam.statusCode).toBe(409);
    expect(removeTeam.json().msg).toBe('仍有分配规则使用该团队：请先修改或删除这些规则');
    const changed = await call(test.app, 'PUT', `/routing-rules/${rule.json().id}`, admin, { ...rule.json(), teamId: null, ownerUserId: sales });
    expect(changed.json()).toMatchObject({ ownerUserId: sales, teamId: null });
    expect((await call(test.app, 'DELETE', `/sales-teams/${team.json().id}`, admin)).statusCode).toBe(200);

    const holiday = await call(test.app, 'POST', '/calendar-days', admin, { id: '2026-10-01', working: false, note: '国庆节' });
    expect(holiday.statusCode).toBe(201);
    expect((await call(test.app, 'GET', '/calendar-days', admin)).json()).toEqual([{ id: '2026-10-01', working: false, note: '国庆节' }]);
    expect((await call(test.app, 'PUT', '/calendar-days/2026-10-01', admin, { working: true, note: '' })).json()).toEqual({ id: '2026-10-01', working: true, note: '' });
    expect((await call(test.app, 'DELETE', '/calendar-days/2026-10-01', admin)).statusCode).toBe(200);
    expect((await call(test.app, 'DELETE', `/routing-rules/${rule.json().id}`, admin)).statusCode).toBe(200);

    expect((await auditActions(test.app)).filter((action) => /^(sales-team|routing-rule|calendar-day)\./.test(action))).toEqual([
      'sales-team.create', 'routing-rule.create', 'routing-rule.update', 'sales-team.delete',
      'calendar-day.save', 'calendar-day.save', 'calendar-day.delete', 'routing-rule.delete',
    ]);
  });

  it('refuses rules without exactly one known target, unknown provinces and bad dates, in the staff member\'s language', async () => {
    const sales = await staffId(test.app, 'sales@example.com');
    const both = await call(test.app, 'POST', '/routing-rules', admin, { position: 1, name: 'x', ownerUserId: sales, teamId: 1 });
    expect(both.statusCode).toBe(400);
    expect(both.json().msg).toBe('请选择负责人或销售团队，二者选其一');
    const unknown = await call(test.app, 'POST', '/routing-rules', admin, { position: 1, name: 'x', ownerUserId: 9999 });
    expect(unknown.json().msg).toBe('所选负责人或销售团队不存在，或负责人已停用');
    const province = await call(test.app, 'POST', '/routing-rules', admin, { position: 1, name: 'x', provinces: ['Atlantis'], ownerUserId: sales });
    expect(province.json().msg).toBe('请从列表中选择省份');
    const day = await call(test.app, 'POST', '/calendar-days', admin, { id: '2026-02-30', working: false });
    expect(day.json().msg).toBe('请选择有效的日期');
  });

  it('is for admins only, and changes need the CSRF token', async () => {
    const salesUser = await signIn(test.app, 'sales@example.com');
    for (const path of ['/routing-rules', '/sales-teams', '/calendar-days']) {
      expect((await call(test.app, 'GET', path, salesUser)).statusCode).toBe(403);
      expect((await call(test.app, 'GET', path)).statusCode).toBe(401);
    }
    expect((await call(test.app, 'POST', '/sales-teams', { cookie: admin.cookie }, { name: 'x', memberIds: [] })).statusCode).toBe(403);
  });
});
