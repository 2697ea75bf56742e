import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { idParams } from '../../contract/queries';
import { CmsError, notFound } from '../http/cmsError';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { canMoveLead, LEAD_STATUSES } from '../../contract/leadStatus';
import {
  deleteLead,
  findLead,
  insertLeadNote,
  listLeadChanges,
  listLeadNotes,
  listLeads,
  markLeadRead,
  otherLeadsWithPhone,
  updateLead,
  type InboxLead,
  type LeadChanges,
} from './leadInbox';
import { withSourcePages } from './leadSourcePages';
import { touchesOfSubmission } from '../attribution/submissionTouches';
import { findActiveStaffUser } from '../staff/staffUsers';
import { recordAudit } from '../staff/recordAudit';
import { hasRole } from '../staff/roles';
import { leadFilter } from '../exports/inboxFilter';
import { listHeaders, listQuery } from '../http/listRange';

const leadListQuery = (timeZone: string) => v.object({ ...listQuery(['id', 'createdAt']).entries, filter: leadFilter(timeZone) });

/** react-admin sends the whole record back; only these fields are sales' to change. */
const leadChangeBody = v.object({
  status: v.optional(v.picklist(LEAD_STATUSES)),
  lostReason: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500)))),
  ownerId: v.optional(v.nullable(v.pipe(v.number(), v.integer()))),
});

const noteBody = v.object({ text: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(2000)) });

const target = (id: number) => `lead:${id}`;

/** What a staff member who may handle leads can be given one. */
async function checkOwner(request: FastifyRequest, ownerId: number | null | undefined): Promise<void> {
  if (ownerId === null || ownerId === undefined) return;
  const owner = await findActiveStaffUser(request.server.db, ownerId);
  if (!owner || !hasRole(owner.roles, 'sales')) throw new CmsError(400, 'leadOwnerInvalid', { field: 'ownerId' });
}

/** The changes a PUT asks for, checked against the pipeline: `lost` carries its reason, nothing else does. */
function checkedChanges(lead: InboxLead, body: v.InferOutput<typeof leadChangeBody>): LeadChanges {
  const status = body.status ?? lead.status;
  if (status !== lead.status && !canMoveLead(lead.status, status)) {
    throw new CmsError(409, 'leadTransitionRefused', { field: 'status', values: { from: lead.status, to: status } });
  }
  const lostReason = status === 'lost' ? (body.lostReason ?? lead.lostReason ?? '') : null;
  if (status === 'lost' && lostReason === '') throw new CmsError(400, 'lostReasonRequired', { field: 'lostReason' });
  return { status, lostReason, ...(body.ownerId !== undefined && { ownerId: body.ownerId }) };
}

/** The sales inbox's leads: list, open (marks read), change status and owner, notes, delete. */
const leadRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const { db } = app;
  const sales = app.requireRole('sales');

  const details = async (lead: InboxLead) => ({
    ...(await withSourcePages(db, [lead]))[0]!,
    notes: await listLeadNotes(db, lead.id),
    history: await listLeadChanges(db, lead.id),
    samePhone: await otherLeadsWithPhone(db, lead.customersPhone, lead.id),
    touches: await touchesOfSubmission(db, 'lead', lead.id),
  });

  const existing = async (id: number) => {
    const lead = await findLead(db, id);
    if (!lead) throw notFound();
    return lead;
  };

  app.get('/leads', {
    schema: {
      summary: 'The sales inbox: leads',
      description: 'Newest first; `filter` keys `status`, `createdFrom`, `createdTo` (calendar days on the company\'s clocks, `COMPANY_TIME_ZONE`, both included), `language`, `source`, `province` (the first segment of `省/市/区`), `industry`, `owner`, and `channel`, `campaign` (utm_campaign), `partner` (a partner origin), each matching the first or the last touch. Each lead has `ownerName` (the owner\'s display name) and `sourcePage`: the page `source` (its full address) names, `{kind: \'case\'|\'job\', id, title, language}` (the title in the language of the page) or `{kind: \'page\', page}` (a route of the site), or null. A simple-REST list. Audited. Role: sales.',
      querystring: leadListQuery(app.companyTimeZone),
    },
    preHandler: sales,
  }, async (request, reply) => {
    const { range, sort, filter } = request.query;
    const { rows, total } = await listLeads(db, filter, { offset: range.offset, limit: range.limit, sort });
    await recordAudit(request, { action: 'lead.list', target: JSON.stringify(filter) });
    return reply
      .headers(listHeaders('leads', range.start, rows.length, total))
      .send(await withSourcePages(db, rows));
  });

  app.get('/leads/:id', {
    schema: {
      summary: 'One lead',
      description: 'The lead (marked read) as the list has it, with `notes` (each with its `author`\'s display name), `history` (`actor` a display name; an owner change names both owners in `fromName` and `toName`) and `samePhone` (the contact\'s other leads) and `touches` (`{first, last}`, each null or the touch: channel, utm_*, referrer host, landing page, the page it was sent from, partner origin, device class, time). Audited. Role: sales.',
      params: idParams,
    },
    preHandler: sales,
  }, async (request, reply) => {
    const { id } = request.params;
    const lead = await existing(id);
    const readAt = lead.readAt ?? (await markLeadRead(db, id, app.staffClock()));
    await recordAudit(request, { action: 'lead.read', target: target(id) });
    return reply.send(await details({ ...lead, readAt }));
  });

  app.put('/leads/:id', {
    schema: {
      summary: 'Change a lead\'s status or owner',
      description: 'Takes the whole record react-admin sends and changes only `status` (with `lostReason` for `lost`) and `ownerId` (active staff with the sales role, or an admin). The pipeline goes `new → contacted → qualified → won`; any open status may go to `lost` or `spam`; `won` and `lost` are final, `spam` may go back to `new`. A refused step, or a change someone else made meanwhile, answers 409. Answers the lead. Role: sales.',
      params: idParams,
      body: leadChangeBody,
    },
    preHandler: sales,
  }, async (request, reply) => {
    const { id } = request.params;
    const lead = await existing(id);
    const changes = checkedChanges(lead, request.body);
    await checkOwner(request, changes.ownerId);
    const user = request.staffUser!;
    if (!(await updateLead(db, lead, changes, { userId: user.userId, now: app.staffClock() }))) {
      throw new CmsError(409, 'leadChangedMeanwhile');
    }
    await recordAudit(request, { action: 'lead.update', target: target(id) });
    return reply.send(await details(await existing(id)));
  });

  app.post('/leads/:id/notes', {
    schema: {
      summary: 'Add a note to a lead',
      description: '`{text}` (up to 2000 characters); answers the note (201). Role: sales.',
      params: idParams,
      body: noteBody,
    },
    preHandler: sales,
  }, async (request, reply) => {
    const { id } = request.params;
    await existing(id);
    const noteId = await insertLeadNote(db, { leadId: id, authorId: request.staffUser!.userId, text: request.body.text, now: app.staffClock() });
    await recordAudit(request, { action: 'lead.note', target: target(id) });
    const note = (await listLeadNotes(db, id)).find((row) => row.id === noteId);
    return reply.code(201).send(note);
  });

  app.delete('/leads/:id', {
    schema: {
      summary: 'Delete a lead',
      description: 'Deletes the lead with its notes and history; answers it. Role: admin.',
      params: idParams,
    },
    preHandler: app.requireRole('admin'),
  }, async (request, reply) => {
    const { id } = request.params;
    const lead = await details(await existing(id));
    await deleteLead(db, id);
    await recordAudit(request, { action: 'lead.delete', target: target(id) });
    return reply.send(lead);
  });
};

export default leadRoutes;
