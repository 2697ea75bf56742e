import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import type { Kysely } from 'kysely';
import type { ArticleDocument } from '../../../contract/content/documents/article';
import type { CalendarEntry } from '../../../contract/content/schedule';
import type { ClassifyType } from '../../../contract/entities/classify';
import type { Database } from '../../db/schema';
import { categoriesKind } from '../categories/categoryKind';
import type { ValibotTypeProvider } from '../../http/valibotTypeProvider';
import { hasRole } from '../../staff/roles';
import { readWorkingCopies, type WorkingCopy } from '../contentRecords';
import { CONTENT_KIND_DEFINITIONS } from '../kinds';
import { listScheduled } from './contentSchedules';

/** A calendar shows a month and the days around it; a longer span is not a calendar's. */
const MAX_SPAN_DAYS = 62;

const instant = v.pipe(v.string(), v.isoTimestamp());
const calendarQuery = v.pipe(
  v.object({ from: instant, to: instant }),
  v.check(({ from, to }) => Date.parse(from) < Date.parse(to) && Date.parse(to) - Date.parse(from) <= MAX_SPAN_DAYS * 86_400_000, `from before to, at most ${MAX_SPAN_DAYS} days apart`),
);

/** The section an article is edited in, its category's classify type: each category read once however many of its articles are due. */
function sectionsOf(db: Kysely<Database>) {
  const sections = new Map<number, Promise<ClassifyType | null>>();
  return (article: ArticleDocument): Promise<ClassifyType | null> => {
    let section = sections.get(article.categoryId);
    if (!section) sections.set(article.categoryId, (section = categoriesKind.load(db, article.categoryId).then((category) => category?.document.classifyType ?? null)));
    return section;
  };
}

/** Every staff role that edits some kind of content. */
const contentRoles = [...new Set(CONTENT_KIND_DEFINITIONS.flatMap((definition) => definition.roles))];

/** The calendar of what is scheduled, of the kinds the signed-in user edits. */
const scheduleCalendarRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  app.get('/schedule', {
    schema: {
      summary: 'What is scheduled',
      description: `The scheduled changes due from \`from\` (included) to \`to\` (excluded), instants at most ${MAX_SPAN_DAYS} days apart, soonest first, of the kinds the user edits: \`[{kind, id, action, at, by, failure, title, classifyType}]\` (\`classifyType\`: an article's section). Roles: ${[...contentRoles, 'admin'].join(', ')}.`,
      querystring: calendarQuery,
    },
    preHandler: app.requireRole(...contentRoles),
  }, async (request) => {
    const { roles } = request.staffUser!;
    const kinds = CONTENT_KIND_DEFINITIONS.filter((definition) => definition.roles.some((role) => hasRole(roles, role)));
    const byName = new Map(kinds.map((definition) => [definition.kind as string, definition]));
    const rows = await listScheduled(app.db, {
      from: new Date(request.query.from).toISOString(),
      to: new Date(request.query.to).toISOString(),
      kinds: [...byName.keys()],
    });
    // The documents only (a row names the item, not its schedule nor its translations), each kind's drafts in one read.
    const copies = new Map<string, Map<number, WorkingCopy<unknown>>>();
    for (const [name, definition] of byName) {
      const ids = [...new Set(rows.filter((row) => row.kind === name).map((row) => row.itemId))];
      if (ids.length > 0) copies.set(name, await readWorkingCopies(app.db, definition, ids));
    }
    const sectionOf = sectionsOf(app.db);
    const entries: CalendarEntry[] = [];
    for (const row of rows) {
      const definition = byName.get(row.kind)!;
      const copy = copies.get(row.kind)!.get(row.itemId);
      if (!copy) continue;
      const classifyType = definition.kind === 'articles' ? await sectionOf(copy.document as ArticleDocument) : null;
      entries.push({ kind: definition.kind, id: row.itemId, action: row.action, at: row.dueAt, by: row.scheduledBy, failure: row.failure, title: definition.titles(copy.document), classifyType });
    }
    return entries;
  });
};

export default scheduleCalendarRoutes;
