import type { Kysely } from 'kysely';

const SUBMISSION_TABLES = ['potential_customer', 'resume', 'download_request'] as const;
const CONSENT_COLUMNS = ['privacy_notice_version', 'privacy_consented_at', 'privacy_consent_ip'] as const;

/**
 * The record of each visitor's consent to the privacy notice, next to the lead, resume or
 * download request it came with: the notice's version, when, from which address. Nullable: rows
 * stored before the forms asked for consent have none. (The notice itself is a site setting, a
 * key-value row: the seed writes it.) One column per statement, the only form SQLite takes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of SUBMISSION_TABLES) {
    for (const column of CONSENT_COLUMNS) await db.schema.alterTable(table).addColumn(column, 'text').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of SUBMISSION_TABLES) {
    for (const column of CONSENT_COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
