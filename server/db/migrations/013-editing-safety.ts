import { sql, type Kysely } from "kysely";
import { idColumn } from "./columns.ts";

/** Tables whose rows the console edits, and whether they already say when and by whom they changed. */
const EDITED = [
  { table: "news", updatedAt: true, updatedBy: true },
  { table: "lead", updatedAt: true, updatedBy: false },
  { table: "investor_document", updatedAt: true, updatedBy: false },
  { table: "dict_data", updatedAt: false, updatedBy: false },
  { table: "home_customer_case", updatedAt: false, updatedBy: false },
  { table: "home_solution", updatedAt: false, updatedBy: false },
  { table: "home_qualification", updatedAt: false, updatedBy: false },
] as const;

/** Publishing fields an article and each of its revisions carry (per language: `_en` is English). */
const ARTICLE_TEXTS = [
  ["seo_title", "varchar(200)"],
  ["seo_title_en", "varchar(200)"],
  ["seo_description", "varchar(400)"],
  ["seo_description_en", "varchar(400)"],
  ["social_image", "varchar(500)"],
  ["social_image_en", "varchar(500)"],
  ["cover_alt", "varchar(300)"],
  ["cover_alt_en", "varchar(300)"],
] as const;

/**
 * Editing without lost work (issue 26, docs/decisions/023-editing-without-lost-work.md):
 * - every record the console edits carries a version, and who changed it when, so a write sent
 *   from a stale screen is refused (409) instead of overwriting the other person's change; the
 *   site settings, one row per key, are versioned as one record (`site_setting_record`);
 * - `edit_lock`: who has an article open ("X is editing"), a lease each open editor renews;
 * - articles get their publishing fields (SEO title and description, social image, cover alt text
 *   per language) and a scheduled unpublish time, kept in their revisions too (with the slug);
 * - `news_preview_link`: share-preview links, stored as the hash of their token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  for (const { table, updatedAt, updatedBy } of EDITED) {
    await db.schema
      .alterTable(table)
      .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
      .execute();
    if (!updatedAt)
      await db.schema
        .alterTable(table)
        .addColumn("updated_at", "bigint", (col) => col.notNull().defaultTo(0))
        .execute();
    if (!updatedBy) await db.schema.alterTable(table).addColumn("updated_by", "integer").execute();
  }

  await db.schema
    .createTable("site_setting_record")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addColumn("updated_by", "integer")
    .execute();
  await sql`insert into site_setting_record (id, version, updated_at)
    select 1, 1, coalesce(max(updated_at), 0) from site_setting`.execute(db);

  for (const table of ["news", "news_revision"]) {
    for (const [column, type] of ARTICLE_TEXTS)
      await db.schema
        .alterTable(table)
        .addColumn(column, type, (col) => col.notNull().defaultTo(""))
        .execute();
    await db.schema.alterTable(table).addColumn("unpublish_at", "bigint").execute();
  }
  await db.schema
    .alterTable("news_revision")
    .addColumn("slug", "varchar(200)", (col) => col.notNull().defaultTo(""))
    .execute();
  await sql`update news_revision set slug = (select news.slug from news where news.id = news_revision.news_id)`.execute(db);

  await db.schema
    .createTable("edit_lock")
    /** What is being edited: "news:12". */
    .addColumn("resource", "varchar(100)", (col) => col.notNull())
    /** One open editor (a browser tab): a random id the tab chose. */
    .addColumn("holder", "varchar(64)", (col) => col.notNull())
    .addColumn("user_id", "integer", (col) => col.notNull())
    .addColumn("username", "varchar(64)", (col) => col.notNull())
    .addColumn("started_at", "bigint", (col) => col.notNull())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("edit_lock_pk", ["resource", "holder"])
    .execute();
  await db.schema.createIndex("edit_lock_expires_idx").on("edit_lock").column("expires_at").execute();

  await db.schema
    .createTable("news_preview_link")
    .$call(id)
    .addColumn("news_id", "integer", (col) => col.notNull().references("news.id").onDelete("cascade"))
    /** SHA-256 of the token in the link (hex); the token itself is shown once and never stored. */
    .addColumn("token_hash", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("created_by", "integer", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .addColumn("revoked_at", "bigint")
    .execute();
  await db.schema.createIndex("news_preview_link_news_idx").on("news_preview_link").column("news_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("news_preview_link").execute();
  await db.schema.dropTable("edit_lock").execute();
  await db.schema.alterTable("news_revision").dropColumn("slug").execute();
  for (const table of ["news", "news_revision"]) {
    await db.schema.alterTable(table).dropColumn("unpublish_at").execute();
    for (const [column] of ARTICLE_TEXTS) await db.schema.alterTable(table).dropColumn(column).execute();
  }
  await db.schema.dropTable("site_setting_record").execute();
  for (const { table, updatedAt, updatedBy } of EDITED) {
    if (!updatedBy) await db.schema.alterTable(table).dropColumn("updated_by").execute();
    if (!updatedAt) await db.schema.alterTable(table).dropColumn("updated_at").execute();
    await db.schema.alterTable(table).dropColumn("version").execute();
  }
}
