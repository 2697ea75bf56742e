import type { Kysely } from 'kysely';
import { identityKey } from './columns';

/** What visitors send: leads, resumes, download requests, and the idempotency records that keep retries single. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = identityKey(db);

  await db.schema
    .createTable('potential_customer')
    .addColumn('customers_id', 'integer', id)
    .addColumn('customers_name', 'text', (c) => c.notNull())
    .addColumn('customers_phone', 'text', (c) => c.notNull())
    .addColumn('customers_address', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('industry', 'text', (c) => c.notNull())
    .addColumn('demand', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('client_ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('resume')
    .addColumn('resume_id', 'integer', id)
    .addColumn('job_id', 'integer', (c) => c.references('job.job_id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('original_file_name', 'text', (c) => c.notNull())
    .addColumn('stored_file_name', 'text', (c) => c.notNull().unique())
    .addColumn('file_format', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('client_ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('download_request')
    .addColumn('request_id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull().references('stored_file.file_id'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('client_ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('idempotency_record')
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_record_pk', ['route', 'idempotency_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_record').execute();
  await db.schema.dropTable('download_request').execute();
  await db.schema.dropTable('resume').execute();
  await db.schema.dropTable('potential_customer').execute();
}
