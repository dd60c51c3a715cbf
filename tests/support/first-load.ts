import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * First-load JavaScript budgets (gzip bytes), docs/decisions/010-page-speed-budgets.md: the home
 * page 125 KB and the sign-in pages 130 KB (issue 15), every other page 135 KB (the partner form is
 * the heaviest). Measured 2026-11-24 after grouping the framework and the site's shared basics
 * into two chunks (vite.config.ts): /index 121.7 KB, /login 124.7 KB, /ecologyPartner 131.6 KB;
 * then with the interface catalogs in the bundle instead of the pages' HTML: 123.9, 127.1, 133.8 KB.
 */
/**
 * The analytics beacon (issue 28, decision 025), as measured by tests/support/beacon-size.ts: every
 * budget grows by it and by nothing else; the first-load test keeps the beacon within it.
 */
export const BEACON_ALLOWANCE_BYTES = 510;
/**
 * The navigation bar's search field (issue 29, decision 026): its markup, label and placeholder in
 * both catalogs, and nothing else (no search library, no script of its own). Measured 2026-11-27
 * with and without it: 178 bytes of gzip on every page (/ecologyPartner 138,702 -> 138,880).
 */
export const NAV_SEARCH_ALLOWANCE_BYTES = 192;
const ALLOWANCES = BEACON_ALLOWANCE_BYTES + NAV_SEARCH_ALLOWANCE_BYTES;
const HOME_BUDGET_BYTES = 125 * 1024 + ALLOWANCES;
const SIGN_IN_BUDGET_BYTES = 130 * 1024 + ALLOWANCES;
const PAGE_BUDGET_BYTES = 135 * 1024 + ALLOWANCES;
const SIGN_IN_PAGES = new Set(["/login", "/register", "/forget"]);

/** The first-load JavaScript budget of a page, with or without the /en prefix. */
export function firstLoadBudgetBytes(pagePath: string): number {
  const screen = pagePath.replace(/^\/en(?=\/)/, "");
  if (screen === "/index") return HOME_BUDGET_BYTES;
  return SIGN_IN_PAGES.has(screen) ? SIGN_IN_BUDGET_BYTES : PAGE_BUDGET_BYTES;
}

/**
 * What the document makes the browser fetch: the inline module script's imports (`import * as
 * route0 from "/assets/…"`, `import("/assets/entry.client-…")`), script sources and modulepreload
 * links. Not every /assets URL in the page: the route manifest also names the modules of routes
 * that are not on the page, and its own file, which a first visit does not load.
 */
const FETCHED_BY_DOCUMENT = /(?:from\s*|import\(\s*|src=|<link rel="modulepreload" href=)["'](\/assets\/[\w.-]+\.js)["']/g;
const RELATIVE_IMPORT = /(?:import|from)\s*["'](\.\/[\w.-]+\.js)["']/g;

/**
 * The JavaScript a first visit downloads before the page is interactive: what the document
 * fetches, plus whatever those import statically, in gzip bytes. Chunks loaded on demand
 * (`import()` inside the bundles: dialogs, the request layer, the code log-in) are not counted.
 */
export function firstLoadJavaScript(html: string, clientDir: string): { files: string[]; gzipBytes: number } {
  const pending = [...new Set([...html.matchAll(FETCHED_BY_DOCUMENT)].map((match) => match[1] as string))];
  const seen = new Set<string>();
  let gzipBytes = 0;
  while (pending.length > 0) {
    const url = pending.pop() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const source = fs.readFileSync(path.join(clientDir, url));
    gzipBytes += zlib.gzipSync(source, { level: 9 }).length;
    for (const match of source.toString("utf8").matchAll(RELATIVE_IMPORT)) {
      pending.push(path.posix.join(path.posix.dirname(url), match[1] as string));
    }
  }
  return { files: [...seen].toSorted(), gzipBytes };
}
