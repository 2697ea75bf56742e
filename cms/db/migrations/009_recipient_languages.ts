import type { Kysely } from 'kysely';

/**
 * Mail in its recipient's language: a service location's mailbox has a language, and a job may
 * name its own recruiter's mailbox (and language), which receives its resumes instead of HR.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('service_location').addColumn('mailbox_language', 'text', (c) => c.notNull().defaultTo('zh')).execute();
  await db.schema.alterTable('job').addColumn('recruiter_mailbox', 'text').execute();
  await db.schema.alterTable('job').addColumn('recruiter_language', 'text', (c) => c.notNull().defaultTo('zh')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job').dropColumn('recruiter_language').execute();
  await db.schema.alterTable('job').dropColumn('recruiter_mailbox').execute();
  await db.schema.alterTable('service_location').dropColumn('mailbox_language').execute();
}
