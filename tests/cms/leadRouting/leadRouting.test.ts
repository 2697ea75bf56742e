import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { responseDueAt } from '../../../cms/leadRouting/routeArrivingLead';
import { RESPONSE_PROMISE_DEFAULTS } from '../../../cms/leadRouting/responsePromiseSettings';
import { insertRoutingRule, type RoutingRuleInput } from '../../../cms/leadRouting/routingRules';
import { insertSalesTeam } from '../../../cms/leadRouting/salesTeams';
import { abroadLead } from '../../support/leadFixture';
import { staffId } from '../../support/inbox';
import { notificationSettings, PUBLIC_URL, SALES, submitLead } from '../../support/notifyingApp';
import { createStaff, startStaffApp, type StaffTestApp } from '../../support/staffApp';
import { ENGINES } from '../../support/testApp';

const AT = '2026-11-01T00:00:00.000Z';

const rule = (fields: Partial<RoutingRuleInput>): RoutingRuleInput => ({
  position: 1, name: 'rule', enabled: true, provinces: [], industry: '', language: '', source: '', ownerUserId: null, teamId: null, ...fields,
});

describe.each(ENGINES)('lead routing rules on %s', (engine) => {
  let test: StaffTestApp;
  const ids: Record<string, number> = {};

  beforeEach(async () => {
    // No SMTP: the rows wait in the outbox, where the test reads who is told what.
    test = await startStaffApp(engine, { notifications: notificationSettings(undefined) });
    for (const name of ['alice', 'bob', 'carol', 'dave', 'erin']) {
      await createStaff(test.app, `${name}@example.com`, ['sales']);
      ids[name] = await staffId(test.app, `${name}@example.com`);
    }
  });
  afterEach(() => test.close());

  const lead = (id: number) =>
    test.app.db.selectFrom('potential_customer').select(['owner_user_id', 'routing_rule_id', 'response_due_at', 'created_at']).where('customers_id', '=', id).executeTakeFirstOrThrow();
  const outbox = (id: number) =>
    test.app.db.selectFrom('notification_outbox').select(['channel', 'target', 'subject', 'body']).where('kind', '=', 'lead').where('submission_id', '=', id).orderBy('notification_id').execute();

  it('gives a lead the owner of the first rule that matches, tells only them, and sends unmatched leads to sales', async () => {
    const { db } = test.app;
    await db.updateTable('staff_user').set({ disabled_at: AT }).where('user_id', '=', ids.erin!).execute();
    const team = (await insertSalesTeam(db, { name: 'Products', memberIds: [ids.carol!, ids.dave!] }, AT))!;
    const zhejiang = await insertRoutingRule(db, rule({ position: 1, provinces: ['浙江省', '江苏省'], ownerUserId: ids.alice! }), AT);
    // A disabled owner's rule is passed over, so the next one that matches decides.
    await insertRoutingRule(db, rule({ position: 2, language: 'en', ownerUserId: ids.erin! }), AT);
    const abroad = await insertRoutingRule(db, rule({ position: 3, language: 'en', industry: 'cold-chain WAREHOUSING', ownerUserId: ids.bob! }), AT);
    const products = await insertRoutingRule(db, rule({ position: 4, source: '/products', teamId: team }), AT);
    // Later than the Zhejiang rule and matching the same lead: never reached for it.
    await insertRoutingRule(db, rule({ position: 5, provinces: ['浙江省'], ownerUserId: ids.bob! }), AT);
    await insertRoutingRule(db, rule({ position: 0, enabled: false, ownerUserId: ids.bob! }), AT);

    const fromZhejiang = await submitLead(test.app, { customersAddress: '浙江省/杭州市/西湖区', source: '/products' });
    const fromAbroad = await submitLead(test.app, abroadLead, 'en');
    const fromProducts = await submitLead(test.app, { source: 'https://www.example.com/products?id=3' });
    const unmatched = await submitLead(test.app, { source: 'https://www.example.com/about' });

    expect(await lead(fromZhejiang)).toMatchObject({ owner_user_id: ids.alice, routing_rule_id: zhejiang });
    expect(await lead(fromAbroad)).toMatchObject({ owner_user_id: ids.bob, routing_rule_id: abroad });
    expect(await lead(fromProducts)).toMatchObject({ owner_user_id: ids.carol, routing_rule_id: products });
    expect(await lead(unmatched)).toMatchObject({ owner_user_id: null, routing_rule_id: null });

    const toAlice = await outbox(fromZhejiang);
    expect(toAlice).toHaveLength(1);
    expect(toAlice[0]).toMatchObject({ channel: 'mail', target: 'alice@example.com', subject: `新线索已分配给你 #${fromZhejiang}` });
    expect(toAlice[0]!.body).toContain('公司: 星河新能源科技');
    expect(toAlice[0]!.body).toContain('地区: 浙江省');
    expect(toAlice[0]!.body).toContain(`${PUBLIC_URL}/admin/leads/${fromZhejiang}`);
    // Personal data stays behind sign-in: no name, phone or street in a staff notice.
    expect(toAlice[0]!.body).not.toContain('13912345678');
    expect(toAlice[0]!.body).not.toContain('王工');
    expect((await outbox(fromAbroad)).map((row) => row.target)).toEqual(['bob@example.com']);
    expect((await outbox(unmatched)).map((row) => row.target)).toEqual([SALES]);

    for (const id of [fromZhejiang, fromAbroad, fromProducts, unmatched]) {
      const row = await lead(id);
      const expected = await responseDueAt(db, row.created_at, { promise: RESPONSE_PROMISE_DEFAULTS, timeZone: 'Asia/Shanghai', publicUrl: PUBLIC_URL, language: 'zh' });
      expect(row.response_due_at).toBe(expected);
      expect(Date.parse(row.response_due_at!)).toBeGreaterThan(Date.parse(row.created_at));
    }
  });

  it('hands a team its leads in turn, one each, under concurrent arrivals', async () => {
    const { db } = test.app;
    const members = [ids.alice!, ids.bob!, ids.carol!];
    const team = (await insertSalesTeam(db, { name: 'East', memberIds: members }, AT))!;
    await insertRoutingRule(db, rule({ teamId: team }), AT);

    // One after the other, the turns go round the members in their order.
    const first = [];
    for (let n = 0; n < 4; n++) first.push(await submitLead(test.app, { companyName: `公司${n}` }));
    const inTurn = await db.selectFrom('potential_customer').select('owner_user_id').where('customers_id', 'in', first).orderBy('customers_id').execute();
    expect(inTurn.map((row) => row.owner_user_id)).toEqual([...members, members[0]]);
    // At once (PostgreSQL runs them on several connections), no turn is given twice nor skipped.
    const rest = await Promise.all(Array.from({ length: 26 }, (_, n) => submitLead(test.app, { companyName: `公司${n + 4}` })));
    const leads = [...first, ...rest];

    const owners = await db.selectFrom('potential_customer').select('owner_user_id').where('customers_id', 'in', leads).execute();
    const counts = new Map<number | null, number>();
    for (const { owner_user_id } of owners) counts.set(owner_user_id, (counts.get(owner_user_id) ?? 0) + 1);
    expect(counts).toEqual(new Map(members.map((member) => [member, 10])));
    expect((await db.selectFrom('sales_team').select('next_turn').where('team_id', '=', team).executeTakeFirstOrThrow()).next_turn).toBe(30);
  });
});
