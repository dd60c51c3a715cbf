import type { CreateTableBuilder, Kysely } from "kysely";
import { idColumn } from "./columns.ts";

const UTM_COLUMNS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;
const LEAD_COLUMNS = ["channel", "channel_source", "referrer_domain", ...UTM_COLUMNS, "landing_page", "visit_pages"] as const;

/** Where a visit or a view came from: channel, the named engine or network, referrer and UTM values. */
function withAcquisition<T extends string>(table: CreateTableBuilder<T, never>) {
  let builder = table
    .addColumn("channel", "varchar(16)", (col) => col.notNull())
    .addColumn("source", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("referrer_domain", "varchar(253)");
  for (const column of UTM_COLUMNS) builder = builder.addColumn(column, "varchar(100)");
  return builder.addColumn("language", "varchar(8)", (col) => col.notNull()).addColumn("device", "varchar(8)", (col) => col.notNull());
}

/**
 * First-party analytics (docs/decisions/025-first-party-analytics.md): the daily salts, each
 * visitor's current visit (keyed by the day's visitor hash), visits with where they came from, raw
 * page views and events (kept ANALYTICS_RAW_DAYS), daily rollups (kept for good), saved funnels
 * (the default one is seeded: server/db/seed/funnels.ts), and the attribution every lead stores (never the visitor hash).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable("analytics_salt")
    .addColumn("day", "varchar(10)", (col) => col.primaryKey())
    .addColumn("salt", "varchar(64)", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("analytics_visitor")
    .addColumn("visitor_hash", "varchar(32)", (col) => col.primaryKey())
    .addColumn("visit_id", "varchar(32)", (col) => col.notNull())
    .addColumn("started_at", "bigint", (col) => col.notNull())
    .addColumn("last_seen_at", "bigint", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("analytics_visit")
    .addColumn("id", "varchar(32)", (col) => col.primaryKey())
    .addColumn("visitor_hash", "varchar(32)", (col) => col.notNull())
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("started_at", "bigint", (col) => col.notNull())
    // The landing page.
    .addColumn("path", "varchar(500)", (col) => col.notNull())
    .$call(withAcquisition)
    .execute();
  await db.schema.createIndex("analytics_visit_day_idx").on("analytics_visit").column("day").execute();
  await db.schema.createIndex("analytics_visit_visitor_idx").on("analytics_visit").columns(["visitor_hash", "started_at"]).execute();

  await db.schema
    .createTable("analytics_hit")
    .$call(id)
    .addColumn("at", "bigint", (col) => col.notNull())
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("kind", "varchar(8)", (col) => col.notNull())
    .addColumn("event", "varchar(32)")
    // An outbound link's host, for example.
    .addColumn("detail", "varchar(253)")
    .addColumn("path", "varchar(500)", (col) => col.notNull())
    // Null for a view sent with Do Not Track or Global Privacy Control: counted, tied to nobody.
    .addColumn("visit_id", "varchar(32)")
    .$call(withAcquisition)
    .execute();
  await db.schema.createIndex("analytics_hit_day_idx").on("analytics_hit").columns(["day", "kind"]).execute();
  await db.schema.createIndex("analytics_hit_visit_idx").on("analytics_hit").columns(["visit_id", "at"]).execute();

  await db.schema
    .createTable("analytics_daily")
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("dimension", "varchar(16)", (col) => col.notNull())
    .addColumn("value", "varchar(500)", (col) => col.notNull())
    .addColumn("visitors", "integer", (col) => col.notNull())
    .addColumn("visits", "integer", (col) => col.notNull())
    .addColumn("views", "integer", (col) => col.notNull())
    .addColumn("events", "integer", (col) => col.notNull())
    .addColumn("bounces", "integer", (col) => col.notNull())
    .addColumn("duration_ms", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("analytics_daily_pk", ["day", "dimension", "value"])
    .execute();
  await db.schema.createIndex("analytics_daily_dimension_idx").on("analytics_daily").columns(["dimension", "day"]).execute();

  await db.schema
    .createTable("analytics_rolled_day")
    .addColumn("day", "varchar(10)", (col) => col.primaryKey())
    .addColumn("rolled_at", "bigint", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("analytics_funnel")
    .$call(id)
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    // JSON: FunnelStep[] (common/contracts/admin-traffic.ts).
    .addColumn("steps", "text", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  // The lead's attribution: the first visit of its visitor's day, and the pages of the visit it came in.
  for (const column of LEAD_COLUMNS) {
    const type = column === "visit_pages" ? "integer" : column === "landing_page" ? "varchar(500)" : "varchar(253)";
    await db.schema.alterTable("lead").addColumn(column, type).execute();
  }
  await db.schema.createIndex("lead_channel_idx").on("lead").columns(["channel", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("lead_channel_idx").execute();
  for (const column of LEAD_COLUMNS.toReversed()) await db.schema.alterTable("lead").dropColumn(column).execute();
  for (const table of [
    "analytics_funnel",
    "analytics_rolled_day",
    "analytics_daily",
    "analytics_hit",
    "analytics_visit",
    "analytics_visitor",
    "analytics_salt",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
