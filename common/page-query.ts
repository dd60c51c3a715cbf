import { ENGLISH_PREFIX, hasEnglishPrefix } from "./language.ts";
import { PREVIEW_PATH_PREFIX } from "./news.ts";

/**
 * The query parameters each page reads while it renders on the server (its loader, or a
 * component that puts them into the HTML). The page cache keys pages by these only and renders
 * the page without the others, so `?utm_source=…` or a random string shares the cached page
 * (docs/decisions/010-page-speed-budgets.md). A page that starts reading a parameter must be
 * listed here, or every visitor gets the page rendered without it.
 */
const QUERY_PARAMS_READ: Record<string, readonly string[]> = {
  "/news": ["type", "page"],
  "/login": ["redirect"],
  "/register": ["redirect"],
};

/**
 * Paths answered fresh every time: the redirects forward their query string, the third-party
 * sign-in pages carry one-time codes, React Router's route discovery reads its parameters, a
 * search is counted and rate-limited each time it is asked (docs/decisions/026-site-search.md),
 * and a share-preview link shows an unpublished article only while the link is valid
 * (docs/decisions/023-editing-without-lost-work.md).
 */
const NEVER_CACHED = new Set(["/", "/callback", "/callbackSuccess", "/__manifest", "/search"]);
const NEVER_CACHED_PREFIXES = ["/redirect/", "/api/", "/assets/"];
/** Under /en too. */
const NEVER_CACHED_PAGE_PREFIXES = [PREVIEW_PATH_PREFIX];

/** React Router's loader-data requests: `/news.data?_routes=…`, `/_root.data` for `/`. */
const DATA_SUFFIX = ".data";
const DATA_PARAMS = ["_routes"];

/**
 * The path and query string the page cache stores a GET under, or undefined when it must not be
 * cached. Unknown parameters are dropped, the kept ones come in a fixed order.
 */
export function cachedPageUrl(rawUrl: string): string | undefined {
  const queryStart = rawUrl.indexOf("?");
  const pathname = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const isData = pathname.endsWith(DATA_SUFFIX);
  const unprefixed = hasEnglishPrefix(pathname) ? pathname.slice(ENGLISH_PREFIX.length) || "/" : pathname;
  const page = isData ? unprefixed.slice(0, -DATA_SUFFIX.length) : unprefixed;
  if (
    NEVER_CACHED.has(page) ||
    NEVER_CACHED_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ||
    NEVER_CACHED_PAGE_PREFIXES.some((prefix) => page.startsWith(prefix))
  )
    return undefined;
  if (queryStart === -1) return pathname;
  const read = [...(QUERY_PARAMS_READ[page] ?? []), ...(isData ? DATA_PARAMS : [])];
  if (read.length === 0) return pathname;
  const given = new URLSearchParams(rawUrl.slice(queryStart + 1));
  const kept = new URLSearchParams();
  for (const name of read) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}
