import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import type { CmsMessageKey } from '../../contract/messages/cmsMessages';
import { idParams } from '../../contract/queries';
import { CmsError, notFound } from '../http/cmsError';
import { listHeaders, listQuery, pageInMemory } from '../http/listRange';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { recordAudit } from '../staff/recordAudit';
import { deleteSalesTeam, findSalesTeam, insertSalesTeam, listSalesTeams, updateSalesTeam, type SalesTeamInput } from './salesTeams';

const teamBody = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'salesTeamNameRequired' satisfies CmsMessageKey), v.maxLength(60, 'salesTeamNameRequired' satisfies CmsMessageKey)),
  // The order members take their turns in; each once.
  memberIds: v.pipe(v.array(v.pipe(v.number(), v.integer())), v.maxLength(200), v.check((ids) => new Set(ids).size === ids.length, 'salesTeamMemberUnknown' satisfies CmsMessageKey)),
});

const target = (id: number) => `sales-team:${id}`;

/** The sales teams routing rules hand leads to in turn. Every change is audited. */
const salesTeamRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const { db } = app;
  const admin = app.requireRole('admin');

  const checkMembers = async (team: SalesTeamInput) => {
    if (team.memberIds.length === 0) return;
    const found = await db.selectFrom('staff_user').select('user_id').where('user_id', 'in', team.memberIds).where('disabled_at', 'is', null).execute();
    if (found.length !== team.memberIds.length) throw new CmsError(400, 'salesTeamMemberUnknown', { field: 'memberIds' });
  };
  const existing = async (id: number) => {
    const team = await findSalesTeam(db, id);
    if (!team) throw notFound();
    return team;
  };

  app.get('/sales-teams', {
    schema: { summary: 'Sales teams', description: 'Every team with its members in turn order, by name. A simple-REST list. Role: admin.', querystring: listQuery(['name']) },
    preHandler: admin,
  }, async (request, reply) => {
    const teams = await listSalesTeams(db);
    const rows = pageInMemory(teams, request.query);
    return reply.headers(listHeaders('sales-teams', request.query.range.start, rows.length, teams.length)).send(rows);
  });

  app.get('/sales-teams/:id', {
    schema: { summary: 'One sales team', description: 'Role: admin.', params: idParams },
    preHandler: admin,
  }, async (request, reply) => reply.send(await existing(request.params.id)));

  app.post('/sales-teams', {
    schema: { summary: 'Add a sales team', description: '`{name, memberIds}`; a name in use answers 409. Answers the team (201). Audited. Role: admin.', body: teamBody },
    preHandler: admin,
  }, async (request, reply) => {
    await checkMembers(request.body);
    const id = await insertSalesTeam(db, request.body, app.staffClock().toISOString());
    if (id === null) throw new CmsError(409, 'salesTeamExists', { field: 'name' });
    await recordAudit(request, { action: 'sales-team.create', target: target(id) });
    return reply.code(201).send(await existing(id));
  });

  app.put('/sales-teams/:id', {
    schema: { summary: 'Change a sales team', description: '`{name, memberIds}`. Audited. Role: admin.', params: idParams, body: teamBody },
    preHandler: admin,
  }, async (request, reply) => {
    const { id } = request.params;
    await existing(id);
    await checkMembers(request.body);
    if (!(await updateSalesTeam(db, id, request.body, app.staffClock().toISOString()))) throw new CmsError(409, 'salesTeamExists', { field: 'name' });
    await recordAudit(request, { action: 'sales-team.update', target: target(id) });
    return reply.send(await existing(id));
  });

  app.delete('/sales-teams/:id', {
    schema: { summary: 'Remove a sales team', description: 'A team a routing rule still uses answers 409. Audited. Role: admin.', params: idParams },
    preHandler: admin,
  }, async (request, reply) => {
    const team = await existing(request.params.id);
    if (!(await deleteSalesTeam(db, team.id))) throw new CmsError(409, 'salesTeamInUse');
    await recordAudit(request, { action: 'sales-team.delete', target: target(team.id) });
    return reply.send(team);
  });
};

export default salesTeamRoutes;
