import { friendlyLinkSchema } from '../../../contract/validation/contentExport';
import { insertFriendlyLink, updateFriendlyLink, type FriendlyLinkWrite } from '../../content/friendlyLinks/friendlyLinkWrites';
import type { ImportKind } from '../importKind';
import { versionsOf } from '../languageVersions';

/** `blogroll/list`: each language has links of its own, so one link id belongs to one language. */
export const friendlyLinks: ImportKind<FriendlyLinkWrite, FriendlyLinkWrite, FriendlyLinkWrite> = {
  kind: 'friendlyLink',
  contentKind: 'friendly-links',
  collect: (file) =>
    versionsOf(file, (section) => section['blogroll/list'], friendlyLinkSchema, (link) => link.blogrollId, 'blogrollId').map(
      ({ sourceId, versions, refusal }) => {
        const [first, second] = versions;
        const label = first ? `link ${first.item.blogrollName} (${sourceId})` : `link ${sourceId}`;
        if (refusal) return { sourceId, label, refusal };
        if (second) return { sourceId, label, refusal: `listed in ${first!.language} and ${second.language}: a link belongs to one language` };
        return {
          sourceId,
          label,
          item: { language: first!.language, name: first!.item.blogrollName, link: first!.item.blogrollLink, sort: first!.position },
        };
      },
    ),
  prepare: async (link) => link,
  resolve: async (_db, link) => link,
  insert: insertFriendlyLink,
  update: updateFriendlyLink,
};
