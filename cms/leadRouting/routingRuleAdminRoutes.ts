import { areaList } from '@vant/area-data';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import type { CmsMessageKey } from '../../contract/messages/cmsMessages';
import { idParams } from '../../contract/queries';
import { CmsError, notFound } from '../http/cmsError';
import { listHeaders, listQuery, pageInMemory } from '../http/listRange';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { recordAudit } from '../staff/recordAudit';
import { deleteRoutingRule, findRoutingRule, insertRoutingRule, listRoutingRules, updateRoutingRule, type RoutingRuleInput } from './routingRules';
import { findSalesTeam } from './salesTeams';

const PROVINCES = new Set(Object.values(areaList.province_list));

const ruleBody = v.object({
  position: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'routingRuleNameRequired' satisfies CmsMessageKey), v.maxLength(60, 'routingRuleNameRequired' satisfies CmsMessageKey)),
  enabled: v.optional(v.boolean(), true),
  provinces: v.optional(v.array(v.picklist([...PROVINCES], 'routingProvinceUnknown' satisfies CmsMessageKey)), []),
  industry: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  language: v.optional(v.picklist(['', 'zh', 'en']), ''),
  source: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  ownerUserId: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null),
  teamId: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null),
});

const target = (id: number) => `routing-rule:${id}`;

/**
 * The routing rules admins set: tried by position at each lead's arrival, the first enabled one
 * that matches gives the lead its owner or its team's next member. Every change is audited.
 */
const routingRuleRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const { db } = app;
  const admin = app.requireRole('admin');

  /** A rule hands leads to one owner or one team, and that owner or team exists. */
  const checkTarget = async (rule: RoutingRuleInput) => {
    if ((rule.ownerUserId === null) === (rule.teamId === null)) throw new CmsError(400, 'routingRuleTargetRequired', { field: 'ownerUserId' });
    const found = rule.teamId !== null
      ? await findSalesTeam(db, rule.teamId)
      : await db.selectFrom('staff_user').select('user_id').where('user_id', '=', rule.ownerUserId!).where('disabled_at', 'is', null).executeTakeFirst();
    if (!found) throw new CmsError(400, 'routingRuleTargetUnknown', { field: rule.teamId !== null ? 'teamId' : 'ownerUserId' });
  };
  const existing = async (id: number) => {
    const rule = await findRoutingRule(db, id);
    if (!rule) throw notFound();
    return rule;
  };

  app.get('/routing-rules', {
    schema: {
      summary: 'Lead routing rules',
      description: 'Every rule in the order they are tried (by `position`). A simple-REST list. Role: admin.',
      querystring: listQuery(['position']),
    },
    preHandler: admin,
  }, async (request, reply) => {
    const rules = await listRoutingRules(db);
    const rows = pageInMemory(rules, request.query);
    return reply.headers(listHeaders('routing-rules', request.query.range.start, rows.length, rules.length)).send(rows);
  });

  app.get('/routing-rules/:id', {
    schema: { summary: 'One lead routing rule', description: 'Role: admin.', params: idParams },
    preHandler: admin,
  }, async (request, reply) => reply.send(await existing(request.params.id)));

  app.post('/routing-rules', {
    schema: {
      summary: 'Add a lead routing rule',
      description: 'Conditions (`provinces`, `industry`, `language`, `source`; empty holds for every lead) and exactly one of `ownerUserId` and `teamId`. Answers the rule (201). Audited. Role: admin.',
      body: ruleBody,
    },
    preHandler: admin,
  }, async (request, reply) => {
    await checkTarget(request.body);
    const id = await insertRoutingRule(db, request.body, app.staffClock().toISOString());
    await recordAudit(request, { action: 'routing-rule.create', target: target(id) });
    return reply.code(201).send(await existing(id));
  });

  app.put('/routing-rules/:id', {
    schema: { summary: 'Change a lead routing rule', description: 'The whole rule, as when added. Audited. Role: admin.', params: idParams, body: ruleBody },
    preHandler: admin,
  }, async (request, reply) => {
    const { id } = request.params;
    await existing(id);
    await checkTarget(request.body);
    await updateRoutingRule(db, id, request.body, app.staffClock().toISOString());
    await recordAudit(request, { action: 'routing-rule.update', target: target(id) });
    return reply.send(await existing(id));
  });

  app.delete('/routing-rules/:id', {
    schema: { summary: 'Remove a lead routing rule', description: 'Leads it routed keep their owner. Audited. Role: admin.', params: idParams },
    preHandler: admin,
  }, async (request, reply) => {
    const rule = await existing(request.params.id);
    await db.updateTable('potential_customer').set({ routing_rule_id: null }).where('routing_rule_id', '=', rule.id).execute();
    await deleteRoutingRule(db, rule.id);
    await recordAudit(request, { action: 'routing-rule.delete', target: target(rule.id) });
    return reply.send(rule);
  });
};

export default routingRuleRoutes;
