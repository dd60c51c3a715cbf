import type { Kysely } from "kysely";
import type { Language } from "../../common/constants.ts";
import {
  cleanQuery,
  SEARCH_PAGE_MAX,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  type SearchPage,
  type SearchResult,
} from "../../common/search.ts";
import { dayInZone } from "../../common/site-time.ts";
import { writeWithoutFlush, type DatabaseKind } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { createSearchQuery, type SearchHit } from "../search/search-query.ts";
import { createHighlighter } from "../search/snippets.ts";
import { queryTerms, type QueryTerm } from "../search/tokenizer.ts";
import type { Clock } from "./clock.ts";
import { fileUrls } from "./file-urls.ts";

/** Characters of a snippet: about two lines of a result (Chinese characters are twice as wide). */
const SNIPPET_LENGTH: Record<Language, number> = { zh_CN: 90, en_US: 180 };

/**
 * Queries kept in the statistics are what visitors look for, never who they are: one that looks
 * like an e-mail address or a phone or identity number is counted nowhere.
 */
const PERSONAL_DATA = /@|\p{N}{7,}/u;

/** The statistics' spelling of a query: "H100  租赁" and "ｈ100 租赁" are one line. */
export function statisticsKey(query: string): string {
  return query.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim().slice(0, SEARCH_QUERY_MAX);
}

export interface SiteSearchDeps {
  db: Kysely<Database>;
  kind: DatabaseKind;
  clock: Clock;
  logger: Logger;
  /** SITE_TIME_ZONE: the day a search is counted on, and the dates results show. */
  timeZone: string;
}

/**
 * Site search for visitors (docs/decisions/026-site-search.md): the results of a query in one
 * language, a page at a time, with highlighted titles and snippets; each first page of a query is
 * counted for the console's "Searches" screen.
 */
export function createSiteSearch(deps: SiteSearchDeps) {
  const { db, clock, logger, timeZone } = deps;
  const finder = createSearchQuery(db, deps.kind);

  /** The address of each document's PDF in the language (its English file when it has one). */
  async function documentUrls(hits: SearchHit[], language: Language): Promise<Map<number, { url: string; date: string }>> {
    const ids = [...new Set(hits.flatMap((hit) => (hit.documentId === null ? [] : [hit.documentId])))];
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom("investor_document as d")
      .innerJoin("stored_file as f", (join) =>
        join.on((eb) =>
          language === "en_US" ? eb("f.id", "=", eb.fn.coalesce("d.file_id_en", "d.file_id")) : eb("f.id", "=", eb.ref("d.file_id")),
        ),
      )
      .select(["d.id", "d.published_on", "f.id as file_id", "f.sha256", "f.content_type", "f.variants"])
      .where("d.id", "in", ids)
      .execute();
    return new Map(
      rows.map((row) => [
        row.id,
        {
          url: fileUrls({ id: row.file_id, sha256: row.sha256, content_type: row.content_type, variants: row.variants }).url,
          date: row.published_on,
        },
      ]),
    );
  }

  async function count(language: Language, query: string, found: number) {
    const key = statisticsKey(query);
    if (!key || PERSONAL_DATA.test(key)) return;
    const empty = found === 0 ? 1 : 0;
    await writeWithoutFlush(db, (connection) =>
      connection
        .insertInto("search_query_day")
        .values({ day: dayInZone(clock.now(), timeZone), language, query: key, searches: 1, empty_searches: empty })
        .onConflict((conflict) =>
          conflict.columns(["day", "language", "query"]).doUpdateSet((eb) => ({
            searches: eb("search_query_day.searches", "+", 1),
            empty_searches: eb("search_query_day.empty_searches", "+", empty),
          })),
        )
        .execute(),
    );
  }

  return {
    /**
     * One page of results. The query is cut to SEARCH_QUERY_MAX characters and the page kept
     * within 1..SEARCH_PAGE_MAX here too: whatever the caller sends, the search costs a bounded amount.
     */
    async query(request: { query: string; shortened: boolean; page: number; language: Language }): Promise<SearchPage> {
      const language = request.language;
      const { query, shortened } = cleanQuery(request.query);
      const page = Math.min(Math.max(Math.trunc(request.page) || 1, 1), SEARCH_PAGE_MAX);
      const search = (terms: QueryTerm[]) =>
        finder.search({ language, terms, now: clock.now(), offset: (page - 1) * SEARCH_PAGE_SIZE, limit: SEARCH_PAGE_SIZE });
      let terms = queryTerms(query);
      let found = await search(terms);
      let broadened = false;
      if (found.total === 0) {
        const loose = queryTerms(query, { loose: true });
        if (JSON.stringify(loose) !== JSON.stringify(terms)) {
          found = await search(loose);
          terms = loose;
          broadened = found.total > 0;
        }
      }
      const { total, hits } = found;
      if (query && page === 1) {
        await count(language, query, total).catch((error: unknown) => logger.warn({ err: error }, "a search could not be counted"));
      }
      const highlight = createHighlighter(terms);
      const documents = await documentUrls(hits, language);
      const results: SearchResult[] = [];
      for (const hit of hits) {
        const url = hit.anchor ? `${hit.path}#${hit.anchor}` : hit.path;
        if (hit.place > 1) {
          results.at(-1)?.more.push({ url, heading: hit.heading });
          continue;
        }
        const document = hit.documentId === null ? undefined : documents.get(hit.documentId);
        results.push({
          kind: hit.kind,
          url: document?.url ?? url,
          title: highlight.whole(hit.title),
          section: hit.kind === "page" && hit.anchor ? highlight.whole(hit.heading) : null,
          snippet: highlight.snippet(hit.body, SNIPPET_LENGTH[language]),
          date: document?.date ?? (hit.kind === "news" && hit.publishedAt !== null ? dayInZone(hit.publishedAt, timeZone) : null),
          more: [],
        });
      }
      return {
        query,
        shortened: request.shortened || shortened,
        broadened,
        page,
        pageCount: Math.min(Math.ceil(found.ranked / SEARCH_PAGE_SIZE), SEARCH_PAGE_MAX),
        total,
        approximate: found.approximate,
        results,
      };
    },
  };
}

export type SiteSearch = ReturnType<typeof createSiteSearch>;
