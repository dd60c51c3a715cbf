/**
 * The news centre (/news, /newsDetail/{id}) as the server's news service and
 * GET /api/v1/web/news/... give it: Chinese fields with their `xEn` twins (spec section 7).
 */

export interface NewsListItem {
  id: number;
  /** Column 1-4 in spec order (/news?type=). */
  type: number;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  cover: string;
  /** yyyy-mm-dd */
  publishTime: string | null;
}

export interface NewsArticle extends NewsListItem {
  /** Sanitised HTML. */
  body: string;
  bodyEn: string;
}

export interface NewsNeighbour {
  id: number;
  title: string;
  titleEn: string;
}

export interface NewsDetailData {
  news: NewsArticle;
  /** The older article, if any. */
  previous: NewsNeighbour | null;
  /** The newer article, if any. */
  next: NewsNeighbour | null;
}

export interface NewsListQuery {
  pageNum: number;
  pageSize: number;
  type?: number | undefined;
}

/** What the server gives the news loaders and the sitemap (through the page context). */
export interface NewsSource {
  list(query: NewsListQuery): Promise<{ rows: NewsListItem[]; total: number }>;
  detail(id: number): Promise<NewsDetailData | undefined>;
  allIds(): Promise<Array<{ id: number; publishAt: number }>>;
}

export const NEWS_PAGE_SIZE = 9;
export const NEWS_COLUMN_IDS = [1, 2, 3, 4] as const;
export type NewsColumnNumber = (typeof NEWS_COLUMN_IDS)[number];

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
