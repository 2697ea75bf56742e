import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { idParams } from '../../../contract/queries';
import { TRANSLATED_LANGUAGES } from '../../../contract/content/translation';
import { createItem, deleteItem, moveItem, reorderItems, saveDraft } from '../contentEdits';
import { readListPage, requireRecord } from '../contentRecords';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider';
import { recordAudit } from '../../staff/recordAudit';
import { listHeaders, listQuery } from '../../http/listRange';
import { actorOf, itemTarget, rolesNote, revisionField, type KindRouteOptions } from './contentRouteOptions';

/** react-admin's `filter={"q":"..."}`; which keys mean something is the kind's to say. */
const filterParam = v.optional(v.pipe(v.string(), v.parseJson(), v.record(v.string(), v.unknown())), '{}');

const MAX_ORDERED = 1000;

/** One kind's items: list, read, create, save a draft, delete, reorder, move one (under `content/<kind>`). */
const kindRoutes: FastifyPluginAsync<KindRouteOptions, RawServerDefault, ValibotTypeProvider> = async (app, { definition }) => {
  const { db } = app;
  const { kind } = definition;
  const roles = rolesNote(definition);
  const editors = app.requireRole(...definition.roles);
  const listParams = v.object({ ...listQuery(['sort', 'id']).entries, filter: filterParam });
  const createBody = v.object({ document: definition.schema });
  const saveBody = v.object({
    revision: revisionField,
    document: definition.schema,
    upToDate: v.optional(v.pipe(v.array(v.picklist(TRANSLATED_LANGUAGES)), v.maxLength(TRANSLATED_LANGUAGES.length))),
  });
  const orderBody = v.object({ ids: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(MAX_ORDERED)) });
  const moveBody = v.object({ revision: revisionField, position: v.pipe(v.number(), v.integer(), v.minValue(1)) });

  app.get('', {
    schema: {
      summary: `The items of the ${kind} kind`,
      description: `Live items with their draft state and translation status (\`missingLanguages\`, \`outOfDateLanguages\`); \`filter\` keys are the kind's own, and \`translation\` (\`missing\`, \`outOfDate\` or \`upToDate\`, the English's status) in a kind written in both languages. A simple-REST list. ${roles}`,
      querystring: listParams,
    },
    preHandler: editors,
  }, async (request, reply) => {
    const { range, sort, filter } = request.query;
    const { rows, total } = await readListPage(db, definition, {
      offset: range.offset,
      limit: range.limit,
      sortField: sort.field,
      descending: sort.order === 'DESC',
      filter,
    });
    await recordAudit(request, { action: 'content.list', target: `${definition.kind}:range:${range.start}-${range.end}` });
    return reply.headers(listHeaders(`content/${definition.kind}`, range.start, rows.length, total)).send(rows);
  });

  app.post('', {
    schema: {
      summary: `Create an item of the ${kind} kind`,
      description: `A new item from \`{document}\`, as a draft; answers it (201). ${roles}`,
      body: createBody,
    },
    preHandler: editors,
  }, async (request, reply) => {
    const record = await createItem(db, definition, request.body.document, actorOf(request));
    await recordAudit(request, { action: 'content.create', target: itemTarget(definition, record.id) });
    return reply.code(201).send(record);
  });

  // Static, so it is matched before `/:id`.
  app.put('/order', {
    schema: {
      summary: `Reorder the items of the ${kind} kind`,
      description: `\`{ids}\` (at most ${MAX_ORDERED}) in their new order; answers the items. ${roles}`,
      body: orderBody,
    },
    preHandler: editors,
  }, async (request, reply) => {
    const records = await reorderItems(db, definition, request.body.ids, actorOf(request));
    await recordAudit(request, { action: 'content.order', target: `${definition.kind}:${request.body.ids.join(',')}` });
    return reply.send(records);
  });

  app.put('/:id/position', {
    schema: {
      summary: `Move an item of the ${kind} kind`,
      description: `\`{revision, position}\`: the item to a position (from 1); answers it. A stale revision answers 409. ${roles}`,
      params: idParams,
      body: moveBody,
    },
    preHandler: editors,
  }, async (request, reply) => {
    const { id } = request.params;
    const record = await moveItem(db, definition, id, request.body, actorOf(request));
    await recordAudit(request, { action: 'content.order', target: `${itemTarget(definition, id)}@${request.body.position}` });
    return reply.send(record);
  });

  app.get('/:id', {
    schema: {
      summary: `One item of the ${kind} kind`,
      description: `The live item with its draft, if any, and its revision. Audited. ${roles}`,
      params: idParams,
    },
    preHandler: editors,
  }, async (request, reply) => {
    const record = await requireRecord(db, definition, request.params.id);
    await recordAudit(request, { action: 'content.read', target: itemTarget(definition, record.id) });
    return reply.send(record);
  });

  app.put('/:id', {
    schema: {
      summary: `Save the draft of an item of the ${kind} kind`,
      description: `\`{revision, document, upToDate?}\`: the draft, checked by the kind's schema; a stale revision answers 409 with the current record. Answers the item. A changed Chinese text makes the English out of date (\`outOfDateLanguages\`, and the record's \`sourceChanges\`: a word diff since its last translation); a changed English text, or \`upToDate: ["en"]\`, makes it up to date. ${roles}`,
      params: idParams,
      body: saveBody,
    },
    preHandler: editors,
  }, async (request, reply) => {
    const { id } = request.params;
    const record = await saveDraft(db, definition, id, request.body, actorOf(request));
    await recordAudit(request, { action: 'content.save', target: itemTarget(definition, id) });
    return reply.send(record);
  });

  app.delete('/:id', {
    schema: {
      summary: `Delete an item of the ${kind} kind`,
      description: `Answers it. ${roles}`,
      params: idParams,
    },
    preHandler: editors,
  }, async (request, reply) => {
    const record = await deleteItem(db, definition, request.params.id);
    await recordAudit(request, { action: 'content.delete', target: itemTarget(definition, record.id) });
    return reply.send(record);
  });
};

export default kindRoutes;
