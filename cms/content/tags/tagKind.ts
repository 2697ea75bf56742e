import * as v from 'valibot';
import type { TagDocument } from '../../../contract/content/documents/tag';
import { TAG_GROUPS, type TagGroup } from '../../../contract/entities/tag';
import type { BackOfficeMessageKey } from '../../../contract/messages/cmsMessages';
import { CmsError } from '../../http/cmsError';
import { countTagUsers, listTagRecords, loadTagRecord } from './tagRecords';
import { deleteTag, insertTag, updateTag } from './tagWrites';
import { publishedFlagOf } from '../publishedFlag';
import type { ContentKindDefinition } from '../contentKind';
import { sortField, textLine } from '../documentFields';
import { missingIn, presentTexts, translated } from '../translatedTexts';
import { filterSearch, orderOf, pageOf, parseFilter } from '../kinds/listQuery';

const schema = v.object({
  group: v.picklist(TAG_GROUPS, 'contentFieldInvalid' satisfies BackOfficeMessageKey),
  sort: sortField,
  names: translated(textLine(100)),
});

const filterSchema = v.strictObject({
  group: v.optional(v.picklist(TAG_GROUPS)),
  q: v.optional(filterSearch),
});

const toWrite = (document: TagDocument) => ({ group: document.group, sort: document.sort, names: presentTexts(document.names) });

/** Tags (`tag`, `tag_i18n`): the case page's filters; one carried by articles is not deleted. */
export const tagsKind: ContentKindDefinition<TagDocument> = {
  kind: 'tags',
  roles: ['editor'],
  schema,
  translatedTexts: (document) => document.names,
  missingLanguages: (document) => missingIn(document.names),
  titles: (document) => document.names,
  async list(db, query) {
    const filter = parseFilter(filterSchema, query.filter);
    const { rows, total } = await listTagRecords(db, {
      ...pageOf(query),
      orderBy: orderOf(['id', 'sort'], query),
      group: filter.group,
      q: filter.q,
    });
    return { total, rows: rows.map((row) => ({ id: row.id, title: row.names, sort: row.sort, published: row.published })) };
  },
  async load(db, id) {
    const record = await loadTagRecord(db, id);
    if (!record) return null;
    return { published: record.published, document: { group: record.group as TagGroup, sort: record.sort, names: record.names } };
  },
  async check() {},
  create: (db, document) => insertTag(db, toWrite(document), { published: false }),
  async apply(db, id, document) {
    await updateTag(db, id, toWrite(document));
  },
  setPublished: publishedFlagOf('tag'),
  async remove(db, id) {
    const count = await countTagUsers(db, id);
    if (count > 0) throw new CmsError(409, 'contentInUse', { values: { count } });
    await deleteTag(db, id);
  },
};
