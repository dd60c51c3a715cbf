import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Language } from "../../common/constants.ts";
import type { DatabaseKind } from "../db/database.ts";
import type { Database, SearchEntryKind } from "../db/schema.ts";
import { shownToVisitors } from "../services/news.ts";
import { FULL_TEXT_TABLES } from "./search-index.ts";
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

/** tsquery syntax for to_tsquery: every token quoted, a phrase joined with <->; `weight` A keeps to titles. */
export function textSearchQuery(terms: QueryTerm[], weight = ""): string {
  const lexeme = (token: string) => `'${token.replaceAll("'", "''").replaceAll("\\", "\\\\")}'${weight && `:${weight}`}`;
  const phrase = (tokens: string[]) => tokens.map(lexeme).join(" <-> ");
  return terms.map((term) => `(${term.map(phrase).join(" | ")})`).join(" & ");
}

/** 0: titled page sections, 1: titled articles and documents, 2: the rest; then a value to sort each by. */
const order = (inTitle: RawBuilder<unknown>, score: RawBuilder<unknown>) => sql`
  case when ${inTitle} then (case when e.published_at is null then 0 else 1 end) else 2 end as rank_group,
  case when ${inTitle} then (case when e.published_at is null then e.title_length else -e.published_at end) else ${score} end as rank_value`;

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
 */
export function createSearchQuery(db: Kysely<Database>, kind: DatabaseKind) {
  const postgres = kind === "postgres";
  const recency = (now: number): RawBuilder<number> =>
    postgres
      ? sql`(case when e.published_at is null then 1.0 else 1.0 / (1.0 + greatest(0, ${now} - e.published_at)::float8 / ${RECENCY_HALF_MS}) end)`
      : sql`(case when e.published_at is null then 1.0 else 1.0 / (1.0 + max(0, ${now} - e.published_at) / ${RECENCY_HALF_MS}) end)`;

  /** The matching, visible entries with what orders them. */
  function matched(language: Language, terms: QueryTerm[], now: number): RawBuilder<unknown> {
    const visible = sql`(e.news_id is null or ${shownToVisitors(now, "n")}) and (e.document_id is null or d.hidden = 0)`;
    const joins = sql`left join news n on n.id = e.news_id left join investor_document d on d.id = e.document_id`;
    if (postgres) {
      const score = sql`(-ts_rank(${TS_RANK_WEIGHTS}::float4[], e.vector, q.query, 2) * ${recency(now)})::float8`;
      return sql`select e.id, e.group_key, ${order(sql`e.vector @@ q.title_query`, score)}
        from search_entry e
        cross join (select to_tsquery('simple', ${textSearchQuery(terms)}) as query, to_tsquery('simple', ${textSearchQuery(terms, "A")}) as title_query) q
        ${joins}
        where e.language = ${language} and e.vector @@ q.query and ${visible}`;
    }
    const table = sql.table(FULL_TEXT_TABLES[language]);
    const inTitle = sql`e.id in (select rowid from ${table} where ${table} match ${fullTextMatch(terms, "title")})`;
    return sql`select e.id, e.group_key, ${order(inTitle, sql`bm25(${table}, ${BM25_WEIGHTS}) * ${recency(now)}`)}
      from ${table} f join search_entry e on e.id = f.rowid ${joins}
      where ${table} match ${fullTextMatch(terms)} and ${visible}`;
  }

  /** A page past the last one has no rows to carry the total. */
  async function countGroups(query: { language: Language; terms: QueryTerm[]; now: number }): Promise<number> {
    const { rows } = await sql<{ total: number | string }>`with matched as (${matched(query.language, query.terms, query.now)})
      select count(distinct group_key) as total from matched`.execute(db);
    return Number(rows[0]?.total ?? 0);
  }

  return {
    /** One page of results (`offset` and `limit` count groups) and how many groups match in all. */
    async search(query: {
      language: Language;
      terms: QueryTerm[];
      now: number;
      offset: number;
      limit: number;
    }): Promise<{ total: number; hits: SearchHit[] }> {
      if (query.terms.length === 0) return { total: 0, hits: [] };
      const { rows } = await sql<{
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
      }>`with matched as (${matched(query.language, query.terms, query.now)}),
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
        select e.id, e.kind, e.group_key, e.path, e.anchor, e.title, e.heading, e.body, e.published_at, e.document_id, c.place, c.total
        from counted c join search_entry e on e.id = c.id
        where c.group_place > ${query.offset} and c.group_place <= ${query.offset + query.limit}
        order by c.group_place, c.place`.execute(db);
      const total = rows.length > 0 ? Number(rows[0]?.total) : await countGroups(query);
      return {
        total,
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
