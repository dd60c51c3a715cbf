import type { ColumnType, Generated } from "kysely";
import type { Language } from "../../common/constants.ts";

/** A nullable column that may be left out of an insert (it is then NULL). */
type NullableColumn<T> = ColumnType<T | null, T | null | undefined, T | null>;

/**
 * Table types for Kysely. Times are stored as integer milliseconds since the epoch (BIGINT on
 * PostgreSQL, INTEGER on SQLite) so one query code returns the same JavaScript numbers on both.
 */
export interface SiteMetaTable {
  key: string;
  value: string;
  updated_at: number;
}

export interface WebUserTable {
  id: Generated<number>;
  username: string;
  nickname: string;
  email: string | null;
  phone: NullableColumn<string>;
  password_hash: NullableColumn<string>;
  avatar: ColumnType<string, string | undefined, string>;
  auth_type: ColumnType<string, string | undefined, string>;
  personal_auth_id: NullableColumn<string>;
  firm_auth_id: NullableColumn<string>;
  sec_auth_flag: ColumnType<number, number | undefined, number>;
  remark: ColumnType<string, string | undefined, string>;
  dept: ColumnType<string, string | undefined, string>;
  /** Comma-separated role keys. */
  roles: ColumnType<string, string | undefined, string>;
  /** Comma-separated permission strings. */
  permissions: ColumnType<string, string | undefined, string>;
  status: ColumnType<"active" | "disabled", "active" | "disabled" | undefined, "active" | "disabled">;
  created_at: number;
  last_login_at: NullableColumn<number>;
  /** Base32 TOTP secret of a staff account that set up two-step sign-in (migration 007). */
  totp_secret: NullableColumn<string>;
  /** Raised by a disable, a password change or reset, a deletion: older sessions open nothing (migration 012). */
  credential_generation: ColumnType<number, number | undefined, number>;
  /** The last TOTP time step (Unix seconds / 30) accepted for this account; never accepted again (migration 012). */
  totp_last_step: NullableColumn<number>;
}

export interface WebSessionTable {
  token_hash: string;
  user_id: number;
  client_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  ip: string;
  user_agent: string;
  /** The account's credential_generation when the session was started (migration 012). */
  credential_generation: ColumnType<number, number | undefined, number>;
}

export interface UserConnectionTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  subject: string;
  email: string | null;
  created_at: number;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  channel: "email" | "sms";
  target: string;
  purpose: "login" | "register" | "reset" | "change-email" | "change-phone" | "two-step-enrol";
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export interface CaptchaTable {
  uuid: string;
  answer_hash: string;
  created_at: number;
  expires_at: number;
}

export interface OneTimeKeyTable {
  key_hash: string;
  kind: string;
  /** JSON. */
  payload: string;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

/** One abuse-limit window (migration 005): `count` events until `expires_at`. */
export interface RateCounterTable {
  bucket: string;
  count: number;
  expires_at: number;
}

/** Envelope nonces already used (migration 005), kept until they would be stale anyway. */
export interface UsedNonceTable {
  nonce_hash: string;
  expires_at: number;
}

export interface OutboxTable {
  id: Generated<number>;
  /** "notification": a chat or webhook message to `destination_id` (migration 014); `subject` is its event. */
  channel: "email" | "sms" | "notification";
  recipient: string;
  subject: string;
  body: string;
  /** "merged": sent inside another notification's digest (`merged_into`). */
  status: "pending" | "sent" | "failed" | "merged";
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
  destination_id: NullableColumn<number>;
  lead_id: NullableColumn<number>;
  /** The webhook-id of a notification: the same on every attempt. */
  message_id: NullableColumn<string>;
  /** 1 once the destination's rate limit held it back: it then goes out in a digest. */
  rate_deferred: ColumnType<number, number | undefined, number>;
  /** The notification whose digest carried this one (status "merged"). */
  merged_into: NullableColumn<number>;
  /** The destination's last answer: HTTP status and the start of its body. */
  last_status: NullableColumn<number>;
  last_answer: NullableColumn<string>;
}

export type DestinationKind = "wecom" | "dingtalk" | "feishu" | "slack" | "webhook";

/** Where lead notifications go (migration 014): a chat robot or a signed webhook. */
export interface NotificationDestinationTable {
  id: Generated<number>;
  name: string;
  kind: DestinationKind;
  url: string;
  secret: ColumnType<string, string | undefined, string>;
  language: string;
  lead_kinds: string;
  demand_types: ColumnType<string, string | undefined, string>;
  include_contact: ColumnType<number, number | undefined, number>;
  per_minute: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<number, number | undefined, number>;
  disabled_reason: NullableColumn<string>;
  failing_since: NullableColumn<number>;
  created_at: number;
  updated_at: number;
}

/** One of a staff member's ten two-step recovery codes (migration 017): SHA-256 of the code, used once. */
export interface TwoStepRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: number;
  used_at: NullableColumn<number>;
}

/** An admin's invitation of a new staff member by e-mail (migration 017). */
export interface StaffInvitationTable {
  id: Generated<number>;
  email: string;
  role: string;
  language: string;
  /** SHA-256 of the link's token. */
  token_hash: string;
  invited_by: number;
  created_at: number;
  expires_at: number;
  accepted_at: NullableColumn<number>;
  accepted_user_id: NullableColumn<number>;
  revoked_at: NullableColumn<number>;
}

/** Round-robin assignment of new leads (migration 014). */
export interface LeadAssignmentRuleTable {
  id: Generated<number>;
  name: string;
  lead_kinds: string;
  demand_types: ColumnType<string, string | undefined, string>;
  languages: ColumnType<string, string | undefined, string>;
  member_ids: string;
  turn: ColumnType<number, number | undefined, number>;
  sort: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<number, number | undefined, number>;
  created_at: number;
  updated_at: number;
}

/** A staff member's named list filter (migration 014). */
export interface SavedFilterTable {
  id: Generated<number>;
  user_id: number;
  screen: string;
  name: string;
  query: string;
  created_at: number;
}

/** Migration 013: the console's version of the row, and who changed it when. */
interface EditableColumns {
  version: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<number, number | undefined, number>;
  updated_by: NullableColumn<number>;
}

/** What every home-page list has (migration 003): its own fields are `field` Chinese, `field_en` English. */
interface HomeListColumns extends EditableColumns {
  id: Generated<number>;
  code: string;
  sort: number;
  created_at: number;
  /** 1: kept in the console, never shown publicly (migration 010). */
  hidden: ColumnType<number, number | undefined, number>;
  image_url: NullableColumn<string>;
}

/** Home-page lists (migration 003). */
export interface HomeCustomerCaseTable extends HomeListColumns {
  industry: string;
  industry_en: string;
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  challenge: string;
  challenge_en: string;
  solution: string;
  solution_en: string;
  result: string;
  result_en: string;
  link: string;
}

export interface HomeSolutionTable extends HomeListColumns {
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  highlights: string;
  highlights_en: string;
  link: string;
}

export interface HomeQualificationTable extends HomeListColumns {
  category: string;
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
}

export interface DictDataTable extends EditableColumns {
  id: Generated<number>;
  dict_type: string;
  dict_value: string;
  dict_label: string;
  dict_label_en: string;
  list_class: string;
  css_class: string;
  sort: number;
  /** 0: not offered publicly; leads that hold it still show its label (migration 010). */
  enabled: ColumnType<number, number | undefined, number>;
}

export interface BookingTable {
  id: Generated<number>;
  user_id: number;
  username: string;
  phone: string;
  email: string;
  company: string;
  /** Job title. */
  posts: string;
  demand_type: number | null;
  other_desc: string;
  remark: string;
  language: string;
  /** Hash of the submitted fields and the day: an identical resubmission is the same booking. */
  fingerprint: string;
  created_at: number;
}

export interface PartnerApplicationTable {
  id: Generated<number>;
  name: string;
  phone: string;
  email: string;
  company: string;
  other: string;
  agreement_version: string;
  consented_at: number;
  ip: string;
  user_agent: string;
  language: string;
  fingerprint: string;
  created_at: number;
}

/** What an article holds, and so each of its revisions (migrations 004, 008, 013, 020): `field` Chinese, `field_en` English. */
interface ArticleColumns {
  /** News column 1-4 (spec section 2 /news?type). */
  column_no: number;
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  /** Sanitised HTML. */
  body: string;
  body_en: string;
  cover: string;
  cover_file_id: NullableColumn<number>;
  publish_at: number;
  created_at: number;
  /** Migration 013: publishing fields per language, and when it leaves the site by itself. */
  seo_title: ColumnType<string, string | undefined, string>;
  seo_title_en: ColumnType<string, string | undefined, string>;
  seo_description: ColumnType<string, string | undefined, string>;
  seo_description_en: ColumnType<string, string | undefined, string>;
  /** Migration 020: the image a shared link shows, per language (a stored file; null: the cover). */
  social_image_file_id: NullableColumn<number>;
  social_image_file_id_en: NullableColumn<number>;
  cover_alt: ColumnType<string, string | undefined, string>;
  cover_alt_en: ColumnType<string, string | undefined, string>;
  unpublish_at: NullableColumn<number>;
}

export interface NewsTable extends ArticleColumns {
  id: Generated<number>;
  slug: string;
  /** Migration 008: draft or published (published with a future publish_at is scheduled). */
  status: ColumnType<NewsStatus, NewsStatus | undefined, NewsStatus>;
  updated_at: number;
  created_by: NullableColumn<number>;
  updated_by: NullableColumn<number>;
  /** Migration 013: bumped by every console write; a write from an older version is refused (409). */
  version: ColumnType<number, number | undefined, number>;
}

export type NewsStatus = "draft" | "published";

/** Every save of an article, complete (migration 008); rows are only added. */
export interface NewsRevisionTable extends ArticleColumns {
  id: Generated<number>;
  news_id: number;
  reason: string;
  restored_from: NullableColumn<number>;
  status: NewsStatus;
  author_id: NullableColumn<number>;
  author_name: string;
  /** Migration 013. */
  slug: ColumnType<string, string | undefined, string>;
}

export interface StoredFileTable {
  id: Generated<number>;
  storage_key: string;
  ref: string | null;
  category: string;
  file_name: string;
  file_name_en: string;
  content_type: string;
  size: number;
  sha256: string;
  sort: number;
  created_at: number;
  /** JSON: `StoredVariant[]` (server/services/file-uploads.ts); "[]" for PDFs. Migration 009. */
  variants: ColumnType<string, string | undefined, string>;
  width: number | null;
  height: number | null;
  /** 1: a sample the seed stored, not yet replaced by the operator (migration 019). */
  sample: ColumnType<number, number | undefined, number>;
}

/** A url hash a stored file had before a replace (migration 011): its old urls redirect to the current content. */
export interface StoredFilePreviousHashTable {
  file_id: number;
  hash: string;
  replaced_at: number;
}

/** An investor-relations report or announcement and its PDF(s) (migration 009). */
export interface InvestorDocumentTable {
  id: Generated<number>;
  kind: "report" | "announcement";
  report_kind: string | null;
  year: number | null;
  title: string;
  title_en: string;
  published_on: string;
  file_id: number;
  file_id_en: number | null;
  sort: number;
  /** 0 shown, 1 hidden. */
  hidden: number;
  ref: string | null;
  created_at: number;
  updated_at: number;
  /** Migration 013: bumped by every console write; a write from an older version is refused (409). */
  version: ColumnType<number, number | undefined, number>;
  updated_by: NullableColumn<number>;
}

/** A list of investor documents arranged by hand (migration 021); absent: listed by date, newest first. */
export interface InvestorManualOrderTable {
  kind: "report" | "announcement";
  arranged_at: number;
  arranged_by: number;
}

/** The referring site and the campaign's UTM tags of a visit (migration 015): a lead keeps them too. */
interface ReferralColumns {
  referrer_domain: NullableColumn<string>;
  utm_source: NullableColumn<string>;
  utm_medium: NullableColumn<string>;
  utm_campaign: NullableColumn<string>;
  utm_content: NullableColumn<string>;
  utm_term: NullableColumn<string>;
}

/** The console's inbox row of a booking or partner application (migration 007). */
export interface LeadTable extends ReferralColumns {
  id: Generated<number>;
  kind: "booking" | "partner";
  /** booking.id or partner_application.id. */
  source_id: number;
  status: ColumnType<string, string | undefined, string>;
  owner_id: NullableColumn<number>;
  created_at: number;
  updated_at: number;
  /** Migration 013: bumped by every console write; a write from an older version is refused (409). */
  version: ColumnType<number, number | undefined, number>;
  updated_by: NullableColumn<number>;
  /** The earlier lead (last 90 days) with the same e-mail, phone or company (migration 014). */
  duplicate_of: NullableColumn<number>;
  /** Folded e-mail, phone digits and company (server/services/lead-keys.ts), compared for duplicates. */
  email_key: ColumnType<string, string | undefined, string>;
  phone_key: ColumnType<string, string | undefined, string>;
  company_key: ColumnType<string, string | undefined, string>;
  /** Attribution (migration 015): null when the visit was not counted (Do Not Track, analytics off). */
  channel: NullableColumn<string>;
  channel_source: NullableColumn<string>;
  landing_page: NullableColumn<string>;
  visit_pages: NullableColumn<number>;
}

/** Where a visit or a view came from (migration 015). */
interface Acquisition extends ReferralColumns {
  channel: string;
  source: ColumnType<string, string | undefined, string>;
  language: string;
  device: string;
}

/** One random salt per day of the site's time zone, shared by every instance, deleted after 48 hours. */
export interface AnalyticsSaltTable {
  day: string;
  salt: string;
  created_at: number;
}

/** A visitor hash's current visit: decided in one upsert, so instances agree on it. */
export interface AnalyticsVisitorTable {
  visitor_hash: string;
  visit_id: string;
  started_at: number;
  last_seen_at: number;
}

export interface AnalyticsVisitTable extends Acquisition {
  id: string;
  visitor_hash: string;
  day: string;
  started_at: number;
  /** The landing page. */
  path: string;
}

/** A page view or an event, kept ANALYTICS_RAW_DAYS. */
export interface AnalyticsHitTable extends Acquisition {
  id: Generated<number>;
  at: number;
  day: string;
  kind: "view" | "event";
  event: NullableColumn<string>;
  detail: NullableColumn<string>;
  path: string;
  /** Null for views sent with Do Not Track or Global Privacy Control. */
  visit_id: NullableColumn<string>;
}

/** One day's figures for one value of a dimension (total, page, entry, channel, …), kept for good. */
export interface AnalyticsDailyTable {
  day: string;
  dimension: string;
  value: string;
  visitors: number;
  visits: number;
  views: number;
  events: number;
  bounces: number;
  duration_ms: number;
}

export interface AnalyticsRolledDayTable {
  day: string;
  rolled_at: number;
}

export interface AnalyticsFunnelTable {
  id: Generated<number>;
  name: string;
  /** JSON: FunnelStep[]. */
  steps: string;
  version: ColumnType<number, number | undefined, number>;
  created_at: number;
  updated_at: number;
}

export interface LeadNoteTable {
  id: Generated<number>;
  lead_id: number;
  author_id: number;
  body: string;
  created_at: number;
}

/** The site settings as one record (migration 013): its version covers every `site_setting` row. */
export interface SiteSettingRecordTable {
  id: number;
  version: number;
  updated_at: number;
  updated_by: number | null;
}

/** An open editor of a record (migration 013): a lease its tab renews; expired rows mean nothing. */
export interface EditLockTable {
  resource: string;
  holder: string;
  user_id: number;
  username: string;
  started_at: number;
  expires_at: number;
}

/** A share-preview link of an article (migration 013). */
export interface NewsPreviewLinkTable {
  id: Generated<number>;
  news_id: number;
  token_hash: string;
  created_by: number;
  created_at: number;
  expires_at: number;
  revoked_at: NullableColumn<number>;
}

/** Append-only: nothing updates or deletes these rows. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number;
  actor_name: string;
  action: string;
  target: string;
  /** JSON. */
  detail: string;
  ip: string;
  created_at: number;
}

/**
 * What a search result shows: one page section, article or investor document in one language
 * (migration 016). Its tokens are in an FTS5 table per language on SQLite and in `vector` (written
 * with raw SQL, never read back) on PostgreSQL (server/search/search-index.ts).
 */
export interface SearchEntryTable {
  id: Generated<number>;
  language: Language;
  kind: SearchEntryKind;
  group_key: string;
  news_id: NullableColumn<number>;
  document_id: NullableColumn<number>;
  path: string;
  anchor: string;
  published_at: NullableColumn<number>;
  title_length: number;
  source_updated_at: NullableColumn<number>;
}

/** What a search result shows of an entry, kept apart so ranking reads only narrow rows (migration 023). */
export interface SearchTextTable {
  entry_id: number;
  title: string;
  heading: string;
  body: string;
}

export type SearchEntryKind = "page" | "news" | "report" | "announcement";

/** How often a query was searched on one day in one language, and how often it found nothing (migration 016). */
export interface SearchQueryDayTable {
  day: string;
  language: Language;
  query: string;
  searches: number;
  empty_searches: number;
}

export interface Database {
  dict_data: DictDataTable;
  booking: BookingTable;
  partner_application: PartnerApplicationTable;
  news: NewsTable;
  news_revision: NewsRevisionTable;
  stored_file: StoredFileTable;
  stored_file_previous_hash: StoredFilePreviousHashTable;
  investor_document: InvestorDocumentTable;
  investor_manual_order: InvestorManualOrderTable;
  site_meta: SiteMetaTable;
  site_setting: SiteMetaTable;
  web_user: WebUserTable;
  web_session: WebSessionTable;
  user_connection: UserConnectionTable;
  verification_code: VerificationCodeTable;
  captcha: CaptchaTable;
  one_time_key: OneTimeKeyTable;
  rate_counter: RateCounterTable;
  used_nonce: UsedNonceTable;
  outbox: OutboxTable;
  home_customer_case: HomeCustomerCaseTable;
  home_solution: HomeSolutionTable;
  home_qualification: HomeQualificationTable;
  lead: LeadTable;
  lead_note: LeadNoteTable;
  audit_log: AuditLogTable;
  site_setting_record: SiteSettingRecordTable;
  edit_lock: EditLockTable;
  news_preview_link: NewsPreviewLinkTable;
  analytics_salt: AnalyticsSaltTable;
  analytics_visitor: AnalyticsVisitorTable;
  analytics_visit: AnalyticsVisitTable;
  analytics_hit: AnalyticsHitTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_rolled_day: AnalyticsRolledDayTable;
  analytics_funnel: AnalyticsFunnelTable;
  notification_destination: NotificationDestinationTable;
  lead_assignment_rule: LeadAssignmentRuleTable;
  saved_filter: SavedFilterTable;
  search_entry: SearchEntryTable;
  search_text: SearchTextTable;
  search_query_day: SearchQueryDayTable;
  two_step_recovery_code: TwoStepRecoveryCodeTable;
  staff_invitation: StaffInvitationTable;
}
