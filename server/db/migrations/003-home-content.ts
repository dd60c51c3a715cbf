import type { Kysely } from "kysely";
import { idColumn } from "./columns.ts";

/**
 * The home page's database-backed lists: customer cases, solutions and qualifications. Each text
 * is stored as `field` (Chinese) and `field_en` (English); `sort` orders the rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable("home_customer_case")
    .$call(id)
    .addColumn("code", "varchar(100)", (col) => col.notNull().unique())
    .addColumn("sort", "integer", (col) => col.notNull())
    .addColumn("industry", "varchar(200)", (col) => col.notNull())
    .addColumn("industry_en", "varchar(200)", (col) => col.notNull())
    .addColumn("title", "varchar(300)", (col) => col.notNull())
    .addColumn("title_en", "varchar(300)", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("summary_en", "text", (col) => col.notNull())
    .addColumn("challenge", "text", (col) => col.notNull())
    .addColumn("challenge_en", "text", (col) => col.notNull())
    .addColumn("solution", "text", (col) => col.notNull())
    .addColumn("solution_en", "text", (col) => col.notNull())
    .addColumn("result", "text", (col) => col.notNull())
    .addColumn("result_en", "text", (col) => col.notNull())
    .addColumn("link", "varchar(300)", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("home_solution")
    .$call(id)
    .addColumn("code", "varchar(100)", (col) => col.notNull().unique())
    .addColumn("sort", "integer", (col) => col.notNull())
    .addColumn("title", "varchar(300)", (col) => col.notNull())
    .addColumn("title_en", "varchar(300)", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("summary_en", "text", (col) => col.notNull())
    .addColumn("highlights", "text", (col) => col.notNull())
    .addColumn("highlights_en", "text", (col) => col.notNull())
    .addColumn("link", "varchar(300)", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("home_qualification")
    .$call(id)
    .addColumn("code", "varchar(100)", (col) => col.notNull().unique())
    .addColumn("sort", "integer", (col) => col.notNull())
    .addColumn("category", "varchar(40)", (col) => col.notNull())
    .addColumn("title", "varchar(300)", (col) => col.notNull())
    .addColumn("title_en", "varchar(300)", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("summary_en", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("home_qualification").execute();
  await db.schema.dropTable("home_solution").execute();
  await db.schema.dropTable("home_customer_case").execute();
}
