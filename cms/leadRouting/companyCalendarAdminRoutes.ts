import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { isCalendarDay } from '../../contract/companyTime';
import type { CmsMessageKey } from '../../contract/messages/cmsMessages';
import { notFound } from '../http/cmsError';
import { listHeaders, listQuery, pageInMemory } from '../http/listRange';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { recordAudit } from '../staff/recordAudit';
import { deleteCalendarDay, findCalendarDay, listCalendarDays, saveCalendarDay } from './companyCalendar';

const day = v.pipe(
  v.string('calendarDayInvalid' satisfies CmsMessageKey),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'calendarDayInvalid' satisfies CmsMessageKey),
  v.check(isCalendarDay, 'calendarDayInvalid' satisfies CmsMessageKey),
);
const dayParams = v.object({ id: day });
const dayBody = v.object({
  id: day,
  working: v.boolean(),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
});

const target = (id: string) => `calendar-day:${id}`;

/**
 * The days that break the company's weekly working pattern: public holidays on weekdays and the
 * weekend days worked in their place. Response-time promises count working time by them.
 */
const companyCalendarRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const { db } = app;
  const admin = app.requireRole('admin');

  app.get('/calendar-days', {
    schema: { summary: 'Company calendar days', description: 'Holidays and extra working days, by date (`id`). A simple-REST list. Role: admin.', querystring: listQuery(['id']) },
    preHandler: admin,
  }, async (request, reply) => {
    const days = await listCalendarDays(db);
    const rows = pageInMemory(days, request.query);
    return reply.headers(listHeaders('calendar-days', request.query.range.start, rows.length, days.length)).send(rows);
  });

  app.get('/calendar-days/:id', {
    schema: { summary: 'One company calendar day', description: 'Role: admin.', params: dayParams },
    preHandler: admin,
  }, async (request, reply) => {
    const found = await findCalendarDay(db, request.params.id);
    if (!found) throw notFound();
    return reply.send(found);
  });

  app.post('/calendar-days', {
    schema: { summary: 'Add a company calendar day', description: '`{id: "2026-10-01", working: false, note}`; a date listed already is changed. Answers it (201). Audited. Role: admin.', body: dayBody },
    preHandler: admin,
  }, async (request, reply) => {
    await saveCalendarDay(db, request.body);
    await recordAudit(request, { action: 'calendar-day.save', target: target(request.body.id) });
    return reply.code(201).send(request.body);
  });

  app.put('/calendar-days/:id', {
    schema: { summary: 'Change a company calendar day', description: '`{working, note}`. Audited. Role: admin.', params: dayParams, body: v.omit(dayBody, ['id']) },
    preHandler: admin,
  }, async (request, reply) => {
    const { id } = request.params;
    if (!(await findCalendarDay(db, id))) throw notFound();
    const saved = { id, ...request.body };
    await saveCalendarDay(db, saved);
    await recordAudit(request, { action: 'calendar-day.save', target: target(id) });
    return reply.send(saved);
  });

  app.delete('/calendar-days/:id', {
    schema: { summary: 'Remove a company calendar day', description: 'The day follows the weekly pattern again. Audited. Role: admin.', params: dayParams },
    preHandler: admin,
  }, async (request, reply) => {
    const found = await findCalendarDay(db, request.params.id);
    if (!found) throw notFound();
    await deleteCalendarDay(db, found.id);
    await recordAudit(request, { action: 'calendar-day.delete', target: target(found.id) });
    return reply.send(found);
  });
};

export default companyCalendarRoutes;
