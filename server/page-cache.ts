import zlib from "node:zlib";
import { TOKEN_COOKIE } from "../common/constants.ts";
import { readCookie } from "../common/cookies.ts";
import { resolveLanguage } from "../common/language.ts";

export interface PageCacheOptions {
  /** How long a rendered page is reused. */
  ttlMs: number;
  /** Most entries kept; the least recently used go first. */
  maxEntries: number;
}

type Encoding = "br" | "gzip";
type Bytes = Uint8Array<ArrayBuffer>;

interface Entry {
  status: number;
  headers: [string, string][];
  body: string;
  expiresAt: number;
  /** Compressed once per encoding on first use, then reused by every hit. */
  encoded: Map<Encoding, Bytes>;
}

function preferredEncoding(acceptEncoding: string | null): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  return /\bgzip\b/.test(acceptEncoding) ? "gzip" : undefined;
}

function encode(body: string, encoding: Encoding): Bytes {
  const compressed =
    encoding === "br"
      ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
      : zlib.gzipSync(body, { level: 6 });
  return new Uint8Array(compressed);
}

/**
 * React Router's modulepreload links, which React hoists into <head>: on a slow phone every
 * high-priority request in <head> delays the first paint, and the page's scripts are discovered
 * by the module script at the end of <body> anyway (docs/decisions/005-page-speed.md).
 */
const MODULEPRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;

export function optimiseDocument(html: string): string {
  return html.replace(MODULEPRELOAD, "");
}

/**
 * Wraps the page renderer: HTML documents lose their modulepreload links, and anonymous GET
 * pages (and their .data requests) are kept in memory per URL and language for `ttlMs`. Pages are
 * the same for every visitor of a language; anything user-specific comes from the browser after
 * hydration. Requests that carry a session token, answers other than 200, and answers marked no-store (the console) are not cached.
 */
export function withPageCache(render: (request: Request) => Promise<Response>, options: PageCacheOptions, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();

  // A cached page is compressed once, not on every request (compressing a page per request
  // was the bottleneck of the cache: ~400 answers/s on two cores).
  const toResponse = (entry: Entry, request: Request, cached: boolean) => {
    const headers = new Headers(entry.headers);
    const encoding = cached ? preferredEncoding(request.headers.get("accept-encoding")) : undefined;
    let body: string | Bytes = entry.body;
    if (encoding) {
      let bytes = entry.encoded.get(encoding);
      if (!bytes) entry.encoded.set(encoding, (bytes = encode(entry.body, encoding)));
      body = bytes;
      headers.set("content-encoding", encoding);
      headers.append("vary", "Accept-Encoding");
    }
    return new Response(request.method === "HEAD" ? null : body, { status: entry.status, headers });
  };

  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const cookies = request.headers.get("cookie");
    const cacheable = (request.method === "GET" || request.method === "HEAD") && !readCookie(cookies, TOKEN_COOKIE);
    const key = `${resolveLanguage(url.pathname, cookies)} ${url.pathname}${url.search}`;
    if (cacheable) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        entries.delete(key);
        entries.set(key, hit);
        return toResponse(hit, request, true);
      }
      entries.delete(key);
    }

    const response = await render(request);
    const type = response.headers.get("content-type") ?? "";
    const isHtml = type.startsWith("text/html");
    if (!isHtml && !(cacheable && response.status === 200 && url.pathname.endsWith(".data"))) return response;

    const body = isHtml ? optimiseDocument(await response.text()) : await response.text();
    const headers = [...response.headers.entries()].filter(([name]) => name !== "content-length");
    const entry: Entry = { status: response.status, headers, body, expiresAt: now() + options.ttlMs, encoded: new Map() };
    const store =
      cacheable &&
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      !/no-store/.test(response.headers.get("cache-control") ?? "");
    if (store) {
      entries.set(key, entry);
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
    }
    return toResponse(entry, request, store);
  };
}
