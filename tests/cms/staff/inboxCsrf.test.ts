import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/testApp';
import { addLead } from '../../support/inbox';
import { call, createStaff, signIn, startStaffApp, type StaffTestApp } from '../../support/staffApp';

describe.each(ENGINES)('sales inbox CSRF on %s', (engine) => {
  let test: StaffTestApp;

  beforeAll(async () => {
    test = await startStaffApp(engine);
    await createStaff(test.app, 'admin@example.com', ['admin']);
  });
  afterAll(() => test.close());

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
