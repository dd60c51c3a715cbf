import { sql, SqliteAdapter, type Kysely } from "kysely";
import { idColumn } from "./columns.ts";

/** The full-text table of each language on SQLite (server/search/search-tables.ts names them too). */
const SQLITE_FULL_TEXT_TABLES = { zh_CN: "search_fts_zh_cn", en_US: "search_fts_en_us" } as const;

/**
 * Site search (docs/decisions/026-site-search.md). `search_entry` holds what a result shows (one row
 * per page section, article or investor document, per language); the index of its tokens (made in
 * Node by server/search/tokenizer.ts) is an FTS5 table per language on SQLite, and a tsvector column
 * with a GIN index per language on PostgreSQL. Entries of an article or document go with it (ON DELETE
 * CASCADE; on SQLite a trigger takes the tokens with the entry). `search_query_day` counts what
 * visitors searched, per day, language and query: no address, no visitor, no time of day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable("search_entry")
    .$call(idColumn(db))
    .addColumn("language", "varchar(8)", (col) => col.notNull())
    /** page | news | report | announcement */
    .addColumn("kind", "varchar(16)", (col) => col.notNull())
    /** What the entry belongs to, one result per group: "page:/AIDC", "news:12", "investor:3". */
    .addColumn("group_key", "varchar(100)", (col) => col.notNull())
    .addColumn("news_id", "integer", (col) => col.references("news.id").onDelete("cascade"))
    .addColumn("document_id", "integer", (col) => col.references("investor_document.id").onDelete("cascade"))
    /** The page's spec path without the /en prefix, and the id of the section on it ("" for none). */
    .addColumn("path", "varchar(200)", (col) => col.notNull())
    .addColumn("anchor", "varchar(100)", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("heading", "text", (col) => col.notNull())
    /** Plain text the snippet is cut from. */
    .addColumn("body", "text", (col) => col.notNull())
    /** An article's publication time, a document's date (ms): what the result shows and what recency ranks. */
    .addColumn("published_at", "bigint")
    /** Characters of what is indexed as the title: of two titles holding the query, the shorter is the closer match. */
    .addColumn("title_length", "integer", (col) => col.notNull())
    /** The article's or document's updated_at when it was indexed: a different one is indexed again. */
    .addColumn("source_updated_at", "bigint")
    .$call((builder) => (sqlite ? builder : builder.addColumn("vector", sql`tsvector`, (col) => col.notNull())))
    .execute();
  await db.schema.createIndex("search_entry_news_idx").on("search_entry").column("news_id").execute();
  await db.schema.createIndex("search_entry_document_idx").on("search_entry").column("document_id").execute();
  // One entry per section, article or document and language, however two writers interleave.
  await db.schema.createIndex("search_entry_group_idx").on("search_entry").columns(["language", "group_key", "anchor"]).unique().execute();
  await db.schema.createIndex("search_entry_kind_idx").on("search_entry").column("kind").execute();

  if (sqlite) {
    for (const [language, table] of Object.entries(SQLITE_FULL_TEXT_TABLES)) {
      // Contentless: the text is in search_entry; the table keeps only the index of the tokens,
      // which arrive as words of letters and digits separated by spaces, already folded.
      await sql`create virtual table ${sql.table(table)} using fts5(title, heading, body, content='', contentless_delete=1,
        tokenize="unicode61 remove_diacritics 0 categories 'L* N*'")`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_delete`)} after delete on search_entry when old.language = ${sql.lit(language)}
        begin delete from ${sql.table(table)} where rowid = old.id; end`.execute(db);
    }
  } else {
    for (const language of Object.keys(SQLITE_FULL_TEXT_TABLES)) {
      await sql`create index ${sql.raw(`search_entry_vector_${language.toLowerCase()}_idx`)} on search_entry
        using gin (vector) where language = ${sql.lit(language)}`.execute(db);
    }
  }

  await db.schema
    .createTable("search_query_day")
    /** The day in SITE_TIME_ZONE, YYYY-MM-DD. */
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("language", "varchar(8)", (col) => col.notNull())
    /** What was searched, trimmed, lower case, spaces collapsed, at most 100 characters. */
    .addColumn("query", "varchar(100)", (col) => col.notNull())
    .addColumn("searches", "integer", (col) => col.notNull())
    /** Of those, the searches that found nothing. */
    .addColumn("empty_searches", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("search_query_day_pk", ["day", "language", "query"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("search_query_day").execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const table of Object.values(SQLITE_FULL_TEXT_TABLES)) await sql`drop table ${sql.table(table)}`.execute(db);
  }
  await db.schema.dropTable("search_entry").execute();
}
