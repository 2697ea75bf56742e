import type { Kysely } from 'kysely';
import { SITE_LANGUAGES, localizedPath } from '../../contract/siteRoutes';
import type { Database } from '../db/schema';
import { appendAuditEntry } from '../staff/auditLog';
import { recordMovedPage } from './redirects';

/**
 * Within a publish's transaction: each of an item's pages whose address the publish changes
 * (`before[i]` becomes `after[i]`, paths without language prefix) redirects permanently from its
 * old address to its new one, in every language, so links to it in search engines and partners'
 * pages keep working. The CMS answers it once the release with the new address is live (the
 * publishing plugin reads the redirects again then). Audited as the publisher's.
 */
export async function redirectMovedPages(
  db: Kysely<Database>,
  addresses: { before: readonly string[]; after: readonly string[] },
  actor: { email: string; at: string },
): Promise<void> {
  for (const [index, before] of addresses.before.entries()) {
    const after = addresses.after[index];
    if (after === undefined || after === before) continue;
    for (const language of SITE_LANGUAGES) {
      const move = { from: localizedPath(before, language), to: localizedPath(after, language) };
      await recordMovedPage(db, { ...move, by: actor.email, at: actor.at });
      await appendAuditEntry(db, {
        occurredAt: new Date(actor.at), actorUserId: null, actor: actor.email, action: 'redirect.moved', target: `redirect:${move.from}`, clientIp: '',
      });
    }
  }
}
