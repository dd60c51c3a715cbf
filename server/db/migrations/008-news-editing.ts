import { sql, type Kysely } from "kysely";
import { idColumn } from "./columns.ts";

/**
 * News written in the console (issue 13): a state per article (draft or published; published with
 * a future publish time is "scheduled"), who changed it and when, an optional cover from the
 * stored files, and a full revision for every save. Existing articles were public: they become
 * published, each with a first revision holding what it says today.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .alterTable("news")
    .addColumn("status", "varchar(16)", (col) => col.notNull().defaultTo("published"))
    .execute();
  await db.schema
    .alterTable("news")
    .addColumn("updated_at", "bigint", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("news").addColumn("created_by", "integer").execute();
  await db.schema.alterTable("news").addColumn("updated_by", "integer").execute();
  await db.schema
    .alterTable("news")
    .addColumn("cover_file_id", "integer", (col) => col.references("stored_file.id").onDelete("set null"))
    .execute();
  await sql`update news set updated_at = created_at`.execute(db);
  // The public lists read published articles by time.
  await db.schema.createIndex("news_status_publish_idx").on("news").columns(["status", "publish_at"]).execute();

  await db.schema
    .createTable("news_revision")
    .$call(id)
    .addColumn("news_id", "integer", (col) => col.notNull().references("news.id").onDelete("cascade"))
    /** create, update, publish, unpublish, restore, import. */
    .addColumn("reason", "varchar(16)", (col) => col.notNull())
    /** The revision a restore copied, else null. */
    .addColumn("restored_from", "integer")
    .addColumn("column_no", "integer", (col) => col.notNull())
    .addColumn("title", "varchar(300)", (col) => col.notNull())
    .addColumn("title_en", "varchar(300)", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("summary_en", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("body_en", "text", (col) => col.notNull())
    .addColumn("cover", "varchar(300)", (col) => col.notNull())
    .addColumn("cover_file_id", "integer")
    .addColumn("status", "varchar(16)", (col) => col.notNull())
    .addColumn("publish_at", "bigint", (col) => col.notNull())
    /** The staff account that saved it (null: carried over from before the console). */
    .addColumn("author_id", "integer")
    .addColumn("author_name", "varchar(64)", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("news_revision_news_idx").on("news_revision").columns(["news_id", "id"]).execute();

  await sql`insert into news_revision (news_id, reason, column_no, title, title_en, summary, summary_en, body, body_en,
      cover, status, publish_at, author_name, created_at)
    select id, 'import', column_no, title, title_en, summary, summary_en, body, body_en, cover, 'published', publish_at, '', created_at
    from news`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("news_revision").execute();
  await db.schema.dropIndex("news_status_publish_idx").execute();
  for (const column of ["cover_file_id", "updated_by", "created_by", "updated_at", "status"])
    await db.schema.alterTable("news").dropColumn(column).execute();
}
