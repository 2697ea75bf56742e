import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../../contract/api';
import { validLead } from '../../support/leadFixture';
import { auditActions, call, createStaff, signIn, startStaffApp, type SignedIn, type StaffTestApp } from '../../support/staffApp';
import { ENGINES } from '../../support/testApp';

describe.each(ENGINES)('submission API tokens on %s', (engine) => {
  let test: StaffTestApp;
  let admin: SignedIn;
  let sales: SignedIn;
  const postLead = (headers: Record<string, string>) =>
    test.app.inject({ method: 'POST', url: `${API_BASE_PATH}/potentialCustomers/add`, payload: validLead, headers });
  const leadCount = async () => (await test.app.db.selectFrom('potential_customer').select('customers_id').execute()).length;

  beforeAll(async () => {
    test = await startStaffApp(engine, { spamChallenge: 'on' });
    await createStaff(test.app, 'admin@example.com', ['admin']);
    await createStaff(test.app, 'sales@example.com', ['sales']);
    admin = await signIn(test.app, 'admin@example.com');
    sales = await signIn(test.app, 'sales@example.com');
  });
  afterAll(() => test.close());

  it('lets a partner\'s server post without the challenge while its token lives, the token shown once and stored hashed', async () => {
    expect((await call(test.app, 'POST', '/submission-api-tokens', sales, { name: '合作伙伴' })).statusCode).toBe(403);
    expect((await call(test.app, 'POST', '/submission-api-tokens', admin, { name: ' ' })).json()).toMatchObject({ msg: '请填写令牌的名称，如合作伙伴的名字' });

    const issued = await call(test.app, 'POST', '/submission-api-tokens', admin, { name: '华东经销商' });
    expect(issued.statusCode).toBe(201);
    const { id, token } = issued.json() as { id: number; token: string };
    expect(token).toMatch(/^yzsub_[\w-]{43}$/);
    const listed = await call(test.app, 'GET', '/submission-api-tokens', admin);
    expect(listed.json()).toEqual([expect.objectContaining({ id, name: '华东经销商', createdBy: 'admin@example.com', lastUsedAt: null, revokedAt: null })]);
    expect(listed.body).not.toContain(token);
    const stored = await test.app.db.selectFrom('submission_api_token').selectAll().executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));

    const before = await leadCount();
    expect((await postLead({})).json()).toMatchObject({ code: 400 });
    expect((await postLead({ authorization: `Bearer ${token}` })).json()).toMatchObject({ code: 0 });
    expect((await postLead({ authorization: `Bearer ${token}x` })).json()).toMatchObject({ code: 401, msg: 'API 令牌无效或已被撤销' });
    expect(await leadCount()).toBe(before + 1);
    expect((await call(test.app, 'GET', '/submission-api-tokens', admin)).json()[0].lastUsedAt).toBe(test.clock.now().toISOString());

    const revoked = await call(test.app, 'DELETE', `/submission-api-tokens/${id}`, admin);
    expect(revoked.json()).toMatchObject({ id, revokedAt: test.clock.now().toISOString() });
    expect((await postLead({ authorization: `Bearer ${token}` })).json()).toMatchObject({ code: 401 });
    expect(await leadCount()).toBe(before + 1);
    expect(await auditActions(test.app)).toEqual(expect.arrayContaining(['submission-api-token.issue', 'submission-api-token.revoke']));
  });
});
