import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { normalisePartnerOrigin, PARTNER_NOTE_MAX_LENGTH, PARTNER_ORIGINS_RESOURCE } from '../../contract/embed/partnerOrigin';
import type { CmsMessageKey } from '../../contract/messages/cmsMessages';
import { idParams } from '../../contract/queries';
import { CmsError, notFound } from '../http/cmsError';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { deletePartnerOrigin, findPartnerOrigin, insertPartnerOrigin, listPartnerOrigins } from './partnerOrigins';
import { recordAudit } from '../staff/recordAudit';
import { listHeaders, listQuery } from '../http/listRange';

const partnerOriginListQuery = listQuery(['id', 'origin']);

const createBody = v.object({
  origin: v.pipe(
    v.string('partnerOriginInvalid' satisfies CmsMessageKey),
    v.maxLength(300, 'partnerOriginInvalid' satisfies CmsMessageKey),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const origin = normalisePartnerOrigin(dataset.value);
      if (origin) return origin;
      addIssue({ message: 'partnerOriginInvalid' satisfies CmsMessageKey });
      return NEVER;
    }),
  ),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(PARTNER_NOTE_MAX_LENGTH, 'partnerNoteTooLong' satisfies CmsMessageKey)), ''),
});

const target = (origin: string) => `partner-origin:${origin}`;

/**
 * The partner origins of the embed page. Editors manage them with the embed snippets they hand
 * out: an origin only lets a partner's pages read the open API and submit to it from the
 * browser, which any server can do anyway (no credentials, no staff data), so it needs no admin.
 * Each change is audited and takes effect on the next request (the partner-origins plugin).
 */
const partnerOriginRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const { db } = app;
  const editor = app.requireRole('editor');
  const path = `/${PARTNER_ORIGINS_RESOURCE}`;

  app.get(path, {
    schema: {
      summary: 'Partner origins',
      description: 'The origins whose pages may call the open API from the browser (CORS). A simple-REST list. Role: editor.',
      querystring: partnerOriginListQuery,
    },
    preHandler: editor,
  }, async (request, reply) => {
    const { range, sort } = request.query;
    const { rows, total } = await listPartnerOrigins(db, { offset: range.offset, limit: range.limit, field: sort.field, ascending: sort.order === 'ASC' });
    return reply.headers(listHeaders(PARTNER_ORIGINS_RESOURCE, range.start, rows.length, total)).send(rows);
  });

  app.post(path, {
    schema: {
      summary: 'Add a partner origin',
      description: 'Takes effect on the next request; an origin listed already answers 409. Answers it (201). Audited. Role: editor.',
      body: createBody,
    },
    preHandler: editor,
  }, async (request, reply) => {
    const { origin, note } = request.body;
    const id = await insertPartnerOrigin(db, { origin, note, addedBy: request.staffUser!.email, addedAt: app.staffClock().toISOString() });
    if (id === null) throw new CmsError(409, 'partnerOriginExists', { field: 'origin' });
    await app.partnerOrigins.announceChange();
    await recordAudit(request, { action: 'partner-origin.add', target: target(origin) });
    return reply.code(201).send(await findPartnerOrigin(db, id));
  });

  app.delete(`${path}/:id`, {
    schema: {
      summary: 'Remove a partner origin',
      description: 'Answers it. Audited. Role: editor.',
      params: idParams,
    },
    preHandler: editor,
  }, async (request, reply) => {
    const existing = await findPartnerOrigin(db, request.params.id);
    if (!existing) throw notFound();
    await deletePartnerOrigin(db, existing.id);
    await app.partnerOrigins.announceChange();
    await recordAudit(request, { action: 'partner-origin.remove', target: target(existing.origin) });
    return reply.send(existing);
  });
};

export default partnerOriginRoutes;
