import type { Route } from "./+types/search";
import { languageOfRequest } from "../../common/language.ts";
import { pageContext } from "../../common/page-context.ts";
import { parseSearchParams, SEARCH_PATH, SEARCH_QUERY_MAX, type SearchPage } from "../../common/search.ts";
import { Pagination } from "../components/news/pagination.tsx";
import { SearchForm } from "../components/search/search-form.tsx";
import { SearchResults } from "../components/search/search-results.tsx";
import { AppLink } from "../components/ui/app-link.tsx";
import { searchCatalogs } from "../i18n/search-catalogs.ts";
import { fill } from "../lib/fill.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useSite } from "../lib/use-site.ts";

/** Where a search that found nothing suggests going: the main product pages and the news centre. */
const SUGGESTED = [
  { to: "/sunCloudAIPro", key: "aiCompute" },
  { to: "/AIDC", key: "aidc" },
  { to: "/cloudProduct", key: "cloudProduct" },
  { to: "/networkService", key: "networkService" },
  { to: "/news", key: "news" },
] as const;

const hrefOf = (query: string, page: number) => {
  const search = new URLSearchParams({ q: query });
  if (page > 1) search.set("page", String(page));
  return `${SEARCH_PATH}?${search.toString()}`;
};

/**
 * /search?q=...&page=N (and /en/search): results of the main thread's search service
 * (docs/decisions/026-site-search.md). Never cached; rate-limited per address before this runs
 * (server/api/search-limit.ts). Without a query, the form alone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const asked = parseSearchParams(new URL(request.url).searchParams);
  const result: SearchPage = asked.query
    ? await context.get(pageContext).search.query({ ...asked, language })
    : { ...asked, broadened: false, pageCount: 0, total: 0, approximate: false, results: [] };
  return { text: searchCatalogs[language], result };
}

export const meta = pageMeta;

export default function Search({ loaderData: { text, result } }: Route.ComponentProps) {
  const { messages } = useSite();
  const { query, total, results } = result;
  const count = total === 1 ? fill(text.countOne, { query }) : fill(result.approximate ? text.countAbout : text.count, { query, total });
  return (
    <section className="search-page" aria-labelledby="search-title">
      <div className="container">
        <h1 id="search-title">{text.title}</h1>
        <SearchForm query={query} text={text} />
        {result.shortened ? <p className="search-notice">{fill(text.shortened, { max: SEARCH_QUERY_MAX })}</p> : null}
        {/* Announced when it changes (a search from this page, another result page); read with the page otherwise. */}
        <output className="search-count" aria-atomic="true">
          {query ? (total > 0 ? count : fill(text.none, { query })) : text.prompt}
          {total > 0 && result.pageCount > 1 ? ` · ${fill(text.pageOf, { page: result.page, count: result.pageCount })}` : null}
        </output>
        {result.broadened && results.length > 0 ? <p className="search-notice">{text.broadened}</p> : null}
        {results.length > 0 ? <SearchResults results={results} text={text} /> : null}
        {query && total === 0 ? (
          <div className="search-none">
            <p>{text.noneHint}</p>
            <ul>
              {SUGGESTED.map((page) => (
                <li key={page.to}>
                  <AppLink to={page.to}>{messages.menu[page.key]}</AppLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {total > 0 && results.length === 0 ? (
          <p className="search-none">
            {text.pageOutOfRange} <AppLink to={hrefOf(query, 1)}>{text.firstPage}</AppLink>
          </p>
        ) : null}
        <Pagination current={result.page} count={result.pageCount} hrefOf={(page) => hrefOf(query, page)} text={text} />
      </div>
    </section>
  );
}
