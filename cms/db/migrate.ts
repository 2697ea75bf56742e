import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Kysely, type Migration } from 'kysely';
import * as content from './migrations/001_content';
import * as careers from './migrations/002_careers';
import * as submissions from './migrations/003_submissions';
import * as staff from './migrations/004_staff';
import * as leadInbox from './migrations/005_lead_inbox';
import * as resumeInbox from './migrations/006_resume_inbox';
import * as notificationOutbox from './migrations/007_notification_outbox';
import * as webhooks from './migrations/008_webhooks';
import * as recipientLanguages from './migrations/009_recipient_languages';
import * as privacyConsent from './migrations/010_privacy_consent';
import * as articleListing from './migrations/011_article_listing';
import * as contentRevision from './migrations/012_content_revision';
import * as contentTimes from './migrations/013_content_times';
import * as rateLimitCounter from './migrations/014_rate_limit_counter';
import * as importKeys from './migrations/015_import_keys';
import * as customerReviews from './migrations/016_customer_reviews';
import * as contentDrafts from './migrations/017_content_drafts';
import * as partnerOrigins from './migrations/018_partner_origins';
import * as mediaAssets from './migrations/019_media_assets';
import * as publishedLists from './migrations/020_published_lists';
import * as serviceLocationProvinces from './migrations/022_service_location_provinces';
import * as stockQuotes from './migrations/023_stock_quotes';
import * as articleFilePerLanguage from './migrations/024_article_file_per_language';
import * as jobTranslations from './migrations/025_job_translations';
import * as articleListItems from './migrations/026_article_list_items';
import * as backupRuns from './migrations/027_backup_runs';
import * as secondFactor from './migrations/028_second_factor';
import * as staffManagement from './migrations/029_staff_management';
import * as originalVersions from './migrations/030_original_versions';
import * as staffDisplayNames from './migrations/031_staff_display_names';
import * as mediaPicturesOnPages from './migrations/032_media_pictures_on_pages';
import * as notificationRobots from './migrations/033_notification_robots';
import * as leadRouting from './migrations/034_lead_routing';
import * as spamChallenge from './migrations/035_spam_challenge';
import * as spamScore from './migrations/036_spam_score';
import * as submissionTouch from './migrations/037_submission_touch';
import * as unsentNotifications from './migrations/038_unsent_notifications';
import * as dashboardIndexes from './migrations/039_dashboard_indexes';
import * as wechatShare from './migrations/040_wechat_share';
import * as contentSchedule from './migrations/041_content_schedule';
import * as jobClosingAndEmployment from './migrations/042_job_closing_and_employment';
import * as contentTranslation from './migrations/043_content_translation';
import * as siteRedirects from './migrations/044_site_redirects';
import * as articleTextChanges from './migrations/045_article_text_changes';

/** Numbered migrations, applied in name order; a new one is a new file added here. */
const migrations: Record<string, Migration> = {
  '001_content': content,
  '002_careers': careers,
  '003_submissions': submissions,
  '004_staff': staff,
  '005_lead_inbox': leadInbox,
  '006_resume_inbox': resumeInbox,
  '007_notification_outbox': notificationOutbox,
  '008_webhooks': webhooks,
  '009_recipient_languages': recipientLanguages,
  '010_privacy_consent': privacyConsent,
  '011_article_listing': articleListing,
  '012_content_revision': contentRevision,
  '013_content_times': contentTimes,
  '014_rate_limit_counter': rateLimitCounter,
  '015_import_keys': importKeys,
  '016_customer_reviews': customerReviews,
  '017_content_drafts': contentDrafts,
  '018_partner_origins': partnerOrigins,
  '019_media_assets': mediaAssets,
  '020_published_lists': publishedLists,
  '022_service_location_provinces': serviceLocationProvinces,
  '023_stock_quotes': stockQuotes,
  '024_article_file_per_language': articleFilePerLanguage,
  '025_job_translations': jobTranslations,
  '026_article_list_items': articleListItems,
  '027_backup_runs': backupRuns,
  '028_second_factor': secondFactor,
  '029_staff_management': staffManagement,
  '030_original_versions': originalVersions,
  '031_staff_display_names': staffDisplayNames,
  '032_media_pictures_on_pages': mediaPicturesOnPages,
  '033_notification_robots': notificationRobots,
  '034_lead_routing': leadRouting,
  '035_spam_challenge': spamChallenge,
  '036_spam_score': spamScore,
  '037_submission_touch': submissionTouch,
  '038_unsent_notifications': unsentNotifications,
  '039_dashboard_indexes': dashboardIndexes,
  '040_wechat_share': wechatShare,
  '041_content_schedule': contentSchedule,
  '042_job_closing_and_employment': jobClosingAndEmployment,
  '043_content_translation': contentTranslation,
  '044_site_redirects': siteRedirects,
  '045_article_text_changes': articleTextChanges,
};

/** The migrations' names, in the order they apply. */
export const migrationNames = (): string[] => Object.keys(migrations).sort();

/** Applies the migrations up to `last` (all of them when not given): a test stops short to store what an older schema held. */
export async function migrateToLatest<DB>(db: Kysely<DB>, last?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = last ? await migrator.migrateTo(last) : await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * The code's migrations the database has not had: none once the CMS started, some when the
 * database was replaced under it by an older one (a restore) or its history was rolled back.
 * Migrations the database has beyond the code's are not counted: a newer instance applied them
 * during a rolling upgrade, and this one keeps serving until it is replaced.
 */
export async function unappliedMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(migrations).filter((name) => !applied.has(name));
}
