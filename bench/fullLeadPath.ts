import type { Kysely } from 'kysely';
import type { Database } from '../cms/db/schema';
import { insertWebhookEndpoint } from '../cms/notifications/webhookEndpoints';
import { validLead } from '../tests/support/leadFixture';

/**
 * What `npm run bench`'s row "everything in the path" sends and sets up: a lead that sets going
 * all the work a lead's arrival does in the CMS, so the row measures the whole write path, not the
 * bare route. A part that adds work to a lead's arrival (its scoring, routing, attribution…) adds
 * its fields to `fullPathLead` and its setup to `prepareFullLeadPath`; the row stays one row.
 */
export const fullPathLead = { ...validLead, remark: 'benchmark, everything in the path' };

/** Sets the CMS up so each lead is also delivered to a CRM webhook (`receiverUrl`, on loopback). */
export async function prepareFullLeadPath(db: Kysely<Database>, receiverUrl: string): Promise<void> {
  await insertWebhookEndpoint(db, {
    url: receiverUrl,
    description: 'benchmark CRM',
    secret: 'whsec_YmVuY2htYXJrIHNlY3JldCBmb3IgdGhlIENNUw==',
    createdAt: new Date().toISOString(),
  });
}
