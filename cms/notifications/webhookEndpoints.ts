import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, WebhookEndpointTable } from '../db/schema';
import { preparedQuery } from '../db/preparedQuery';
import { deletePendingDeliveries } from './notificationOutbox';

/** An endpoint as admins see it: never with its secret, which only its creation answers. */
export interface WebhookEndpoint {
  id: number;
  url: string;
  description: string;
  enabled: boolean;
  createdAt: string;
}

/** What the sender needs: where, and the key that signs. */
export interface WebhookTarget {
  id: number;
  url: string;
  secret: string;
  enabled: boolean;
}

const PUBLIC_COLUMNS = ['webhook_id', 'url', 'description', 'enabled', 'created_at'] as const;

function toEndpoint(row: Pick<Selectable<WebhookEndpointTable>, (typeof PUBLIC_COLUMNS)[number]>): WebhookEndpoint {
  return { id: row.webhook_id, url: row.url, description: row.description, enabled: Number(row.enabled) === 1, createdAt: row.created_at };
}

export async function listWebhookEndpoints(
  db: Kysely<Database>,
  page: { offset: number; limit: number; newestFirst: boolean },
): Promise<{ rows: WebhookEndpoint[]; total: number }> {
  const rows = await db
    .selectFrom('webhook_endpoint')
    .select(PUBLIC_COLUMNS)
    .orderBy('webhook_id', page.newestFirst ? 'desc' : 'asc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  const { total } = await db.selectFrom('webhook_endpoint').select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  return { rows: rows.map(toEndpoint), total: Number(total) };
}

export async function findWebhookEndpoint(db: Kysely<Database>, id: number): Promise<WebhookEndpoint | undefined> {
  const row = await db.selectFrom('webhook_endpoint').select(PUBLIC_COLUMNS).where('webhook_id', '=', id).executeTakeFirst();
  return row && toEndpoint(row);
}

export async function insertWebhookEndpoint(
  db: Kysely<Database>,
  endpoint: { url: string; description: string; secret: string; createdAt: string },
): Promise<number> {
  const { webhook_id } = await db
    .insertInto('webhook_endpoint')
    .values({ url: endpoint.url, description: endpoint.description, secret: endpoint.secret, created_at: endpoint.createdAt })
    .returning('webhook_id')
    .executeTakeFirstOrThrow();
  return webhook_id;
}

/** False when no endpoint has that id. */
export async function updateWebhookEndpoint(
  db: Kysely<Database>,
  id: number,
  changes: { url: string; description: string; enabled: boolean },
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoint')
    .set({ url: changes.url, description: changes.description, enabled: changes.enabled ? 1 : 0 })
    .where('webhook_id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes the endpoint and the deliveries still waiting for it, together. */
export async function deleteWebhookEndpoint(db: Kysely<Database>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await deletePendingDeliveries(trx, id);
    await trx.deleteFrom('webhook_endpoint').where('webhook_id', '=', id).execute();
  });
}

// Prepared: every submission reads them.
const enabledWebhooks = preparedQuery((db: Kysely<Database>) =>
  db.selectFrom('webhook_endpoint').select(['webhook_id', 'url']).where('enabled', '=', 1).orderBy('webhook_id'),
);

/** The endpoints a new lead is delivered to, read in the submission's transaction. */
export async function listEnabledWebhooks(db: Kysely<Database>): Promise<Array<{ id: number; url: string }>> {
  const rows = await enabledWebhooks(db, {});
  return rows.map((row) => ({ id: row.webhook_id, url: row.url }));
}

export async function findWebhookTarget(db: Kysely<Database>, id: number): Promise<WebhookTarget | undefined> {
  const row = await db.selectFrom('webhook_endpoint').select(['webhook_id', 'url', 'secret', 'enabled']).where('webhook_id', '=', id).executeTakeFirst();
  return row && { id: row.webhook_id, url: row.url, secret: row.secret, enabled: Number(row.enabled) === 1 };
}
