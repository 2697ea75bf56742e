import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import type { CmsMessageKey } from '../../contract/messages/cmsMessages';
import { idParams } from '../../contract/queries';
import {
  isExternalTarget, normaliseRedirectSource, normaliseRedirectTarget, REDIRECT_MATCHES, REDIRECT_NOTE_MAX_LENGTH,
  REDIRECT_STATUSES, REDIRECTS_RESOURCE, type SiteRedirect,
} from '../../contract/redirects';
import { CmsError, notFound } from '../http/cmsError';
import { listHeaders, listQuery } from '../http/listRange';
import type { ValibotTypeProvider } from '../http/valibotTypeProvider';
import { recordAudit } from '../staff/recordAudit';
import { isLivePage } from './livePages';
import { csvRedirects, jsonRedirects, nginxRedirects } from './redirectExports';
import { followRedirects, redirectTable } from './redirectRules';
import {
  deleteRedirect, findRedirect, insertRedirect, listRedirects, readAllRedirects, updateRedirect, type RedirectWrite,
} from './redirects';

const redirectListQuery = v.object({
  ...listQuery(['id', 'from', 'updatedAt']).entries,
  filter: v.optional(v.pipe(v.string(), v.parseJson(), v.object({ q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))) })), '{}'),
});

const address = (normalise: (value: string) => string | null, message: CmsMessageKey) =>
  v.pipe(
    v.string(message),
    v.maxLength(500, message),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const normalised = normalise(dataset.value);
      if (normalised !== null) return normalised;
      addIssue({ message });
      return NEVER;
    }),
  );

/** react-admin sends the whole record back on a change: the fields an editor may set. */
const redirectBody = v.object({
  from: address(normaliseRedirectSource, 'redirectSourceInvalid' satisfies CmsMessageKey),
  match: v.optional(v.picklist(REDIRECT_MATCHES, 'redirectMatchInvalid' satisfies CmsMessageKey), 'exact'),
  to: address(normaliseRedirectTarget, 'redirectTargetInvalid' satisfies CmsMessageKey),
  status: v.optional(v.picklist(REDIRECT_STATUSES, 'redirectStatusInvalid' satisfies CmsMessageKey), 301),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(REDIRECT_NOTE_MAX_LENGTH, 'redirectNoteTooLong' satisfies CmsMessageKey)), ''),
});

type RedirectBody = v.InferOutput<typeof redirectBody>;

const auditTarget = (redirect: Pick<SiteRedirect, 'from'>) => `redirect:${redirect.from}`;

const EXPORTS = {
  nginx: { type: 'text/plain; charset=utf-8', file: 'redirects.conf', write: nginxRedirects },
  csv: { type: 'text/csv; charset=utf-8', file: 'redirects.csv', write: csvRedirects },
  json: { type: 'application/json; charset=utf-8', file: 'redirects.json', write: jsonRedirects },
} as const;

/**
 * The redirect list beside the settings: editors (and admins) keep it. A redirect must lead,
 * through any others it reaches, to a page of the live release or to an https address elsewhere,
 * and never back to where it started. Each change is audited and answered by every instance from
 * the next request on (the redirects plugin).
 */
const redirectRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const { db } = app;
  const editor = app.requireRole('editor');
  const path = `/${REDIRECTS_RESOURCE}`;

  /** Refuses a redirect that loops or ends on no page; `id` is the one it replaces. */
  const checkLeads = async (body: RedirectBody, id: number | null) => {
    const others = (await readAllRedirects(db)).filter((redirect) => redirect.id !== id && redirect.from !== body.from);
    const table = redirectTable([...others, body]);
    const followed = followRedirects(table, body.from);
    // A prefix can also close a loop that does not pass through its own path.
    if (followed === 'loop' || others.some((other) => followRedirects(table, other.from) === 'loop')) {
      throw new CmsError(400, 'redirectLoop', { field: 'to' });
    }
    if (isExternalTarget(followed.end)) return;
    const { siteDir } = app.redirects;
    // Only the redirect's own target may be a prefix's folder; past other redirects it is a page.
    const match = followed.hops === 1 ? body.match : 'exact';
    if (!siteDir || !(await isLivePage(siteDir, followed.end, match))) {
      throw new CmsError(400, 'redirectTargetMissing', { field: 'to', values: { address: followed.end } });
    }
  };

  const writeOf = (request: FastifyRequest, body: RedirectBody): RedirectWrite => ({
    ...body,
    origin: 'staff',
    updatedBy: request.staffUser!.email,
    updatedAt: app.staffClock().toISOString(),
  });

  app.get(path, {
    schema: {
      summary: 'Redirects',
      description: 'The redirects the CMS answers before the site, those editors keep and those added when a page moved. A simple-REST list; `filter={"q":…}` finds a path in either address. Role: editor.',
      querystring: redirectListQuery,
    },
    preHandler: editor,
  }, async (request, reply) => {
    const { range, sort, filter } = request.query;
    const { rows, total } = await listRedirects(db, { offset: range.offset, limit: range.limit, field: sort.field, ascending: sort.order === 'ASC', q: filter.q });
    return reply.headers(listHeaders(REDIRECTS_RESOURCE, range.start, rows.length, total)).send(rows);
  });

  app.get(`${path}/export.:format`, {
    schema: {
      summary: 'The redirects as a file',
      description: 'For nginx (`nginx`: `location` blocks to include in the site\'s server block, deploy/nginx), or a CDN\'s bulk redirects (`csv`: from,to,status,prefix; `json`). Role: editor.',
      params: v.object({ format: v.picklist(['nginx', 'csv', 'json']) }),
    },
    preHandler: editor,
  }, async (request, reply) => {
    const format = EXPORTS[request.params.format];
    return reply
      .type(format.type)
      .header('content-disposition', `attachment; filename="${format.file}"`)
      .send(format.write(await readAllRedirects(db)));
  });

  app.get(`${path}/:id`, {
    schema: { summary: 'A redirect', description: 'Role: editor.', params: idParams },
    preHandler: editor,
  }, async (request, reply) => {
    const redirect = await findRedirect(db, request.params.id);
    if (!redirect) throw notFound();
    return reply.send(redirect);
  });

  app.post(path, {
    schema: {
      summary: 'Add a redirect',
      description: 'From a site path (`exact`, or `prefix`: the path and every path below it, keeping the rest) to a page of the live release or an https address, 301 or 302. A path that already leads somewhere answers 409; a loop or a missing page 400. Answers it (201). Audited. Role: editor.',
      body: redirectBody,
    },
    preHandler: editor,
  }, async (request, reply) => {
    await checkLeads(request.body, null);
    const id = await insertRedirect(db, writeOf(request, request.body));
    if (id === null) throw new CmsError(409, 'redirectSourceTaken', { field: 'from' });
    await app.redirects.announceChange();
    await recordAudit(request, { action: 'redirect.add', target: auditTarget(request.body) });
    return reply.code(201).send(await findRedirect(db, id));
  });

  app.put(`${path}/:id`, {
    schema: {
      summary: 'Change a redirect',
      description: 'Checked as when added; a redirect added when a page moved becomes the editors\'. Audited. Role: editor.',
      params: idParams,
      body: redirectBody,
    },
    preHandler: editor,
  }, async (request, reply) => {
    const existing = await findRedirect(db, request.params.id);
    if (!existing) throw notFound();
    await checkLeads(request.body, existing.id);
    if (!(await updateRedirect(db, existing.id, writeOf(request, request.body)))) throw new CmsError(409, 'redirectSourceTaken', { field: 'from' });
    await app.redirects.announceChange();
    await recordAudit(request, { action: 'redirect.change', target: auditTarget(request.body) });
    return reply.send(await findRedirect(db, existing.id));
  });

  app.delete(`${path}/:id`, {
    schema: { summary: 'Remove a redirect', description: 'Answers it. Audited. Role: editor.', params: idParams },
    preHandler: editor,
  }, async (request, reply) => {
    const existing = await findRedirect(db, request.params.id);
    if (!existing) throw notFound();
    await deleteRedirect(db, existing.id);
    await app.redirects.announceChange();
    await recordAudit(request, { action: 'redirect.remove', target: auditTarget(existing) });
    return reply.send(existing);
  });
};

export default redirectRoutes;
