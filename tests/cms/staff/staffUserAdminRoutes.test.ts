import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disableStaffUser, findStaffUserByEmail } from '../../../cms/staff/staffUsers';
import { ENGINES } from '../../support/testApp';
import { listParams } from '../../support/inbox';
import { call, createStaff, signIn, startStaffApp, type StaffTestApp } from '../../support/staffApp';

describe.each(ENGINES)('lead owners list (GET /staff-users) on %s', (engine) => {
  let test: StaffTestApp;

  beforeAll(async () => {
    test = await startStaffApp(engine);
    await createStaff(test.app, 'boss@example.com', ['admin']);
    await createStaff(test.app, 'sara@example.com', ['sales']);
    await createStaff(test.app, 'sam@example.com', ['sales', 'hr']);
    await createStaff(test.app, 'hana@example.com', ['hr']);
    await createStaff(test.app, 'ed@example.com', ['editor']);
    await createStaff(test.app, 'gone@example.com', ['sales']);
    const gone = await findStaffUserByEmail(test.app.db, 'gone@example.com');
    await disableStaffUser(test.app.db, gone!.userId, new Date());
  });
  afterAll(() => test.close());

  it.each([
    ['nobody', 401],
    ['boss@example.com', 200],
    ['sara@example.com', 200],
    ['hana@example.com', 403],
    ['ed@example.com', 403],
  ] as const)('answers %s with %i', async (who, status) => {
    const session = who === 'nobody' ? {} : await signIn(test.app, who);
    expect((await call(test.app, 'GET', '/staff-users', session)).statusCode).toBe(status);
  });

  it('lists the enabled users who may own leads, by e-mail, the simple-REST way', async () => {
    const session = await signIn(test.app, 'sara@example.com');
    const response = await call(test.app, 'GET', `/staff-users?${listParams({ sort: ['email', 'ASC'] })}`, session);
    expect(response.headers['content-range']).toBe('staff-users 0-2/3');
    const rows = response.json() as Array<{ id: number; email: string }>;
    expect(rows.map((row) => row.email)).toEqual(['boss@example.com', 'sam@example.com', 'sara@example.com']);
    const sara = await findStaffUserByEmail(test.app.db, 'sara@example.com');
    expect(rows[2]).toEqual({ id: sara!.userId, displayName: 'sara', email: 'sara@example.com' });
  });

  it('pages and sorts as react-admin asks', async () => {
    const session = await signIn(test.app, 'sara@example.com');
    const response = await call(test.app, 'GET', `/staff-users?${listParams({ sort: ['email', 'DESC'], range: [1, 1] })}`, session);
    expect(response.headers['content-range']).toBe('staff-users 1-1/3');
    expect((response.json() as Array<{ email: string }>).map((row) => row.email)).toEqual(['sam@example.com']);
  });
});
