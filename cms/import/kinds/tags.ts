import { tagSchema, type TagItem } from '../../../contract/validation/contentExport';
import { insertTag, updateTag, type TagWrite } from '../../content/tags/tagWrites';
import type { ImportKind } from '../importKind';
import { byLanguage, mergeVersions, versionsOf } from '../languageVersions';

/** `tag/list`: the case filters; an article names its tags by their ids here. */
export const tags: ImportKind<TagWrite, TagWrite, TagWrite> = {
  kind: 'tag',
  contentKind: 'tags',
  collect: (file) =>
    versionsOf(file, (section) => section['tag/list'], tagSchema, (tag) => tag.tagId, 'tagId').map((entry) =>
      mergeVersions(
        entry,
        'tag',
        (tag) => tag.tagName,
        (tag: TagItem) => tag.tagGroup,
        (versions) => ({
          group: versions[0]!.item.tagGroup,
          sort: versions[0]!.position,
          names: byLanguage(versions, (tag) => tag.tagName),
        }),
      ),
    ),
  prepare: async (tag) => tag,
  resolve: async (_db, tag) => tag,
  insert: insertTag,
  update: updateTag,
};
