import type { Kysely } from "kysely";

/**
 * Investor documents are listed by their date, newest first, unless someone arranged a list by
 * hand (issue 26 item 7, docs/decisions/019-files-and-investor-relations.md): a row here says that
 * list (reports or announcements) keeps its manual order, and since when and by whom. "Back to date
 * order" deletes the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("investor_manual_order")
    .addColumn("kind", "varchar(20)", (col) => col.primaryKey())
    .addColumn("arranged_at", "bigint", (col) => col.notNull())
    .addColumn("arranged_by", "integer", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("investor_manual_order").execute();
}
