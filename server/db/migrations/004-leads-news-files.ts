import type { Kysely } from "kysely";
import { idColumn } from "./columns.ts";

/** Dictionaries, demo bookings, partner applications, news and downloadable files. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable("dict_data")
    .$call(id)
    .addColumn("dict_type", "varchar(100)", (col) => col.notNull())
    .addColumn("dict_value", "varchar(100)", (col) => col.notNull())
    .addColumn("dict_label", "varchar(100)", (col) => col.notNull())
    .addColumn("dict_label_en", "varchar(100)", (col) => col.notNull())
    .addColumn("list_class", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("css_class", "varchar(100)", (col) => col.notNull().defaultTo(""))
    .addColumn("sort", "integer", (col) => col.notNull())
    .addUniqueConstraint("dict_data_type_value", ["dict_type", "dict_value"])
    .execute();

  await db.schema
    .createTable("booking")
    .$call(id)
    .addColumn("user_id", "integer", (col) => col.notNull().references("web_user.id"))
    .addColumn("username", "varchar(100)", (col) => col.notNull())
    .addColumn("phone", "varchar(32)", (col) => col.notNull())
    .addColumn("email", "varchar(254)", (col) => col.notNull())
    .addColumn("company", "varchar(200)", (col) => col.notNull())
    .addColumn("posts", "varchar(100)", (col) => col.notNull())
    .addColumn("demand_type", "integer")
    .addColumn("other_desc", "varchar(1000)", (col) => col.notNull())
    .addColumn("remark", "varchar(2000)", (col) => col.notNull())
    .addColumn("language", "varchar(8)", (col) => col.notNull())
    .addColumn("fingerprint", "varchar(64)", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addUniqueConstraint("booking_user_fingerprint", ["user_id", "fingerprint"])
    .execute();

  await db.schema
    .createTable("partner_application")
    .$call(id)
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addColumn("phone", "varchar(32)", (col) => col.notNull())
    .addColumn("email", "varchar(254)", (col) => col.notNull())
    .addColumn("company", "varchar(200)", (col) => col.notNull())
    .addColumn("other", "varchar(2000)", (col) => col.notNull())
    .addColumn("agreement_version", "varchar(32)", (col) => col.notNull())
    .addColumn("consented_at", "bigint", (col) => col.notNull())
    .addColumn("ip", "varchar(64)", (col) => col.notNull())
    .addColumn("user_agent", "varchar(300)", (col) => col.notNull())
    .addColumn("language", "varchar(8)", (col) => col.notNull())
    .addColumn("fingerprint", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("news")
    .$call(id)
    .addColumn("slug", "varchar(200)", (col) => col.notNull().unique())
    .addColumn("column_no", "integer", (col) => col.notNull())
    .addColumn("title", "varchar(300)", (col) => col.notNull())
    .addColumn("title_en", "varchar(300)", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("summary_en", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("body_en", "text", (col) => col.notNull())
    .addColumn("cover", "varchar(300)", (col) => col.notNull())
    .addColumn("publish_at", "bigint", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("news_column_publish_idx").on("news").columns(["column_no", "publish_at"]).execute();
  await db.schema.createIndex("news_publish_idx").on("news").column("publish_at").execute();

  await db.schema
    .createTable("stored_file")
    .$call(id)
    .addColumn("storage_key", "varchar(300)", (col) => col.notNull().unique())
    .addColumn("ref", "varchar(200)", (col) => col.unique())
    .addColumn("category", "varchar(50)", (col) => col.notNull())
    .addColumn("file_name", "varchar(300)", (col) => col.notNull())
    .addColumn("file_name_en", "varchar(300)", (col) => col.notNull())
    .addColumn("content_type", "varchar(100)", (col) => col.notNull())
    .addColumn("size", "bigint", (col) => col.notNull())
    .addColumn("sha256", "varchar(64)", (col) => col.notNull())
    .addColumn("sort", "integer", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["stored_file", "news", "partner_application", "booking", "dict_data"]) await db.schema.dropTable(table).execute();
}
