import * as v from 'valibot';
import type { FriendlyLinkDocument } from '../../../contract/content/documents/friendlyLink';
import { API_LANGUAGES, toApiLanguage, type ApiLanguage } from '../../../contract/language';
import { notFound } from '../../http/cmsError';
import {
  deleteFriendlyLink, findFriendlyLinkRecord, FRIENDLY_LINK_ORDERS, listFriendlyLinkRecords,
} from './friendlyLinkRecords';
import { insertFriendlyLink, updateFriendlyLink } from './friendlyLinkWrites';
import { publishedFlagOf } from '../publishedFlag';
import type { ContentKindDefinition } from '../contentKind';
import { SHORT_TEXT_MAX, language, sortField, textLine, webLink } from '../documentFields';
import { orderOf, pageOf, parseFilter } from '../kinds/listQuery';

const schema = v.object({
  language: language(),
  name: textLine(SHORT_TEXT_MAX),
  link: webLink(),
  sort: sortField,
}) satisfies v.GenericSchema<unknown, FriendlyLinkDocument>;

const filterSchema = v.strictObject({ language: v.optional(v.picklist(API_LANGUAGES)) });

/** The name under its own language; the other language's footer does not show the link at all. */
const titleOf = (linkLanguage: ApiLanguage, name: string) =>
  Object.fromEntries(API_LANGUAGES.map((lang) => [lang, lang === linkLanguage ? name : null])) as Record<ApiLanguage, string | null>;

const toWrite = (document: FriendlyLinkDocument) => ({ language: document.language, name: document.name, link: document.link, sort: document.sort });

/** The footer's friendly links: each is one language's row, so it has no translation to miss. */
export const friendlyLinksKind: ContentKindDefinition<FriendlyLinkDocument> = {
  kind: 'friendly-links',
  roles: ['editor'],
  schema,
  missingLanguages: () => [],
  titles: (document) => titleOf(document.language, document.name),
  async list(db, query) {
    const filter = parseFilter(filterSchema, query.filter);
    const { rows, total } = await listFriendlyLinkRecords(db, filter, orderOf(FRIENDLY_LINK_ORDERS, query), pageOf(query));
    return {
      rows: rows.map((row) => ({
        id: row.blogroll_id,
        title: titleOf(toApiLanguage(row.language), row.blogroll_name),
        sort: row.sort,
        published: row.published === 1,
      })),
      total,
    };
  },
  async load(db, id) {
    const row = await findFriendlyLinkRecord(db, id);
    return row
      ? { document: { language: toApiLanguage(row.language), name: row.blogroll_name, link: row.blogroll_link, sort: row.sort }, published: row.published === 1 }
      : null;
  },
  async check() {},
  create: (db, document) => insertFriendlyLink(db, toWrite(document), { published: false }),
  async apply(db, id, document) {
    if (!(await updateFriendlyLink(db, id, toWrite(document)))) throw notFound();
  },
  setPublished: publishedFlagOf('friendly_link'),
  remove: deleteFriendlyLink,
};
