/**
 * The news centre's rules shared by its pages and the server (/news, /newsDetail/{id}); the
 * shapes of its answers are in common/contracts/content.ts.
 */

export const NEWS_PAGE_SIZE = 9;
export const NEWS_PAGE_SIZE_MAX = 50;
export const NEWS_COLUMN_IDS = [1, 2, 3, 4] as const;
export type NewsColumnNumber = (typeof NEWS_COLUMN_IDS)[number];

/** A column as visitors see it: its name comes from the web_news_column dictionary. */
export interface NewsColumn {
  id: NewsColumnNumber;
  name: string;
}

/** The column a dictionary value names, if it is one of the spec's four. */
export function newsColumnOf(dictValue: string): NewsColumnNumber | undefined {
  return NEWS_COLUMN_IDS.find((id) => String(id) === dictValue);
}

/** The largest id the API accepts (/^\d{1,9}$/). */
const MAX_NEWS_ID = 999_999_999;

/** ?type=1..4 filters by column; anything else lists every column. ?page= is 1-based. */
export function parseNewsQuery(search: URLSearchParams): { type: NewsColumnNumber | undefined; page: number } {
  const rawType = Number(search.get("type"));
  const type = (NEWS_COLUMN_IDS as readonly number[]).includes(rawType) ? (rawType as NewsColumnNumber) : undefined;
  const rawPage = search.get("page");
  const page = rawPage && /^\d{1,5}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  return { type, page };
}

/** A news id from the URL: digits only (spec section 2) and within the API's range. */
export function parseNewsId(value: string | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= MAX_NEWS_ID ? id : undefined;
}

/** Where a share-preview link opens an article: /preview/{token}, and /en/preview/{token} in English. */
export const PREVIEW_PATH_PREFIX = "/preview/";
