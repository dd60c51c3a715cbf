import { sql, SqliteAdapter, type Kysely } from "kysely";

/**
 * Site search at 20,000 articles (issue 29, docs/decisions/026-site-search.md). A search reads a
 * few small fields of every entry it ranks, never their texts: the texts move to `search_text`, so
 * `search_entry` is a narrow table (on SQLite a row was a page or more of text, and reading its
 * date meant reading its text). On PostgreSQL the title's tokens get a small vector of their own
 * (`title_vector`, GIN-indexed), so finding the entries whose title holds the query no longer
 * reads every matching entry's whole vector, and the whole vectors are kept out of the table's
 * rows (toast_tuple_target), so visiting the matches reads little more than their ids.
 *
 * The index is derived data: the entries are dropped here and rebuilt at start (INDEX_VERSION 3).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  // On SQLite the delete trigger of migration 016 takes each entry's tokens from its FTS5 table.
  await sql`delete from search_entry`.execute(db);
  await sql`delete from site_meta where key in ('search-index-version', 'search-pages')`.execute(db);
  for (const column of ["title", "heading", "body"]) await db.schema.alterTable("search_entry").dropColumn(column).execute();
  await db.schema
    .createTable("search_text")
    .addColumn("entry_id", "integer", (col) => col.primaryKey().references("search_entry.id").onDelete("cascade"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("heading", "text", (col) => col.notNull())
    /** Plain text the snippet is cut from. */
    .addColumn("body", "text", (col) => col.notNull())
    .execute();
  if (sqlite) return;
  await sql`alter table search_entry add column title_vector tsvector not null`.execute(db);
  for (const language of ["zh_CN", "en_US"]) {
    await sql`create index ${sql.raw(`search_entry_title_vector_${language.toLowerCase()}_idx`)} on search_entry
      using gin (title_vector) where language = ${sql.lit(language)}`.execute(db);
  }
  await sql`alter table search_entry set (toast_tuple_target = 256)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await sql`delete from search_entry`.execute(db);
  await sql`delete from site_meta where key in ('search-index-version', 'search-pages')`.execute(db);
  await db.schema.dropTable("search_text").execute();
  if (!sqlite) {
    await sql`alter table search_entry reset (toast_tuple_target)`.execute(db);
    await db.schema.alterTable("search_entry").dropColumn("title_vector").execute();
  }
  for (const column of ["title", "heading", "body"]) {
    await db.schema
      .alterTable("search_entry")
      .addColumn(column, "text", (col) => col.notNull().defaultTo(""))
      .execute();
  }
}
