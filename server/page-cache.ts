import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { hasEnglishPrefix, resolveLanguage } from "../common/language.ts";
import { cachedPageUrl } from "../common/page-query.ts";
import { CSP_NONCE_PLACEHOLDER } from "../common/csp-nonce.ts";
import { contentSecurityPolicy } from "./security/response-headers.ts";
import { deflateParts, stampGzip, type StampedGzip } from "./stamped-gzip.ts";

export interface PageCacheOptions {
  /** How long a rendered page is reused; 0 switches the cache off. */
  ttlMs: number;
  /** Most bytes kept (every copy of every page counted); the least recently used go first. */
  maxBytes: number;
  /** Headers every answer carries (server/security/response-headers.ts). */
  headers: [string, string][];
  /** Called for one in `sampleEvery` cache hits, for the access log. */
  onHit?: (request: IncomingMessage, entry: { status: number; bytes: number }) => void;
  sampleEvery?: number;
  now?: () => number;
}

type Bytes = Buffer<ArrayBuffer>;

interface Entry {
  key: string;
  status: number;
  /** Header pairs of the full answer, without the encoding-specific ones and the CSP. */
  headers: [string, string][];
  /** Of the page as rendered, nonce placeholders included: the same for every answer of it. */
  etag: string;
  isHtml: boolean;
  /** The document split at its nonce placeholders, deflated once (server/stamped-gzip.ts). */
  gzip: StampedGzip;
  /** Brotli cannot be stamped: only documents without a nonce (loader data) have a brotli copy. */
  br?: Bytes;
  expiresAt: number;
  /** What the entry costs in memory, as counted against maxBytes. */
  size: number;
}

const brotli = promisify(zlib.brotliCompress);
const gzipInThreadPool = promisify(zlib.gzip);
const ONCE_GZIP_LEVEL = 4;
/** Keys, header strings and the Map's own bookkeeping, roughly, per entry. */
const ENTRY_OVERHEAD_BYTES = 2048;
const HTML_TYPE = "text/html; charset=utf-8";
/** Every nonce is 18 random bytes in base64url: the stamped gzip needs one length for all. */
const NONCE_BYTES = 18;
const NONCE_LENGTH = Math.ceil((NONCE_BYTES * 4) / 3);

/**
 * React Router's modulepreload links, which React hoists into <head>: on a slow phone every
 * high-priority request in <head> delays the first paint, and the page's scripts are discovered
 * by the module script at the end of <body> anyway (docs/decisions/005-page-speed.md).
 */
const MODULEPRELOAD_START = '<link rel="modulepreload" ';
/**
 * React Router's inline module script: its static imports of the page's modules, its manifest.
 * Found by its opening tag: text on the page (an article quoting `type="module"`) can hold the
 * attribute, but never a `<`, which React and React Router's loader data both escape.
 */
const SCRIPT_START = "<script";
const MODULE_SCRIPT_TYPE = 'type="module"';
const SCRIPT_END = "</script>";
const STATIC_IMPORT = /import (?:\* as (\w+) from )?("[^"\n]+");\n?/g;
/**
 * React Router prints the route manifest of the first page as indented JSON (~4 KB), each route
 * with seven has-flags, mostly false. Sent compact and without the false flags (~470 bytes a page):
 * React Router reads them as truthy or `=== true`, so a missing flag is a false one.
 */
const MANIFEST = /(window\.__reactRouterManifest = )(\{\n[\s\S]*?\n\});/;
const withoutFalseFlags = (_key: string, value: unknown) => (value === false ? undefined : value);

/**
 * React Router's module script, rewritten to fetch the page's modules after the first frame.
 * As printed, its static imports make the browser fetch 15-25 modules (~125 KB) while it lays the
 * page out; on a phone they take the line from the hero image and the stylesheet. The same
 * imports, made dynamic, start once the browser reports the first contentful paint (at once in a
 * hidden tab, which does not paint, or in a browser without paint timing); the rest of the script
 * (manifest, route modules, entry) runs when they have loaded, as before. Links work as plain HTML
 * until then, and the form kit's forms post (docs/decisions/010-page-speed-budgets.md).
 */
function deferredModuleScript(script: string): string {
  const manifestCompacted = script.replace(MANIFEST, (whole, assignment: string, json: string) => {
    try {
      return `${assignment}${JSON.stringify(JSON.parse(json), withoutFalseFlags)};`;
    } catch {
      return whole; // Not the JSON it should be: kept as React Router printed it.
    }
  });
  const imports = [...manifestCompacted.matchAll(STATIC_IMPORT)];
  if (imports.length === 0) return manifestCompacted;
  // Sent on every page, so without the printed script's indentation and empty lines.
  const rest = manifestCompacted.replace(STATIC_IMPORT, "").replace(/^;?\s+/gm, "");
  const names = imports.map(([, name], index) => name ?? `_${index}`);
  const fetches = imports.map(([, , url]) => `import(${url})`);
  return (
    `const hydrate=()=>Promise.all([${fetches.join(",")}]).then(([${names.join(",")}])=>{${rest}});` +
    `document.visibilityState==="hidden"||!(PerformanceObserver.supportedEntryTypes||[]).includes("paint")?hydrate():` +
    `new PerformanceObserver((paints,observer)=>{` +
    `if(paints.getEntriesByName("first-contentful-paint").length){observer.disconnect();hydrate()}` +
    `}).observe({type:"paint",buffered:true});`
  );
}

/**
 * The document as it is sent: without modulepreload links, with React Router's module script
 * deferred to after the first frame and its route manifest compact. It works on the rendered
 * bytes, which React wrote as UTF-8: decoding a whole page and encoding it again cost more than
 * rendering its loader data (docs/decisions/010-page-speed-budgets.md); only the module script
 * (~4 KB) is read as text.
 */
export function optimiseDocument(html: Bytes): Bytes {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let link = html.indexOf(MODULEPRELOAD_START); link !== -1; link = html.indexOf(MODULEPRELOAD_START, from)) {
    const close = html.indexOf("/>", link);
    if (close === -1) break;
    pieces.push(html.subarray(from, link));
    from = close + 2;
  }
  const scriptStart = moduleScriptStart(html, from);
  const scriptEnd = scriptStart === -1 ? -1 : html.indexOf(SCRIPT_END, scriptStart);
  if (scriptEnd !== -1) {
    pieces.push(html.subarray(from, scriptStart), Buffer.from(deferredModuleScript(html.subarray(scriptStart, scriptEnd).toString())));
    from = scriptEnd;
  }
  pieces.push(html.subarray(from));
  return Buffer.concat(pieces);
}

/** Where the body of the first `<script type="module">` from `from` begins, or -1. */
function moduleScriptStart(html: Bytes, from: number): number {
  for (let tag = html.indexOf(SCRIPT_START, from); tag !== -1; tag = html.indexOf(SCRIPT_START, tag + SCRIPT_START.length)) {
    const tagEnd = html.indexOf(">", tag);
    if (tagEnd === -1) return -1;
    if (html.subarray(tag, tagEnd).includes(MODULE_SCRIPT_TYPE)) return tagEnd + 1;
  }
  return -1;
}

/** The document cut at its nonce placeholders: what goes between the nonces of an answer. */
function splitAtNonces(html: Bytes): Bytes[] {
  const parts: Bytes[] = [];
  let from = 0;
  for (let at = html.indexOf(CSP_NONCE_PLACEHOLDER); at !== -1; at = html.indexOf(CSP_NONCE_PLACEHOLDER, from)) {
    parts.push(html.subarray(from, at));
    from = at + CSP_NONCE_PLACEHOLDER.length;
  }
  parts.push(html.subarray(from));
  return parts;
}

/** The document with a fresh nonce in place of each placeholder. */
function withNonce(html: Bytes, nonce: string): Bytes {
  const nonceBytes = Buffer.from(nonce);
  return Buffer.concat(splitAtNonces(html).flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part])));
}

/**
 * A page that is not kept (the console's, or any page with the cache off): gzip in the thread
 * pool rather than Hono's compress(), whose web streams cost more than the compression itself.
 * Level 4, as such a page is compressed once per answer: on the 45 KB home page it costs 0.36 ms
 * where level 6 costs 0.50 ms, for 225 more bytes (12,737 instead of 12,512).
 */
async function answerOnce(request: Request, status: number, headers: [string, string][], body: Bytes) {
  if (!request.headers.get("accept-encoding")?.includes("gzip")) return new Response(body, { status, headers });
  const compressed = await gzipInThreadPool(body, { level: ONCE_GZIP_LEVEL });
  headers.push(["Content-Encoding", "gzip"]);
  // Shared caches must tell the encodings apart, beside whatever else the route varies on.
  const vary = headers.find(([name]) => name.toLowerCase() === "vary");
  if (!vary) headers.push(["Vary", "Accept-Encoding"]);
  else if (!/accept-encoding/i.test(vary[1])) vary[1] = `${vary[1]}, Accept-Encoding`;
  return new Response(new Uint8Array(compressed), { status, headers });
}

/** br, then gzip, then none: what the request accepts (q=0 refusals are not honoured specially). */
function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  if (acceptEncoding.includes("br")) return "br";
  return acceptEncoding.includes("gzip") ? "gzip" : undefined;
}

/** If-None-Match uses the weak comparison: a W/ prefix or a list still matches. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** The cache key of a URL: language and the URL without unread parameters; undefined when never cached. */
function pageKey(url: string, cookieHeader: string | null | undefined) {
  const pageUrl = cachedPageUrl(url);
  if (pageUrl === undefined) return undefined;
  return { pageUrl, key: `${resolveLanguage(pageUrl, cookieHeader ?? null)} ${pageUrl}` };
}

/**
 * The page cache (docs/decisions/010-page-speed-budgets.md). Pages are the same for every visitor
 * of a language, signed in or not: what is personal comes from the browser after hydration. A
 * page is keyed by language and by the URL without the query parameters it does not read
 * (common/page-query.ts), rendered once, compressed once (brotli and gzip, off the event loop) and
 * then answered by `serveHit` straight from node:http, before Hono and React Router run. Memory
 * is bounded in bytes (least recently used first), so unique URLs cannot grow it.
 */
export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const sampleEvery = options.sampleEvery ?? 100;
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Response>>();
  let bytes = 0;
  // Running totals for /metrics (server/metrics.ts reads them at scrape time).
  let hits = 0;
  let misses = 0;
  let evictions = 0;
  /** Bumped by `clear`: a render that started before it must not store what it rendered. */
  let generation = 0;

  const remove = (entry: Entry) => {
    if (entries.get(entry.key) === entry) {
      entries.delete(entry.key);
      bytes -= entry.size;
    }
  };

  const lookup = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      remove(entry);
      return undefined;
    }
    // Most recently used last: eviction takes the Map's first keys.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  const store = (entry: Entry) => {
    if (options.ttlMs <= 0 || entry.size > options.maxBytes / 4) return;
    const old = entries.get(entry.key);
    if (old) remove(old);
    entries.set(entry.key, entry);
    bytes += entry.size;
    for (const oldest of entries.values()) {
      if (bytes <= options.maxBytes) break;
      remove(oldest);
      evictions += 1;
    }
  };

  /** The status, headers and body of one answer; a fresh nonce for every document. */
  const answerOf = (entry: Entry, ifNoneMatch: string | undefined, acceptEncoding: string | undefined, head: boolean) => {
    const headers: [string, string][] = [...entry.headers, ["ETag", entry.etag]];
    // A 304 carries no policy: the browser keeps the one that came with the nonce of its copy.
    if (matchesEtag(ifNoneMatch, entry.etag)) return { status: 304, headers, body: undefined };
    const nonce = crypto.randomBytes(NONCE_BYTES).toString("base64url");
    if (entry.isHtml) headers.push(["Content-Security-Policy", contentSecurityPolicy(nonce)]);
    let encoding = preferredEncoding(acceptEncoding);
    if (encoding === "br" && !entry.br) encoding = acceptEncoding?.includes("gzip") ? "gzip" : undefined;
    const nonceBytes = Buffer.from(nonce);
    const body: Buffer[] =
      encoding === "br"
        ? [entry.br as Bytes]
        : encoding === "gzip"
          ? stampGzip(entry.gzip, nonceBytes)
          : entry.gzip.plain.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part]));
    if (encoding) headers.push(["Content-Encoding", encoding]);
    headers.push(["Content-Length", String(body.reduce((sum, chunk) => sum + chunk.length, 0))]);
    return { status: entry.status, headers, body: head ? undefined : body };
  };

  const answer = (entry: Entry, request: Request) => {
    const { status, headers, body } = answerOf(
      entry,
      request.headers.get("if-none-match") ?? undefined,
      request.headers.get("accept-encoding") ?? undefined,
      request.method === "HEAD",
    );
    return new Response(body ? new Uint8Array(Buffer.concat(body)) : null, { status, headers });
  };

  return {
    /** Forgets every page: published content changed (server/services/content-changes.ts). */
    clear() {
      generation += 1;
      entries.clear();
      bytes = 0;
    },

    /** Answers a GET or HEAD from the cache, straight on node:http; false when it is not there. */
    serveHit(request: IncomingMessage, response: ServerResponse): boolean {
      if ((request.method !== "GET" && request.method !== "HEAD") || !request.url) return false;
      const found = pageKey(request.url, request.headers.cookie);
      const entry = found && lookup(found.key);
      if (!entry) return false;
      const { status, headers, body } = answerOf(
        entry,
        request.headers["if-none-match"],
        request.headers["accept-encoding"],
        request.method === "HEAD",
      );
      response.writeHead(status, [...options.headers, ...headers].flat());
      // Corked, the chunks leave in one write without being copied together first.
      response.cork();
      for (const chunk of body ?? []) response.write(chunk);
      response.end();
      hits += 1;
      if (hits % sampleEvery === 0) options.onHit?.(request, { status, bytes });
      return true;
    },

    /** Wraps the page renderer: stores what can be shared, answers everything else as rendered. */
    wrap(render: (request: Request) => Promise<Response>) {
      const renderAndStore = async (request: Request, { key, pageUrl }: { key: string; pageUrl: string }): Promise<Response> => {
        const startedIn = generation;
        const response = await render(request);
        const type = response.headers.get("content-type") ?? "";
        const isHtml = type.startsWith("text/html");
        const isData = new URL(request.url).pathname.endsWith(".data");
        if (!isHtml && !isData) return response;
        const rendered = Buffer.from(await response.arrayBuffer());
        const document = isHtml ? optimiseDocument(rendered) : rendered;
        const headers: [string, string][] = [];
        for (const [name, value] of response.headers) {
          if (name !== "content-length" && name !== "content-type" && name !== "cache-control") headers.push([name, value]);
        }
        // The browser keeps the page and asks again each time (a 304 when it has not changed);
        // what the route marks no-store (the console) is kept by nobody, this cache included.
        const noStore = /no-store/.test(response.headers.get("cache-control") ?? "");
        headers.push(["Content-Type", isHtml ? HTML_TYPE : type], ["Cache-Control", noStore ? "no-store" : "no-cache"]);
        const shareable = response.status === 200 && !noStore && !response.headers.has("set-cookie") && options.ttlMs > 0;
        if (!shareable) {
          if (!isHtml) return answerOnce(request, response.status, headers, document);
          const nonce = crypto.randomBytes(NONCE_BYTES).toString("base64url");
          headers.push(["Content-Security-Policy", contentSecurityPolicy(nonce)]);
          return answerOnce(request, response.status, headers, withNonce(document, nonce));
        }

        // The language comes from the saved choice on unprefixed paths: shared caches must tell.
        headers.push(["Vary", hasEnglishPrefix(pageUrl) ? "Accept-Encoding" : "Accept-Encoding, Cookie"]);
        const plain = splitAtNonces(document);
        const gzip = await deflateParts(plain, NONCE_LENGTH);
        const br =
          plain.length === 1
            ? ((await brotli(plain[0] as Bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })) as Bytes)
            : undefined;
        const plainBytes = plain.reduce((sum, part) => sum + part.length, 0);
        const gzipBytes = gzip.parts.reduce((sum, part) => sum + part.length, 0);
        const entry: Entry = {
          key,
          status: response.status,
          headers,
          etag: `"${crypto.createHash("sha256").update(document).digest("base64url").slice(0, 32)}"`,
          isHtml,
          gzip,
          ...(br ? { br } : {}),
          expiresAt: now() + options.ttlMs,
          size: plainBytes + gzipBytes + (br?.length ?? 0) + ENTRY_OVERHEAD_BYTES,
        };
        if (startedIn === generation) store(entry);
        return answer(entry, request);
      };

      return async (request: Request): Promise<Response> => {
        const url = new URL(request.url);
        const found =
          request.method === "GET" || request.method === "HEAD"
            ? pageKey(url.pathname + url.search, request.headers.get("cookie"))
            : undefined;
        if (!found) return render(request);
        const hit = lookup(found.key);
        if (hit) {
          hits += 1;
          return answer(hit, request);
        }
        misses += 1;
        // Rendered without the parameters the page does not read, so the stored page holds none of
        // them. A copy with the method and headers only: copying the whole request (its abort signal)
        // cost 60-80 µs, and a render that parallel requests share is no one visitor's to abort.
        const pageRequest =
          found.pageUrl === url.pathname + url.search
            ? request
            : new Request(new URL(found.pageUrl, url), { method: request.method, headers: request.headers });
        // Parallel misses of one page wait for one render.
        const pending = rendering.get(found.key);
        if (pending) {
          await pending.catch(() => undefined);
          const rendered = lookup(found.key);
          if (rendered) return answer(rendered, request);
          return renderAndStore(pageRequest, found);
        }
        const work = renderAndStore(pageRequest, found);
        rendering.set(found.key, work);
        try {
          return await work;
        } finally {
          rendering.delete(found.key);
        }
      };
    },

    /** Bytes and entries held now, and hits, misses and evictions so far (/metrics, tests and the bench). */
    stats: () => ({ bytes, entries: entries.size, hits, misses, evictions }),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
