import type { Kysely } from "kysely";
import { idColumn } from "./columns.ts";

/**
 * Uploaded files (console part 2): a stored file may carry WebP variants (JSON list of width, key
 * and size) and its pixel size. Investor-relations reports and announcements become records of
 * their own that point at stored PDFs; the seed links the existing report files to them
 * (server/db/seed/investor-documents.ts), since their titles live in content/.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .alterTable("stored_file")
    .addColumn("variants", "text", (col) => col.notNull().defaultTo("[]"))
    .execute();
  await db.schema.alterTable("stored_file").addColumn("width", "integer").execute();
  await db.schema.alterTable("stored_file").addColumn("height", "integer").execute();
  await db.schema.createIndex("stored_file_created_idx").on("stored_file").columns(["created_at", "id"]).execute();

  await db.schema
    .createTable("investor_document")
    .$call(id)
    /** report | announcement */
    .addColumn("kind", "varchar(16)", (col) => col.notNull())
    /** Reports: annual | interim | quarterly | esg; null for announcements. */
    .addColumn("report_kind", "varchar(16)")
    /** Reports: the fiscal year covered. */
    .addColumn("year", "integer")
    .addColumn("title", "varchar(300)", (col) => col.notNull())
    .addColumn("title_en", "varchar(300)", (col) => col.notNull())
    /** The publication day, YYYY-MM-DD. */
    .addColumn("published_on", "varchar(10)", (col) => col.notNull())
    .addColumn("file_id", "integer", (col) => col.notNull().references("stored_file.id"))
    /** The English PDF when it differs; null: both languages open file_id. */
    .addColumn("file_id_en", "integer", (col) => col.references("stored_file.id"))
    .addColumn("sort", "integer", (col) => col.notNull())
    .addColumn("hidden", "integer", (col) => col.notNull().defaultTo(0))
    /** The seed's slug (content/pages/investor.ts), kept for links and tests; null when added in the console. */
    .addColumn("ref", "varchar(100)", (col) => col.unique())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("investor_document_kind_idx").on("investor_document").columns(["kind", "sort"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("investor_document").execute();
  await db.schema.dropIndex("stored_file_created_idx").execute();
  for (const column of ["height", "width", "variants"]) await db.schema.alterTable("stored_file").dropColumn(column).execute();
}
