import { createContext, type RouterContext } from "react-router";
import type { Language } from "./constants.ts";
import type { InvestorDocumentEntry, InvestorDocumentKind, NewsDetailData, NewsListItem, NewsListQuery } from "./contracts/content.ts";
import type { CustomerCase, Qualification, Solution } from "./contracts/home-content.ts";
import type { NewsColumn } from "./news.ts";
import type { SearchPage } from "./search.ts";
import type { SiteSettings } from "./site-settings.ts";

/** The news centre's articles and columns (/news, /newsDetail/{id}, sitemap). */
export interface NewsSource {
  /** The columns offered to visitors (enabled in the dictionary), in its order, named in `language`. */
  columns(language: Language): Promise<NewsColumn[]>;
  list(query: NewsListQuery): Promise<{ rows: NewsListItem[]; total: number }>;
  detail(id: number): Promise<NewsDetailData | undefined>;
  /** The article a share-preview link's token opens, as saved (draft or not); undefined when it opens nothing. */
  preview(token: string): Promise<NewsDetailData["news"] | undefined>;
  allIds(): Promise<Array<{ id: number; publishAt: number }>>;
}

/** Database-backed lists of the home page, each row in both languages. */
export interface HomeContentSource {
  customerCases(): Promise<CustomerCase[]>;
  solutions(): Promise<Solution[]>;
  qualifications(): Promise<Qualification[]>;
}

/** The investor-relations reports and announcements shown on /investorRelation, from the database. */
export interface InvestorDocumentSource {
  published(kind: InvestorDocumentKind, language: Language): Promise<InvestorDocumentEntry[]>;
}

/** Site search (/search): one page of results of a query in a language. */
export interface SearchSource {
  query(request: { query: string; shortened: boolean; page: number; language: Language }): Promise<SearchPage>;
}

/** What the server hands to route loaders during server rendering. */
export interface PageContext {
  site: SiteSettings;
  homeContent: HomeContentSource;
  news: NewsSource;
  investorDocuments: InvestorDocumentSource;
  search: SearchSource;
}

// The server entry and the built server bundle each load their own copy of this module; keeping
// the context key on globalThis makes both copies agree on one key.
const KEY = Symbol.for("website.pageContext");
const registry = globalThis as typeof globalThis & { [KEY]?: RouterContext<PageContext> };

export const pageContext: RouterContext<PageContext> = (registry[KEY] ??= createContext<PageContext>());
