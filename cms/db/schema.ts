import type { ColumnType, Generated } from 'kysely';

/**
 * Table types of the one query layer (Kysely) that serves SQLite and PostgreSQL alike.
 * Dates are ISO 8601 text in both engines so values compare and sort the same way everywhere.
 * Bilingual content keeps its language-neutral facts in one table and each language's text
 * in an `_i18n` table keyed by (id, language).
 */
export interface Database {
  classify: ClassifyTable;
  classify_i18n: ClassifyI18nTable;
  stored_file: StoredFileTable;
  article: ArticleTable;
  article_i18n: ArticleI18nTable;
  article_listing: ArticleListingTable;
  article_listing_count: ArticleListingCountTable;
  article_list_item: ArticleListItemTable;
  content_revision: ContentRevisionTable;
  content_change: ContentChangeTable;
  tag: TagTable;
  tag_i18n: TagI18nTable;
  article_tag: ArticleTagTable;
  media: MediaTable;
  media_i18n: MediaI18nTable;
  friendly_link: FriendlyLinkTable;
  product: ProductTable;
  product_i18n: ProductI18nTable;
  service_location: ServiceLocationTable;
  service_location_i18n: ServiceLocationI18nTable;
  service_location_province: ServiceLocationProvinceTable;
  customer_review: CustomerReviewTable;
  customer_review_i18n: CustomerReviewI18nTable;
  site_setting: SiteSettingTable;
  job_category: JobCategoryTable;
  work_place: WorkPlaceTable;
  job: JobTable;
  job_category_i18n: JobCategoryI18nTable;
  work_place_i18n: WorkPlaceI18nTable;
  job_i18n: JobI18nTable;
  potential_customer: PotentialCustomerTable;
  resume: ResumeTable;
  resume_note: ResumeNoteTable;
  resume_stage_change: ResumeStageChangeTable;
  download_request: DownloadRequestTable;
  idempotency_record: IdempotencyRecordTable;
  staff_user: StaffUserTable;
  staff_session: StaffSessionTable;
  staff_invitation: StaffInvitationTable;
  sign_in_throttle: SignInThrottleTable;
  rate_limit_counter: RateLimitCounterTable;
  audit_log: AuditLogTable;
  server_secret: ServerSecretTable;
  staff_totp: StaffTotpTable;
  staff_passkey: StaffPasskeyTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  lead_note: LeadNoteTable;
  notification_outbox: NotificationOutboxTable;
  lead_change: LeadChangeTable;
  spam_mark: SpamMarkTable;
  webhook_endpoint: WebhookEndpointTable;
  notification_robot: NotificationRobotTable;
  robot_send: RobotSendTable;
  import_key: ImportKeyTable;
  media_asset: MediaAssetTable;
  content_item: ContentItemTable;
  content_schedule: ContentScheduleTable;
  content_version: ContentVersionTable;
  content_translation: ContentTranslationTable;
  pending_backfill: PendingBackfillTable;
  partner_origin: PartnerOriginTable;
  stock_quote: StockQuoteTable;
  stock_daily_close: StockDailyCloseTable;
  backup_run: BackupRunTable;
  submission_touch: SubmissionTouchTable;
  sales_team: SalesTeamTable;
  sales_team_member: SalesTeamMemberTable;
  routing_rule: RoutingRuleTable;
  company_calendar_day: CompanyCalendarDayTable;
  spam_challenge_use: SpamChallengeUseTable;
  submission_api_token: SubmissionApiTokenTable;
  wechat_account: WechatAccountTable;
  wechat_credential: WechatCredentialTable;
  site_redirect: SiteRedirectTable;
}

export interface ClassifyTable {
  classify_id: Generated<number>;
  parent_id: number | null;
  classify_type: number;
  out_link: string;
  sort: number;
  /** 1 or 0: whether the open API shows it; rows written outside the back office are published. */
  published: Generated<number>;
}

export interface ClassifyI18nTable {
  classify_id: number;
  language: string;
  classify_name: string;
}

/** A file editors published (reports, brochures); served from the data folder's files area. */
export interface StoredFileTable {
  file_id: Generated<number>;
  file_name: string;
  stored_name: string;
  mime_type: string;
  size_bytes: number;
  created_at: string;
}

export interface ArticleTable {
  article_id: Generated<number>;
  classify_id: number;
  thumbnail: string;
  publish_time: string;
  sort: number;
  /** 1 or 0: whether the open API shows it; rows written outside the back office are published. */
  published: Generated<number>;
}

export interface ArticleI18nTable {
  id: Generated<number>;
  article_id: number;
  language: string;
  title: string;
  summary: string;
  content: string;
  /** The attached file (a report, a brochure) in this language. */
  file_id: number | null;
  /** ISO 8601: the last write to this text, its article or its tags; kept by triggers (migration 013). */
  updated_at: Generated<string>;
}

/**
 * One row per published article, language it is written in and category that lists it, with the
 * list's order columns; written only by triggers on the base tables (migration 026), read by the
 * article lists and previous/next.
 */
export interface ArticleListingTable {
  language: string;
  /** The category whose list holds the row: the article's own, or one above it. */
  listed_in: number;
  /** The article's own category. */
  classify_id: number;
  sort: number;
  publish_time: string;
  article_id: number;
}

/** One row (id 1): raised by triggers on every write to what the site shows (migration 012). */
export interface ContentRevisionTable {
  id: number;
  revision: number;
}

/** Per table of what the site shows, the time of its last write; kept by triggers (migration 013). */
export interface ContentChangeTable {
  table_name: string;
  changed_at: string;
}

/** How many rows of `article_listing` each category lists in each language; kept by triggers. */
export interface ArticleListingCountTable {
  language: string;
  listed_in: number;
  total: number;
}

/** Each translation of an article as `article/list` answers it, serialised; kept by triggers (migration 026). */
export interface ArticleListItemTable {
  article_id: number;
  language: string;
  item: string;
}

export interface TagTable {
  tag_id: Generated<number>;
  tag_group: string;
  sort: number;
  /** 1 or 0: whether the open API shows it; rows written outside the back office are published. */
  published: Generated<number>;
}

export interface TagI18nTable {
  tag_id: number;
  language: string;
  tag_name: string;
}

export interface ArticleTagTable {
  article_id: number;
  tag_id: number;
}

export interface MediaTable {
  media_id: Generated<number>;
  cover: string;
  video_url: string;
  duration_seconds: number;
  publish_time: string;
  sort: number;
  /** 1 while the site shows it, 0 while it is hidden (created and not yet published, or unpublished). */
  published: Generated<number>;
}

export interface MediaI18nTable {
  media_id: number;
  language: string;
  title: string;
  description: string;
}

export interface FriendlyLinkTable {
  blogroll_id: Generated<number>;
  language: string;
  blogroll_name: string;
  blogroll_link: string;
  sort: number;
  /** 1 while the site shows it, 0 while it is hidden (created and not yet published, or unpublished). */
  published: Generated<number>;
}

export interface ProductTable {
  product_id: Generated<number>;
  product_type: string;
  product_key: string;
  image: string;
  url: string;
  sort: number;
  /** 1 while the site shows it, 0 while it is hidden (created and not yet published, or unpublished). */
  published: Generated<number>;
}

export interface ProductI18nTable {
  product_id: number;
  language: string;
  title: string;
  description: string;
  content: string;
  product_group: string;
  /** JSON array of strings. */
  highlights: string;
}

export interface ServiceLocationTable {
  location_id: Generated<number>;
  location_type: string;
  phone: string;
  sort: number;
  /** Where the leads of the provinces this location serves are mailed; none: the sales mailbox. */
  mailbox: string | null;
  /** The language the mail to `mailbox` is written in (`zh` or `en`). */
  mailbox_language: Generated<string>;
  /** 1 while the site shows it, 0 while it is hidden (created and not yet published, or unpublished). */
  published: Generated<number>;
}

export interface ServiceLocationI18nTable {
  location_id: number;
  language: string;
  location_name: string;
  /** The area it serves as the site shows it in this language; routing reads `service_location_province`. */
  province: string;
  address: string;
}

/** A province (its Chinese name, as a lead's region starts) whose leads are mailed to the location's mailbox. */
export interface ServiceLocationProvinceTable {
  location_id: number;
  province: string;
}

export interface CustomerReviewTable {
  review_id: Generated<number>;
  case_id: number | null;
  sort: number;
  /** 1 while the site shows it, 0 while it is hidden (created and not yet published, or unpublished). */
  published: Generated<number>;
}

export interface CustomerReviewI18nTable {
  review_id: number;
  language: string;
  quote: string;
  person_name: string;
  person_role: string;
  company: string;
  industry: string;
}

export interface SiteSettingTable {
  language: string;
  setting_key: string;
  setting_value: string;
}

export interface JobCategoryTable {
  job_category_id: Generated<number>;
  job_category_name: string;
  sort: number;
  /** 1 while the site shows it, 0 while it is hidden (created and not yet published, or unpublished). */
  published: Generated<number>;
}

export interface WorkPlaceTable {
  work_place_id: Generated<number>;
  work_place_name: string;
  sort: number;
  /** 1 while the site shows it, 0 while it is hidden (created and not yet published, or unpublished). */
  published: Generated<number>;
}

export interface JobTable {
  job_id: Generated<number>;
  job_category_id: number;
  work_place_id: number;
  post: string;
  place: string;
  headcount: number;
  announce_time: string;
  duties: string;
  requirements: string;
  /** The recruiter who receives this job's resumes instead of the HR mailbox; none: HR. */
  recruiter_mailbox: string | null;
  recruiter_language: Generated<string>;
  /** 1 while the site shows it, 0 while it is hidden (created and not yet published, or unpublished). */
  published: Generated<number>;
  /** YYYY-MM-DD, the last day it takes applications on the company's clocks; null: open while shown. */
  closing_date: string | null;
  /** One of EMPLOYMENT_TYPES (FULL_TIME for jobs older than the column). */
  employment_type: Generated<string>;
}

/** A job category's name in a language other than Chinese (the Chinese one is in job_category). */
export interface JobCategoryI18nTable {
  job_category_id: number;
  language: string;
  job_category_name: string;
}

/** A work place's name in a language other than Chinese (the Chinese one is in work_place). */
export interface WorkPlaceI18nTable {
  work_place_id: number;
  language: string;
  work_place_name: string;
}

/** A job's text in a language other than Chinese (the Chinese one is in job). */
export interface JobI18nTable {
  job_id: number;
  language: string;
  post: string;
  place: string;
  duties: string;
  requirements: string;
}

/** The visitor's consent to the privacy notice (cms/submissions/submissionMeta.ts); null on rows older than the consent. */
interface PrivacyConsentColumns {
  privacy_notice_version: string | null;
  privacy_consented_at: string | null;
  privacy_consent_ip: string | null;
}

export interface PotentialCustomerTable extends PrivacyConsentColumns {
  customers_id: Generated<number>;
  customers_name: string;
  customers_phone: string;
  customers_address: string;
  company_name: string;
  industry: string;
  demand: string;
  remark: string;
  source: string;
  language: string;
  client_ip: string;
  created_at: string;
  /** Where sales stand with the lead: contract/leadStatus.ts holds the pipeline. */
  status: Generated<string>;
  /** Why a lead was lost; set with the status `lost`. */
  lost_reason: string | null;
  owner_user_id: number | null;
  /** When a staff member first opened the lead; null while unread. */
  read_at: string | null;
  /** The spam score it arrived with (cms/spam/spamScore.ts) and its reasons, JSON `SpamReason[]`. */
  spam_score: Generated<number>;
  spam_reasons: Generated<string>;
  /** Digest of its normalised free text, to find repeats; null when the text is too short to tell. */
  text_fingerprint: string | null;
  /** When the company promised to have contacted the lead (working time from arrival); null on older leads. */
  response_due_at: Generated<string | null>;
  /** When its owner was reminded that it still waits, and when a manager was told; each happens once. */
  reminded_at: Generated<string | null>;
  escalated_at: Generated<string | null>;
  /** The routing rule that gave the lead its owner at arrival; null when none matched. */
  routing_rule_id: Generated<number | null>;
  /** When it was first moved from New to Contacted; null until then. Kept with each status change for the dashboard. */
  first_contacted_at: Generated<string | null>;
  /** The furthest pipeline step it reached: 0 new, 1 contacted, 2 qualified, 3 won (cms/leads/pipelineStep.ts). */
  furthest_step: Generated<number>;
}

/** A sales user's verdict on a submission's spam status, with the score and reasons it had then. */
export interface SpamMarkTable {
  mark_id: Generated<number>;
  submission_kind: string;
  submission_id: number;
  /** `spam` or `not_spam`. */
  verdict: string;
  score: number;
  reasons: string;
  /** The submission's language, which some signals depend on. */
  language: string;
  actor_user_id: number;
  marked_at: string;
}

/** A named set of sales users a routing rule hands leads to in turn. */
export interface SalesTeamTable {
  team_id: Generated<number>;
  name: string;
  /** Turns given so far: the next lead goes to the member at `next_turn mod size` (by position). */
  next_turn: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SalesTeamMemberTable {
  team_id: number;
  user_id: number;
  position: number;
}

/** An admin's routing rule: the first enabled one (by position) whose every non-empty condition holds wins. */
export interface RoutingRuleTable {
  rule_id: Generated<number>;
  position: number;
  name: string;
  enabled: Generated<number>;
  /** JSON array of Chinese province names (leadProvince); `[]` holds for every lead. */
  provinces: Generated<string>;
  industry: Generated<string>;
  /** `zh`, `en` or empty. */
  language: Generated<string>;
  /** Matches a lead whose source page starts with it (a path or a partner's address); empty holds for all. */
  source: Generated<string>;
  /** Exactly one of owner and team is set. */
  owner_user_id: number | null;
  team_id: number | null;
  created_at: string;
  updated_at: string;
}

/** A day that breaks the weekly working pattern: a holiday (`working` 0) or a working weekend day (1). */
export interface CompanyCalendarDayTable {
  /** `2026-10-01`, a day on the company's clocks. */
  day: string;
  working: number;
  note: Generated<string>;
}

/** A staff member's note on a lead; notes are added, never edited. */
export interface LeadNoteTable {
  note_id: Generated<number>;
  customers_id: number;
  author_user_id: number;
  text: string;
  created_at: string;
}

/** One change of a lead's status, lost reason or owner: who, when, from what to what. */
export interface LeadChangeTable {
  change_id: Generated<number>;
  customers_id: number;
  actor_user_id: number;
  field: string;
  from_value: string | null;
  to_value: string | null;
  changed_at: string;
}

export interface ResumeTable extends PrivacyConsentColumns {
  resume_id: Generated<number>;
  job_id: number | null;
  name: string;
  phone: string;
  email: string;
  original_file_name: string;
  stored_file_name: string;
  file_format: string;
  size_bytes: number;
  language: string;
  client_ip: string;
  created_at: string;
  /** Where HR has it in the hiring pipeline (`contract/resumeStages.ts`). */
  stage: Generated<string>;
  /** When someone first opened it in the back office; null while unread. */
  read_at: string | null;
}

/** What HR wrote on a resume; kept as written (no edits), removed with the resume. */
export interface ResumeNoteTable {
  note_id: Generated<number>;
  resume_id: number;
  author_user_id: number | null;
  /** The author's e-mail when the note was written. */
  author: string;
  body: string;
  created_at: string;
}

/** One move of a resume through the hiring pipeline. */
export interface ResumeStageChangeTable {
  change_id: Generated<number>;
  resume_id: number;
  from_stage: string;
  to_stage: string;
  changed_by_user_id: number | null;
  changed_by: string;
  changed_at: string;
}

export interface DownloadRequestTable extends PrivacyConsentColumns {
  request_id: Generated<number>;
  name: string;
  phone: string;
  company: string;
  email: string;
  file_id: number;
  language: string;
  client_ip: string;
  created_at: string;
  /** Where sales stand with it: contract/downloadRequestStatus.ts lists the statuses. */
  status: Generated<string>;
  read_at: string | null;
  /** The spam score it arrived with and its reasons, JSON `SpamReason[]` (cms/spam/). */
  spam_score: Generated<number>;
  spam_reasons: Generated<string>;
}

/** One row per (call, Idempotency-Key): the answer to replay when the same key comes again. */
export interface IdempotencyRecordTable {
  route: string;
  idempotency_key: string;
  /** SHA-256 of the request payload: the same key with another payload is refused. */
  fingerprint: string;
  status_code: number;
  response_body: string;
  created_at: string;
}

/** A back-office account; disabled accounts stay for the audit trail but cannot sign in. */
export interface StaffUserTable {
  user_id: Generated<number>;
  /** Lower case: e-mail addresses are compared without regard to case. */
  email: string;
  /** Argon2id, PHC string format (algorithm and parameters included). */
  password_hash: string;
  /** The name colleagues know the user by; set when the user is made, editable by admins. */
  display_name: string;
  /** JSON array of role names. */
  roles: string;
  disabled_at: string | null;
  /** Set while an invited user has not chosen a password yet (they cannot sign in until then). */
  invited_at: Generated<string | null>;
  /** The robot that tells the user of what concerns them (a lead assigned, a reminder); null: their e-mail. */
  notify_robot_id: Generated<number | null>;
  /** The mobile number by which that robot @-mentions the user in its group; null: named in the text only. */
  notify_mention: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/**
 * A one-time link that lets an invited user choose a password. Only the token's SHA-256 is
 * stored; a used link keeps its row so that it is refused as used, a replaced one is deleted.
 */
export interface StaffInvitationTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/**
 * A signed-in session. The cookie carries the id; only its SHA-256 is stored, so a copy of the
 * table does not hand out live sessions. An ended session keeps its row (ended_at) until it is
 * past the absolute timeout, so a request still in flight cannot write it back to life.
 */
export interface StaffSessionTable {
  id_hash: string;
  user_id: number;
  /** The session's JSON (its CSRF secret among others). */
  data: string;
  created_at: string;
  /** Written at most once a minute while the session is used: the idle timeout counts from it. */
  last_seen_at: string;
  ended_at: string | null;
  /** The address and User-Agent the session signed in from ('' for sessions begun before they were kept). */
  client_ip: Generated<string>;
  user_agent: Generated<string>;
  /** The sign-in step the session waits for (`second-factor`, `enrolment`), null once signed in: such a session is not listed as the user's. */
  sign_in_step: string | null;
}

/** Failed sign-ins per e-mail address (known or not), and the lock they lead to. */
export interface SignInThrottleTable {
  email: string;
  failure_count: number;
  first_failure_at: string;
  locked_until: string | null;
}

/** Requests per client address and call in the current window, shared by every instance. */
export interface RateLimitCounterTable {
  counter_key: string;
  hits: number;
  /** Milliseconds since the epoch; PostgreSQL's driver answers a bigint as a string. */
  window_ends_at: ColumnType<string | number, number, number>;
}

/** Append-only: the code inserts and reads rows, never updates or deletes them. */
export interface AuditLogTable {
  audit_id: Generated<number>;
  occurred_at: string;
  actor_user_id: number | null;
  /** E-mail of the staff user, the e-mail tried at a sign-in, or `cli`. */
  actor: string;
  action: string;
  target: string;
  client_ip: string;
}

/** Keys generated once per database, shared by every instance on it. */
export interface ServerSecretTable {
  name: string;
  value: string;
}

/** A staff user's authenticator app (RFC 6238). Secrets are AES-256-GCM sealed (`secondFactor/secretBox.ts`). */
export interface StaffTotpTable {
  user_id: number;
  /** The confirmed secret; null until an enrolment is confirmed with a code. */
  secret: string | null;
  /** A secret shown for enrolment and not confirmed yet; it replaces `secret` once confirmed. */
  pending_secret: string | null;
  /** The time step of the last code accepted: a code of this step or an earlier one is a replay. */
  last_used_step: number | null;
  confirmed_at: string | null;
  updated_at: string;
}

/** A WebAuthn credential of a staff user: its public key, never anything secret. */
export interface StaffPasskeyTable {
  passkey_id: Generated<number>;
  user_id: number;
  /** Base64url, as the browser names it. */
  credential_id: string;
  /** The name the user gave it ("work laptop"). */
  name: string;
  /** Base64url of the COSE public key. */
  public_key: string;
  /** The authenticator's signature counter (0 for most passkeys); PostgreSQL's driver answers a bigint as a string. */
  sign_count: ColumnType<string | number, number, number>;
  /** JSON array of the transports the browser reported. */
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

/** One of a staff user's one-time recovery codes, as an Argon2id hash; used once, then kept with `used_at`. */
export interface StaffRecoveryCodeTable {
  code_id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

/** One e-mail to staff about a new submission or an invitation, until it is sent (and kept after, as a record). */
export interface NotificationOutboxTable {
  notification_id: Generated<number>;
  /** `lead`, `resume`, `download_request` or `staff_invitation`. */
  kind: string;
  /** The submission's id; for `staff_invitation`, the invited user's. */
  submission_id: number;
  /** `mail` or `webhook`: how the row is sent. */
  channel: Generated<string>;
  /** The mailbox, or the endpoint's URL when the row was written. */
  target: string;
  /** The endpoint a webhook row is sent to (its current URL and secret); null for mail. */
  webhook_id: number | null;
  /** The group robot a robot row is sent to (its current URL and secret); null otherwise. */
  robot_id: Generated<number | null>;
  /** The mail's language; for a webhook, the language the visitor wrote in. */
  language: string;
  /** The mail's subject, or the webhook's event type (`lead.created`). */
  subject: string;
  /** The mail's text, or the webhook's JSON payload, sent the same on every attempt. */
  body: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** A worker sending the row holds it until then; another may take it over after. */
  claimed_until: string | null;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** A CRM's endpoint that receives each new lead, signed with its secret (Standard Webhooks). */
export interface WebhookEndpointTable {
  webhook_id: Generated<number>;
  url: string;
  description: string;
  /** `whsec_` and the base64 of the signing key: shown to the admin once, when created. */
  secret: string;
  /** 1 or 0. */
  enabled: Generated<number>;
  created_at: string;
}

/** A group robot (WeCom, Feishu, DingTalk) that staff are told of submissions through. */
export interface NotificationRobotTable {
  robot_id: Generated<number>;
  name: string;
  /** `wecom`, `feishu` or `dingtalk`. */
  vendor: string;
  webhook_url: string;
  /** The vendor's signing secret (Feishu, DingTalk); '' when the robot signs nothing. Never shown back. */
  secret: Generated<string>;
  /** JSON array of the submission kinds the robot is told of. */
  submission_kinds: Generated<string>;
  /** JSON array of the fields its messages carry (see cms/notifications/robotFields.ts). */
  fields: Generated<string>;
  /** `zh` or `en`: the language its messages are written in. */
  language: Generated<string>;
  /** 1 or 0. */
  enabled: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One message sent (or tried) to a robot: how each instance keeps under the vendor's rate limit. */
export interface RobotSendTable {
  robot_id: number;
  sent_at: string;
}

/** An imported entity's id in the export it came from (`npm run import`), by kind (`article`, `tag`…). */
export interface ImportKeyTable {
  kind: string;
  source_id: string;
  local_id: number;
  /** SHA-256 of the item as last imported: the same export again changes nothing. */
  fingerprint: string;
  imported_at: string;
}

/** A picture or file of the media library; its files live under `storage_key` in the public files. */
export interface MediaAssetTable {
  asset_id: Generated<number>;
  /** `image` or `file`. */
  asset_kind: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  width: number | null;
  height: number | null;
  focal_x: Generated<number>;
  focal_y: Generated<number>;
  alt_zh: Generated<string>;
  alt_en: Generated<string>;
  /** 1 or 0. */
  decorative: Generated<number>;
  storage_key: string;
  /** JSON array of the stored variants (`MediaVariant` without its address). */
  variants: string;
  stored_file_id: number | null;
  created_by: string;
  created_at: string;
}

/** An item the back office has touched: its working copy and revision (cms/content). */
export interface ContentItemTable {
  /** The kind's URL segment (`articles`, `categories`…). */
  kind: string;
  item_id: number;
  /** The document as JSON; null when nothing waits to be published. */
  draft: string | null;
  revision: number;
  draft_by: string | null;
  draft_at: string | null;
}

/** When an item is to go live or leave the site (cms/content/scheduling); one row per item and action. */
export interface ContentScheduleTable {
  kind: string;
  item_id: number;
  /** `publish` or `unpublish` (`SCHEDULE_ACTIONS` of contract/content/schedule.ts). */
  action: string;
  /** The instant it is due, ISO 8601 in UTC. */
  due_at: string;
  /** The staff user who set it, and when. */
  scheduled_by: string;
  scheduled_at: string;
  /** Until when the instance carrying it out holds it; null when no instance has taken it. */
  claimed_until: string | null;
  /** The code of the refusal that stopped it; null unless it failed. */
  failure: string | null;
}

/**
 * A translated language of an item that is out of date: its source (Chinese) text changed since
 * it was last written. An item without a row is up to date (or missing, without text in it).
 */
export interface ContentTranslationTable {
  kind: string;
  item_id: number;
  /** The translated language (`en`). */
  language: string;
  /** The source's plain text when the translation was last made. */
  source_text: string;
  changed_by: string;
  changed_at: string;
}

/** A document as it went live, numbered per item from 1. */
export interface ContentVersionTable {
  kind: string;
  item_id: number;
  number: number;
  /** JSON. */
  document: string;
  /** The staff user who published it; empty when it was not published from the back office. */
  published_by: string;
  published_at: string;
  /** How it came to be (`ContentVersionOrigin` of contract/content/protocol.ts): published, seeded, imported, or the item's original. */
  origin: ColumnType<string, string | undefined, string>;
}

/** Data changes migration 030 and later leave for the CMS to make once every migration ran, by name. */
export interface PendingBackfillTable {
  name: string;
}

export interface PartnerOriginTable {
  origin_id: Generated<number>;
  /** `scheme://host[:port]`, exactly as browsers send it in `Origin`. */
  origin: string;
  note: string;
  /** The e-mail of the staff user who added it. */
  added_by: string;
  added_at: string;
}

export interface StockQuoteTable {
  stock_code: string;
  price: number;
  change: number;
  change_percent: number;
  /** Shares. */
  volume: number;
  /** Yuan. */
  turnover: number;
  previous_close: number;
  /** `YYYY-MM-DDTHH:mm:ss+08:00`, the feed's time. */
  quoted_at: string;
  /** 1: nothing traded in the session. */
  suspended: number;
}

export interface StockDailyCloseTable {
  stock_code: string;
  /** `YYYY-MM-DD`, Shanghai date. */
  trade_date: string;
  close_price: number;
}

export interface BackupRunTable {
  run_id: Generated<number>;
  /** `scheduled` (the running CMS) or `command` (`npm run backup`). */
  trigger: string;
  /** A scheduled run's slot of the schedule (its start, ISO 8601); unique, so one instance runs it. */
  slot: string | null;
  started_at: string;
  /** Set when it ended, well or not. */
  finished_at: string | null;
  /** The snapshot's size; bigint comes back as a string from PostgreSQL. */
  bytes: ColumnType<string | number | null, number | null, number | null>;
  /** The snapshot's file path, or its bucket key. */
  location: string | null;
  /** Why it failed; null for a good backup. */
  error: string | null;
  /** When retention removed the snapshot. */
  removed_at: string | null;
}

/**
 * The first or last touch of a lead, resume or download request (migration 037, docs/attribution.md).
 * Values the browser did not send are empty text.
 */
export interface SubmissionTouchTable {
  /** `lead`, `resume` or `download_request` (`SubmissionKind` of contract/attribution.ts). */
  submission_kind: string;
  /** customers_id, resume_id or request_id, after the kind. */
  submission_id: number;
  /** `first` or `last`. */
  touch: string;
  /** Derived by the CMS (cms/attribution/touchChannel.ts): direct, search, social, email, paid, referral, partner or campaign. */
  channel: string;
  utm_source: ColumnType<string, string | undefined, string>;
  utm_medium: ColumnType<string, string | undefined, string>;
  utm_campaign: ColumnType<string, string | undefined, string>;
  utm_term: ColumnType<string, string | undefined, string>;
  utm_content: ColumnType<string, string | undefined, string>;
  /** The referring page's host name (no path: it can carry personal data). */
  referrer_host: ColumnType<string, string | undefined, string>;
  /** Path (and query) of the first page of that visit. */
  landing_page: ColumnType<string, string | undefined, string>;
  /** Path of the page the form was sent from. */
  sent_from_page: ColumnType<string, string | undefined, string>;
  /** `scheme://host[:port]` of the partner page that embedded the widget; empty on the site. */
  partner_origin: ColumnType<string, string | undefined, string>;
  /** `mobile`, `tablet` or `desktop`. */
  device_class: ColumnType<string, string | undefined, string>;
  /** When the touch happened (ISO 8601). */
  touched_at: string;
}

/** A proof-of-work challenge a submission was accepted with: kept until it expires, so it is accepted once. */
export interface SpamChallengeUseTable {
  /** The challenge's HMAC signature (hex), as the CMS issued it. */
  signature: string;
  expires_at: string;
}

/** A token an admin issued to a partner's server, which posts submissions without the proof-of-work challenge. */
export interface SubmissionApiTokenTable {
  token_id: Generated<number>;
  /** Whose server it is, as the admin named it. */
  name: string;
  /** SHA-256 (hex) of the token: the token itself is shown once, when issued. */
  token_hash: string;
  /** The e-mail of the admin who issued it. */
  created_by: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** The company's WeChat official account, one row (`account_id` 1); the secret is never answered. */
export interface WechatAccountTable {
  account_id: number;
  app_id: string;
  app_secret: string;
  updated_at: string;
}

/** WeChat's access token and JS-SDK ticket (`name`), shared by every instance until `expires_at` (ISO). */
export interface WechatCredentialTable {
  name: string;
  /** The app the credential was handed out for: another app's is not used. */
  app_id: string;
  value: string;
  expires_at: string;
}

/** A redirect the CMS answers before the site (cms/redirects, contract/redirects.ts). */
export interface SiteRedirectTable {
  redirect_id: Generated<number>;
  /** A site path without trailing slash or query. */
  from_path: string;
  /** `exact` or `prefix`. */
  match: string;
  /** A site path (with its query) or an https address. */
  to_address: string;
  /** 301 or 302. */
  status: number;
  /** `staff` or `moved` (added when a page's address changed). */
  origin: string;
  note: string;
  /** The e-mail of the staff user (or the publishing actor) who wrote it last. */
  updated_by: string;
  updated_at: string;
}
