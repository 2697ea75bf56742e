import type { Kysely } from 'kysely';
import { rewriteStoredDocuments } from './storedDocuments';

/**
 * A job's closing date (the last day it takes applications, on the company's clocks; none: open
 * while it is shown) and its employment type (schema.org's JobPosting values). Every job so far
 * was advertised as a permanent post, so existing jobs are full-time, with no closing date; their
 * stored documents (drafts and versions), which go live or are restored as they are stored, get
 * the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job').addColumn('closing_date', 'text').execute();
  await db.schema.alterTable('job').addColumn('employment_type', 'text', (c) => c.notNull().defaultTo('FULL_TIME')).execute();
  await rewriteStoredDocuments(db, 'jobs', withJobTerms);
}

interface StoredJob {
  closingDate?: string | null;
  employmentType?: string;
}

function withJobTerms(json: string): string {
  const { closingDate = null, employmentType = 'FULL_TIME', ...rest } = JSON.parse(json) as StoredJob;
  return JSON.stringify({ ...rest, closingDate, employmentType });
}

function withoutJobTerms(json: string): string {
  const { closingDate, employmentType, ...rest } = JSON.parse(json) as StoredJob;
  return JSON.stringify(rest);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewriteStoredDocuments(db, 'jobs', withoutJobTerms);
  await db.schema.alterTable('job').dropColumn('employment_type').execute();
  await db.schema.alterTable('job').dropColumn('closing_date').execute();
}
