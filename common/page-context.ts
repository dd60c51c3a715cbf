import { createContext, type RouterContext } from "react-router";
import type { HomeContentSource } from "./home-content.ts";
import type { NewsSource } from "./news.ts";
import type { ReportFileSource } from "./report-files.ts";
import type { SiteSettings } from "./site-settings.ts";

/** What the server hands to route loaders during server rendering. */
export interface PageContext {
  site: SiteSettings;
  /** Database-backed lists of the home page (customer cases, solutions, qualifications). */
  homeContent: HomeContentSource;
  /** The news centre's articles (/news, /newsDetail/{id}, sitemap). */
  news: NewsSource;
  /** The investor-relations report files (/investorRelation). */
  reportFiles: ReportFileSource;
}

// The server entry and the built server bundle each load their own copy of this module; keeping
// the context key on globalThis makes both copies agree on one key.
const KEY = Symbol.for("website.pageContext");
const registry = globalThis as typeof globalThis & { [KEY]?: RouterContext<PageContext> };

export const pageContext: RouterContext<PageContext> = (registry[KEY] ??= createContext<PageContext>());
