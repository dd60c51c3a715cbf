import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const FIRST_LOAD_BUDGET_BYTES = 140 * 1024;

/** The first-load JavaScript budget of a page (gzip bytes), with or without the /en prefix. */
export function firstLoadBudgetBytes(_pagePath: string): number {
  return FIRST_LOAD_BUDGET_BYTES;
}

const ASSET_URL = /\/assets\/[\w.-]+\.js/g;
/** The route manifest's own URL: React Router fetches it only to check versions, not on a first visit. */
const MANIFEST_URL = /"url":\s*"\/assets\/manifest-[\w-]+\.js"/g;
const RELATIVE_IMPORT = /(?:import|from)\s*["'](\.\/[\w.-]+\.js)["']/g;

/**
 * The JavaScript a first visit downloads: every script the HTML references (modulepreload links
 * and the inline module imports), plus whatever those import statically, in gzip bytes.
 */
export function firstLoadJavaScript(html: string, clientDir: string): { files: string[]; gzipBytes: number } {
  const pending = [...new Set(html.replace(MANIFEST_URL, "").match(ASSET_URL) ?? [])];
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
