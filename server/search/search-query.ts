import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Language } from "../../common/constants.ts";
import type { DatabaseKind } from "../db/database.ts";
import type { Database, SearchEntryKind } from "../db/schema.ts";
import { shownToVisitors } from "../services/news.ts";
import { FULL_TEXT_TABLES } from "./search-index.ts";
import { SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE } from "../../common/search.ts";
import type { QueryTerm } from "./tokenizer.ts";

/** Title, headings and text weigh 10 : 4 : 1 on both databases (bm25's column weights, ts_rank's A, B and D). */
const BM25_WEIGHTS = sql.raw("10.0, 4.0, 1.0");
const TS_RANK_WEIGHTS = "{0.1, 0.2, 0.4, 1.0}";
/** A dated entry (article, investor document) this old counts half as much as one of today. */
const RECENCY_HALF_MS = sql.raw(String(2 * 365 * 24 * 60 * 60 * 1000) + ".0");
/** Sections of one page shown under its best one. */
export const MORE_SECTIONS = 3;

export interface SearchHit {
  id: number;
  kind: SearchEntryKind;
  groupKey: string;
  path: string;
  anchor: string;
  title: string;
  heading: string;
  body: string;
  publishedAt: number | null;
  documentId: number | null;
  /** 1 for the best entry of its group, 2.. for the other sections shown under it. */
  place: number;
}

const fullTextPhrase = (tokens: string[]) => tokens.map((token) => `"${token.replaceAll('"', '""')}"`).join(" + ");

/** FTS5's query syntax: every token quoted (they are letters and digits only), a phrase joined with +. */
export function fullTextMatch(terms: QueryTerm[], column?: string): string {
  const all = terms.map((term) => `(${term.map(fullTextPhrase).join(" OR ")})`).join(" AND ");
  return column ? `{${column}} : (${all})` : all;
}

const lexeme = (token: string) => `'${token.replaceAll("'", "''").replaceAll("\\", "\\\\")}'`;

/**
 * tsquery syntax for to_tsquery: every token quoted, a phrase joined with <->, or with & when
 * `loose` (a superset PostgreSQL's index answers without reading each entry's vector).
 */
export function textSearchQuery(terms: QueryTerm[], options: { loose?: boolean } = {}): string {
  const phrase = (tokens: string[]) => tokens.map(lexeme).join(options.loose ? " & " : " <-> ");
  return terms.map((term) => `(${term.map(phrase).join(" | ")})`).join(" & ");
}

const visible = (now: number) => sql`(e.news_id is null or ${shownToVisitors(now, "n")}) and (e.document_id is null or d.hidden = 0)`;
const joins = sql`left join news n on n.id = e.news_id left join investor_document d on d.id = e.document_id`;

/** 0: titled page sections, 1: titled articles and documents, 2: the rest; then a value to sort each by. */
const order = (inTitle: RawBuilder<unknown>, score: RawBuilder<unknown>) => sql`
  case when ${inTitle} then (case when e.published_at is null then 0 else 1 end) else 2 end as rank_group,
  case when ${inTitle} then (case when e.published_at is null then e.title_length else -e.published_at end) else ${score} end as rank_value`;

/**
 * Entries ranked per query and kind of match: the newest this many whose title holds the query,
 * and the newest this many that match at all. Enough for every page a visitor may open
 * (SEARCH_PAGE_MAX pages of SEARCH_PAGE_SIZE), and what bounds a search's cost: a query that
 * matches most of 20,000 articles ranks a few hundred entries, not all of them.
 */
export const CANDIDATES = SEARCH_PAGE_MAX * SEARCH_PAGE_SIZE;

/**
 * Finds entries of one language holding every term, best first, one result per group (a page, an
 * article, a document) with up to MORE_SECTIONS further sections of a page under its best one.
 * What visitors may not see is never counted or returned: drafts, scheduled and deleted articles
 * (the news centre's own rule, `shownToVisitors`), hidden documents.
 *
 * The order is the same on both databases wherever it can be decided without their scores: first
 * the entries whose title holds the whole query (pages by the shortest such title, then articles
 * and documents newest first), then the rest by each database's weighted relevance (bm25, ts_rank:
 * title 10, heading 4, text 1) times a recency factor for dated entries. Ties go by group key and id.
 *
 * Only the candidates are ranked: the newest CANDIDATES entries whose title holds the query and
 * the newest CANDIDATES that match (newest by entry id: the index is written in publication order
 * and each change writes its entries anew). Below that every match is a candidate and the order
 * and count are exact; above it the results come from the newest matches, the count is the
 * index's number of matching entries, and the page says "about".
 */
export function createSearchQuery(db: Kysely<Database>, kind: DatabaseKind) {
  const postgres = kind === "postgres";
  const recency = (now: number): RawBuilder<number> =>
    postgres
      ? sql`(case when e.published_at is null then 1.0 else 1.0 / (1.0 + greatest(0, ${now} - e.published_at)::float8 / ${RECENCY_HALF_MS}) end)`
      : sql`(case when e.published_at is null then 1.0 else 1.0 / (1.0 + max(0, ${now} - e.published_at) / ${RECENCY_HALF_MS}) end)`;
  /**
   * CTEs ending in `matched`: the visible candidates with what orders them, and `estimate`: how many
   * entries match in all, when there are more than the candidates.
   */
  function matched(language: Language, terms: QueryTerm[], now: number): RawBuilder<unknown> {
    const inTitle = sql`e.id in (select id from titled)`;
    if (postgres) {
      const exact = textSearchQuery(terms);
      // The index finds the entries holding every token; whether a code's parts stand next to each
      // other (`h <-> 100`) needs each entry's whole vector, so it is checked on the candidates only.
      const loose = textSearchQuery(terms, { loose: true });
      const phraseCheck = exact === loose ? sql`` : sql`and (${inTitle} or e.vector @@ q.query)`;
      const score = sql`(-ts_rank(${TS_RANK_WEIGHTS}::float4[], e.vector, q.query, 2) * ${recency(now)})::float8`;
      return sql`q as (select to_tsquery('simple', ${exact}) as query, to_tsquery('simple', ${loose}) as loose),
        titled_all as materialized (select e.id from search_entry e cross join q where e.language = ${language} and e.title_vector @@ q.query),
        titled as materialized (select id from titled_all order by id desc limit ${CANDIDATES}),
        found as materialized (select e.id from search_entry e cross join q where e.language = ${language} and e.vector @@ q.loose),
        body as materialized (select id from found order by id desc limit ${CANDIDATES}),
        estimate as materialized (select count(*) as matches, count(*) > ${CANDIDATES} or (select count(*) from titled_all) > ${CANDIDATES} as truncated from found),
        matched as (
          select e.id, e.group_key, ${order(inTitle, score)}
          from (select id from titled union select id from body) c
          join search_entry e on e.id = c.id cross join q ${joins}
          where ${visible(now)} ${phraseCheck}
        )`;
    }
    const table = sql.table(FULL_TEXT_TABLES[language]);
    const match = fullTextMatch(terms);
    return sql`titled as materialized (select rowid as id from ${table} where ${table} match ${fullTextMatch(terms, "title")} order by rowid desc limit ${CANDIDATES + 1}),
      body as materialized (select rowid as id, bm25(${table}, ${BM25_WEIGHTS}) as score from ${table} where ${table} match ${match} order by rowid desc limit ${CANDIDATES + 1}),
      truncated as materialized (select (select count(*) from body) > ${CANDIDATES} or (select count(*) from titled) > ${CANDIDATES} as truncated),
      estimate as materialized (select case when truncated then (select count(*) from ${table} where ${table} match ${match}) end as matches, truncated from truncated),
      matched as (
        select e.id, e.group_key, ${order(inTitle, sql`b.score * ${recency(now)}`)}
        from (select id from titled union select id from body) c
        join search_entry e on e.id = c.id left join body b on b.id = e.id ${joins}
        where ${visible(now)}
      )`;
  }

  /**
   * Runs a search statement. On PostgreSQL without sequential scans: its planner does not count
   * what reading each entry's whole vector costs, and a common word (40% of the entries) or
   * missing statistics made a scan that tests every vector look as cheap as the GIN index (60 ms
   * at 3,000 articles, seconds at 20,000). JIT stays off: the penalty on the refused plans would
   * otherwise cross its threshold and compile every search.
   */
  async function execute<Row>(query: RawBuilder<Row>): Promise<Row[]> {
    if (!postgres) return (await query.execute(db)).rows;
    return db.transaction().execute(async (trx) => {
      await sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`.execute(trx);
      return (await query.execute(trx)).rows;
    });
  }

  /** A page past the last one has no rows to carry the total. */
  async function countGroups(query: { language: Language; terms: QueryTerm[]; now: number }) {
    const rows = await execute(sql<{
      total: number | string;
      matches: number | string;
      truncated: boolean | number;
    }>`with ${matched(query.language, query.terms, query.now)}
      select (select count(distinct group_key) from matched) as total, matches, truncated from estimate`);
    return rows[0] ?? { total: 0, matches: 0, truncated: false };
  }

  return {
    /**
     * One page of results (`offset` and `limit` count groups), how many groups can be paged
     * through, and how many results to announce (`approximate` when more match than are ranked).
     */
    async search(query: {
      language: Language;
      terms: QueryTerm[];
      now: number;
      offset: number;
      limit: number;
    }): Promise<{ total: number; ranked: number; approximate: boolean; hits: SearchHit[] }> {
      if (query.terms.length === 0) return { total: 0, ranked: 0, approximate: false, hits: [] };
      const rows = await execute(sql<{
        id: number;
        kind: SearchEntryKind;
        group_key: string;
        path: string;
        anchor: string;
        title: string;
        heading: string;
        body: string;
        published_at: number | string | null;
        document_id: number | null;
        place: number | string;
        total: number | string;
        matches: number | string;
        truncated: boolean | number;
      }>`with ${matched(query.language, query.terms, query.now)},
        ranked as (
          select id, group_key, rank_group, rank_value,
            row_number() over (partition by group_key order by rank_group, rank_value, id) as place
          from matched
        ),
        best as (select group_key, rank_group, rank_value from ranked where place = 1),
        grouped as (
          select r.id, r.place, dense_rank() over (order by b.rank_group, b.rank_value, b.group_key) as group_place
          from ranked r join best b on b.group_key = r.group_key
          where r.place <= ${MORE_SECTIONS + 1}
        ),
        counted as (select id, place, group_place, max(group_place) over () as total from grouped)
        select e.id, e.kind, e.group_key, e.path, e.anchor, t.title, t.heading, t.body, e.published_at, e.document_id,
          c.place, c.total, x.matches, x.truncated
        from counted c join search_entry e on e.id = c.id join search_text t on t.entry_id = e.id cross join estimate x
        where c.group_place > ${query.offset} and c.group_place <= ${query.offset + query.limit}
        order by c.group_place, c.place`);
      const counts = rows[0] ?? (await countGroups(query));
      const ranked = Number(counts.total);
      const approximate = Boolean(counts.truncated);
      return {
        total: approximate ? Math.max(ranked, Number(counts.matches)) : ranked,
        ranked,
        approximate,
        hits: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          groupKey: row.group_key,
          path: row.path,
          anchor: row.anchor,
          title: row.title,
          heading: row.heading,
          body: row.body,
          publishedAt: row.published_at === null ? null : Number(row.published_at),
          documentId: row.document_id,
          place: Number(row.place),
        })),
      };
    },
  };
}

export type SearchQuery = ReturnType<typeof createSearchQuery>;
