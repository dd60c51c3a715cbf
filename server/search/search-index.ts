import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Language } from "../../common/constants.ts";
import type { DatabaseKind } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { shownHomeLists } from "../services/home-content.ts";
import { articleEntries, documentEntries, pageEntries, type Article, type EntryInput, type InvestorDocument } from "./search-entries.ts";
import { documentTokens } from "./tokenizer.ts";

/** The FTS5 table of each language on SQLite (migration 016). */
export const FULL_TEXT_TABLES: Record<Language, string> = { zh_CN: "search_fts_zh_cn", en_US: "search_fts_en_us" };

/**
 * Changed whenever the tokenizer or what an entry holds changes: every instance that starts with a
 * new value builds the whole index again from the content.
 */
const INDEX_VERSION = "3";
const VERSION_KEY = "search-index-version";
const PAGES_KEY = "search-pages";
/** Names the transaction-scoped lock that orders every writer of the index on PostgreSQL (issue 29, migration 016). */
const INDEX_LOCK_ID = 29_016_026;
/** Articles or documents indexed per transaction while catching up. */
const BATCH_SIZE = 100;
/** Entries per insert on PostgreSQL: well inside its 65,535 parameters per statement. */
const ROWS_PER_STATEMENT = 500;
/** An article body is at most 100,000 characters (NEWS_BODY_MAX); nothing longer is indexed. */
const MAX_INDEXED_CHARACTERS = 100_000;

const tokensOf = (text: string) => documentTokens(text.slice(0, MAX_INDEXED_CHARACTERS)).join(" ");

async function setMeta(db: Kysely<Database>, key: string, value: string) {
  const updated_at = Date.now();
  await db
    .insertInto("site_meta")
    .values({ key, value, updated_at })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at }))
    .execute();
}

const meta = async (db: Kysely<Database>, key: string) =>
  (await db.selectFrom("site_meta").select("value").where("key", "=", key).executeTakeFirst())?.value;

/** A row that has no search entries made from its current version (none yet, or of an older `updated_at`). */
const withoutCurrentEntries = (table: "news" | "investor_document", column: "news_id" | "document_id") =>
  sql<boolean>`not exists (select 1 from search_entry where ${sql.ref(`search_entry.${column}`)} = ${sql.ref(`${table}.id`)} and search_entry.source_updated_at = ${sql.ref(`${table}.updated_at`)})`;

/**
 * Writes the search index (docs/decisions/026-site-search.md). Every writer of published content
 * calls it inside its own transaction, so an article, a document or a home list is searchable, or
 * gone, once its change commits, on every instance at once (the index lives in the shared database).
 * `catchUp` derives whatever is missing or stale from the content itself: at start, it indexes what
 * the seed or an older version left unindexed, and what a new version of the tokenizer reads
 * differently.
 */
export function createSearchIndex(kind: DatabaseKind) {
  /** Only one writer at a time on PostgreSQL: two saves of one article must not both insert its entries. */
  async function lock(db: Kysely<Database>) {
    if (kind === "postgres") await sql`select pg_advisory_xact_lock(${INDEX_LOCK_ID})`.execute(db);
  }

  /**
   * Writes entries: the narrow row search ranks by, the texts a result shows (search_text), and the
   * tokens (FTS5 on SQLite; on PostgreSQL the vector and the title's own small vector). Many at once
   * on PostgreSQL, in three statements whatever their number: catching up with 20,000 articles
   * would otherwise wait on a round trip per entry.
   */
  async function insert(db: Kysely<Database>, entries: EntryInput[]) {
    if (entries.length === 0) return;
    const rows = entries.map(({ indexed, title, heading, body, ...fields }) => ({
      row: { ...fields, title_length: [...indexed.title].length },
      text: { title, heading, body },
      tokens: { title: tokensOf(indexed.title), heading: tokensOf(indexed.heading), body: tokensOf(indexed.body) },
    }));
    if (kind === "postgres") {
      // Ids first, so each entry's texts go with it without relying on the order RETURNING keeps.
      const { rows: ids } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('search_entry', 'id'))::int as id
        from generate_series(1, ${rows.length})`.execute(db);
      for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
        const slice = rows.slice(start, start + ROWS_PER_STATEMENT);
        const idOf = (index: number) => ids[start + index]?.id as number;
        // The tokens are words of letters and digits separated by spaces: the simple configuration
        // keeps each as it is (no stemming, no stop words), weighted title A, headings B, text D.
        await db
          .insertInto("search_entry")
          .values(
            slice.map(({ row, tokens }, index) => ({
              ...row,
              id: idOf(index),
              vector: sql`setweight(to_tsvector('simple', ${tokens.title}), 'A') || setweight(to_tsvector('simple', ${tokens.heading}), 'B') || setweight(to_tsvector('simple', ${tokens.body}), 'D')`,
              title_vector: sql`to_tsvector('simple', ${tokens.title})`,
            })) as never,
          )
          .execute();
        await db
          .insertInto("search_text")
          .values(slice.map(({ text }, index) => ({ ...text, entry_id: idOf(index) })))
          .execute();
      }
      return;
    }
    for (const { row, text, tokens } of rows) {
      const { id } = await db.insertInto("search_entry").values(row).returning("id").executeTakeFirstOrThrow();
      await db
        .insertInto("search_text")
        .values({ ...text, entry_id: id })
        .execute();
      await sql`insert into ${sql.table(FULL_TEXT_TABLES[row.language])} (rowid, title, heading, body)
        values (${id}, ${tokens.title}, ${tokens.heading}, ${tokens.body})`.execute(db);
    }
  }

  /** The page entries again when what the pages show differs from what was indexed. */
  async function pages(db: Kysely<Database>): Promise<boolean> {
    const entries = pageEntries(await shownHomeLists(db));
    const digest = createHash("sha256").update(JSON.stringify(entries)).digest("hex");
    if ((await meta(db, PAGES_KEY)) === digest) return false;
    await db.deleteFrom("search_entry").where("kind", "=", "page").execute();
    await insert(db, entries);
    await setMeta(db, PAGES_KEY, digest);
    return true;
  }

  /** The entries of these articles or documents, written anew from what they are now. */
  async function replace(db: Kysely<Database>, column: "news_id" | "document_id", ids: number[], entries: EntryInput[]) {
    if (ids.length === 0) return;
    await db.deleteFrom("search_entry").where(column, "in", ids).execute();
    await insert(db, entries);
  }

  const indexArticles = (db: Kysely<Database>, articles: Article[]) =>
    replace(
      db,
      "news_id",
      articles.map((article) => article.id),
      articles.flatMap(articleEntries),
    );

  const indexDocuments = (db: Kysely<Database>, documents: InvestorDocument[]) =>
    replace(
      db,
      "document_id",
      documents.map((document) => document.id),
      documents.flatMap(documentEntries),
    );

  return {
    /** Indexes an article (a draft too: what visitors may see is decided when searching). Call inside the transaction that wrote it. */
    async article(db: Kysely<Database>, article: Article): Promise<void> {
      await lock(db);
      await indexArticles(db, [article]);
    },

    /** Indexes an investor document by its title (a hidden one too). Call inside the transaction that wrote it. */
    async document(db: Kysely<Database>, document: InvestorDocument): Promise<void> {
      await lock(db);
      await indexDocuments(db, [document]);
    },

    /** Indexes the public pages again if their content changed (a home list). Call inside the transaction that changed it. */
    async pages(db: Kysely<Database>): Promise<void> {
      await lock(db);
      await pages(db);
    },

    /**
     * Brings the index up to date with the content, in batches of one transaction each: the pages,
     * then every article and document without entries of its current version. Safe to run on
     * several instances at once.
     */
    async catchUp(db: Kysely<Database>): Promise<{ rebuilt: boolean; pages: boolean; articles: number; documents: number }> {
      const rebuilt = await db.transaction().execute(async (trx) => {
        await lock(trx);
        if ((await meta(trx, VERSION_KEY)) === INDEX_VERSION) return false;
        await trx.deleteFrom("search_entry").execute();
        await trx.deleteFrom("site_meta").where("key", "=", PAGES_KEY).execute();
        await setMeta(trx, VERSION_KEY, INDEX_VERSION);
        return true;
      });
      const pagesChanged = await db.transaction().execute(async (trx) => {
        await lock(trx);
        return pages(trx);
      });
      /** Rows without entries made from their current version, a batch per transaction; how many were indexed. */
      const inBatches = async <Row extends { id: number }>(
        staleRows: (trx: Kysely<Database>) => Promise<Row[]>,
        index: (trx: Kysely<Database>, rows: Row[]) => Promise<void>,
      ) => {
        let total = 0;
        for (;;) {
          const count = await db.transaction().execute(async (trx) => {
            await lock(trx);
            const rows = await staleRows(trx);
            await index(trx, rows);
            return rows.length;
          });
          total += count;
          if (count < BATCH_SIZE) return total;
        }
      };
      const articles = await inBatches(
        (trx) =>
          trx
            .selectFrom("news")
            .selectAll()
            .where(withoutCurrentEntries("news", "news_id"))
            // Oldest first: entry ids then follow publication, and a search's candidates are its newest matches.
            .orderBy("news.publish_at")
            .orderBy("news.id")
            .limit(BATCH_SIZE)
            .execute(),
        indexArticles,
      );
      const documents = await inBatches(
        (trx) =>
          trx
            .selectFrom("investor_document")
            .selectAll()
            .where(withoutCurrentEntries("investor_document", "document_id"))
            .orderBy("investor_document.id")
            .limit(BATCH_SIZE)
            .execute(),
        indexDocuments,
      );
      // After many entries at once, PostgreSQL is told now rather than at autovacuum's next round:
      // statistics for its planner, and the GIN indexes' pending entries merged (every search
      // reads those one by one) with the pages marked visible.
      if (kind === "postgres" && (rebuilt || articles + documents >= BATCH_SIZE)) await sql`vacuum (analyze) search_entry`.execute(db);
      return { rebuilt, pages: pagesChanged, articles, documents };
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
