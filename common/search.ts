/**
 * Site search as the pages and the server share it (/search, /en/search; docs/decisions/026-site-search.md).
 */

/** Longer queries are cut to this many characters (and the page says so). */
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_PAGE_SIZE = 10;
/**
 * Pages past this one are not offered: nobody reads result 200, and it bounds what a search ranks
 * (server/search/search-query.ts CANDIDATES: ranking 500 rather than 200 doubled a common word's
 * search at 20,000 articles).
 */
export const SEARCH_PAGE_MAX = 20;

/** Where the search form sends its query (GET, ?q=), without the /en prefix. */
export const SEARCH_PATH = "/search";

/** A piece of a title or snippet: text, highlighted when it matched the query. Never HTML. */
export interface TextPart {
  text: string;
  hit?: true;
}

/** page: a section of a content page; report and announcement: investor documents. */
export type SearchResultKind = "page" | "news" | "report" | "announcement";

export interface SearchResult {
  kind: SearchResultKind;
  /** A spec path with the section's anchor ("/AIDC#east-china"), or a document's file address. */
  url: string;
  title: TextPart[];
  /** The section the words are in, when a page has several. */
  section: TextPart[] | null;
  snippet: TextPart[];
  /** YYYY-MM-DD of an article or document. */
  date: string | null;
  /** Further sections of the same page that match. */
  more: Array<{ url: string; heading: string }>;
}

/** What /search shows for one query and page. */
export interface SearchPage {
  /** The query as searched (trimmed, at most SEARCH_QUERY_MAX characters); "" when there is none. */
  query: string;
  /** The query was cut to SEARCH_QUERY_MAX characters. */
  shortened: boolean;
  /** Nothing held the Chinese words as written: these results hold them apart (算力租赁 as 算力 and 租赁). */
  broadened: boolean;
  page: number;
  pageCount: number;
  total: number;
  /** More entries match than are ranked (a word found in most articles): `total` is the index's count of them. */
  approximate: boolean;
  results: SearchResult[];
}

/**
 * What is searched for: spaces collapsed, at most SEARCH_QUERY_MAX characters. Control characters
 * and unpaired surrogates are no text anyone searches for (and PostgreSQL refuses NUL).
 */
export function cleanQuery(raw: string): { query: string; shortened: boolean } {
  const characters = [
    ...raw
      .toWellFormed()
      .replace(/[\p{Cc}\s]+/gu, " ")
      .trim(),
  ];
  const shortened = characters.length > SEARCH_QUERY_MAX;
  return { query: characters.slice(0, SEARCH_QUERY_MAX).join("").trim(), shortened };
}

/** The query (`q`) and the 1-based page of a search address; anything odd is a plain value, never an error. */
export function parseSearchParams(search: URLSearchParams): { query: string; shortened: boolean; page: number } {
  const rawPage = search.get("page");
  const page = rawPage && /^\d{1,5}$/.test(rawPage) ? Math.min(Math.max(Number(rawPage), 1), SEARCH_PAGE_MAX) : 1;
  return { ...cleanQuery(search.get("q") ?? ""), page };
}
