import type { Kysely } from 'kysely';
import type { Database } from '../cms/db/schema';
import { insertRoutingRule } from '../cms/leadRouting/routingRules';
import { insertSalesTeam } from '../cms/leadRouting/salesTeams';
import { insertWebhookEndpoint } from '../cms/notifications/webhookEndpoints';
import { hashToken, insertSubmissionApiToken } from '../cms/spamChallenge/submissionApiTokens';
import { saveStaffUser } from '../cms/staff/staffUsers';
import { validLead } from '../tests/support/leadFixture';

/**
 * What `npm run bench`'s row "everything in the path" sends and sets up: a lead that sets going
 * all the work a lead's arrival does in the CMS, so the row measures the whole write path, not the
 * bare route. A part that adds work to a lead's arrival adds its fields to `fullPathLead` and its
 * setup to `prepareFullLeadPath`; the row stays one row. Today that is:
 *
 * - the submission API token a partner's server posts with (the load generator cannot solve
 *   proof-of-work challenges; the token is the other way past them, checked and marked used);
 * - the spam score's signals, the form's time open among them;
 * - the visitor's first and last touch;
 * - a routing rule that hands the lead's province to a sales team in turn, whose member is told;
 * - a CRM webhook delivered to a receiver on loopback.
 */
export const fullPathLead = {
  ...validLead,
  remark: 'benchmark, everything in the path',
  formOpenMs: 95_000,
  attribution: {
    first: { utmSource: 'baidu', utmMedium: 'cpc', utmCampaign: 'cemat-2026', landingPage: '/home?utm_source=baidu', deviceClass: 'desktop', touchedAt: '2026-11-01T08:00:00.000Z' },
    last: { referrerHost: 'www.bing.com', landingPage: '/products', deviceClass: 'desktop', touchedAt: '2026-11-20T08:00:00.000Z' },
    sentFromPage: '/products',
  },
};

/** The token `prepareFullLeadPath` issues; the load generator sends it as `Authorization: Bearer`. */
export const FULL_PATH_TOKEN = 'yzsub_benchmark-everything-in-the-path';

/** Sets the CMS up for `fullPathLead`, its webhook deliveries sent to `receiverUrl`. */
export async function prepareFullLeadPath(db: Kysely<Database>, receiverUrl: string): Promise<void> {
  const now = new Date();
  const at = now.toISOString();
  await insertWebhookEndpoint(db, {
    url: receiverUrl,
    description: 'benchmark CRM',
    secret: 'whsec_YmVuY2htYXJrIHNlY3JldCBmb3IgdGhlIENNUw==',
    createdAt: at,
  });
  await insertSubmissionApiToken(db, { name: 'benchmark partner', tokenHash: hashToken(FULL_PATH_TOKEN), createdBy: 'bench@example.com', createdAt: at });
  const memberIds = await Promise.all(
    ['south-1', 'south-2', 'south-3'].map((name) =>
      saveStaffUser(db, { email: `${name}@example.com`, displayName: name, passwordHash: 'unused', roles: ['sales'] }, now),
    ),
  );
  const teamId = await insertSalesTeam(db, { name: 'South China', memberIds }, at);
  await insertRoutingRule(
    db,
    { position: 1, name: 'Guangdong', enabled: true, provinces: ['广东省'], industry: '', language: '', source: '', ownerUserId: null, teamId },
    at,
  );
}
