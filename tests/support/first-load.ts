import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const FIRST_LOAD_BUDGET_BYTES = 140 * 1024;

const ASSET_URL = /\/assets\/[\w.-]+\.js/g;
/** The full route manifest: named in the page for its version, but fetched only without lazy route discovery. */
const MANIFEST_URL = /^\/assets\/manifest-[\w]+\.js$/;
const LAZY_ROUTE_DISCOVERY = /"routeDiscovery":\{"mode":"lazy"/;
const RELATIVE_IMPORT = /(?:import|from)\s*["'](\.\/[\w.-]+\.js)["']/g;

/**
 * The JavaScript a first visit downloads: every script the HTML references (modulepreload links
 * and the inline module imports), plus whatever those import statically, in gzip bytes. With lazy
 * route discovery (React Router's default) the browser never fetches the full route manifest the
 * page names for its version (it asks /__manifest for the routes it links to), so it is not counted.
 */
export function firstLoadJavaScript(html: string, clientDir: string): { files: string[]; gzipBytes: number } {
  const lazyDiscovery = LAZY_ROUTE_DISCOVERY.test(html);
  const pending = [...new Set(html.match(ASSET_URL) ?? [])].filter((url) => !(lazyDiscovery && MANIFEST_URL.test(url)));
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
