import type { IncomingMessage, ServerResponse } from "node:http";
import { hasEnglishPrefix, resolveLanguage } from "../../common/language.ts";
import { cachedPageUrl } from "../../common/page-query.ts";
import { optimiseDocument } from "./document-rewrite.ts";
import { answerOf, answerOnce, freeNow, preparePage, responseOf, type PreparedPage } from "./negotiation.ts";
import { createPageStore, type EvictionReason } from "./page-store.ts";
import type { RenderedPage } from "../render-pool.ts";

/**
 * What the page cache reports as it works, for whoever counts (access log, metrics, analytics).
 * Called synchronously on the hot path: a callback must only count or queue, never wait.
 */
export interface PageCacheObserver {
  /**
   * A page answered from memory straight on node:http: the app and its middleware never see this
   * request, so whatever must happen for every page view happens here too.
   */
  servedBeforeApp?(request: IncomingMessage, answer: { key: string; status: number }): void;
  /** A cacheable GET or HEAD found its page, on node:http or inside the app. */
  hit?(key: string): void;
  /** A cacheable GET or HEAD that was not kept: it is rendered (or waits for a render of it). */
  miss?(key: string): void;
  /** A page dropped from memory: its time ran out, room was needed, or a newer render replaced it. */
  evicted?(entry: { key: string; size: number; reason: EvictionReason }): void;
  /** Published content changed: every page was dropped at once. */
  cleared?(held: { entries: number; bytes: number }): void;
}

export interface PageCacheOptions {
  /** How long a rendered page is reused; 0 switches the cache off. */
  ttlMs: number;
  /** Most bytes kept (every copy of every page counted); the least recently used go first. */
  maxBytes: number;
  /** Headers every answer carries (server/security/response-headers.ts). */
  headers: [string, string][];
  observer?: PageCacheObserver;
  now?: () => number;
}

interface Entry extends PreparedPage {
  key: string;
  expiresAt: number;
  size: number;
}

/** Keys, header strings and the Map's own bookkeeping, roughly, per entry. */
const ENTRY_OVERHEAD_BYTES = 2048;
const HTML_TYPE = "text/html; charset=utf-8";

/** A header of a rendered page; its names are in lower case, as a `Headers` lists them. */
const headerOf = (page: RenderedPage, name: string) => page.headers.find(([key]) => key === name)?.[1];

/** A rendered page answered as it is (a redirect, a resource route): its bytes are not copied. */
const responseOfRendered = (page: RenderedPage) =>
  new Response(page.body && new Uint8Array(page.body), { status: page.status, headers: page.headers });

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
 * (common/page-query.ts), rendered once, rewritten once (document-rewrite.ts), compressed once
 * (negotiation.ts, off the event loop) and then answered by `serveHit` straight from node:http,
 * before Hono and React Router run, each answer with its own nonce (nonce-stamping.ts). Memory
 * is bounded in bytes (page-store.ts), so unique URLs cannot grow it.
 */
export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const observer = options.observer ?? {};
  const store = createPageStore<Entry>({
    ttlMs: options.ttlMs,
    maxBytes: options.maxBytes,
    now,
    ...(observer.evicted ? { onEvict: observer.evicted } : {}),
  });
  const rendering = new Map<string, Promise<Response>>();
  /** Bumped by `clear`: a render that started before it must not store what it rendered. */
  let generation = 0;

  const lookup = (key: string) => {
    const entry = store.get(key);
    if (entry) observer.hit?.(key);
    return entry;
  };

  return {
    /** Forgets every page: published content changed (server/services/content-changes.ts). */
    clear() {
      generation += 1;
      const held = store.clear();
      observer.cleared?.(held);
    },

    /** Answers a GET or HEAD from the cache, straight on node:http; false when it is not there. */
    serveHit(request: IncomingMessage, response: ServerResponse): boolean {
      if ((request.method !== "GET" && request.method !== "HEAD") || !request.url) return false;
      const found = pageKey(request.url, request.headers.cookie);
      const entry = found && lookup(found.key);
      if (!entry) return false;
      const { status, headers, body } = answerOf(entry, {
        ifNoneMatch: request.headers["if-none-match"],
        acceptEncoding: request.headers["accept-encoding"],
        head: request.method === "HEAD",
      });
      response.writeHead(status, [...options.headers, ...headers].flat());
      // Corked, the chunks leave in one write without being copied together first.
      response.cork();
      for (const chunk of body ?? []) response.write(chunk);
      response.end();
      observer.servedBeforeApp?.(request, { key: entry.key, status });
      return true;
    },

    /** Wraps the page renderer: stores what can be shared, answers everything else as rendered. */
    wrap(render: (request: Request) => Promise<RenderedPage>) {
      const renderAndStore = async (request: Request, { key, pageUrl }: { key: string; pageUrl: string }): Promise<Response> => {
        const startedIn = generation;
        const page = await render(request);
        const type = headerOf(page, "content-type") ?? "";
        const isHtml = type.startsWith("text/html");
        const isData = new URL(request.url).pathname.endsWith(".data");
        if (!isHtml && !isData) return responseOfRendered(page);
        // The render thread's bytes, moved to this thread: read in place, not through a Response
        // (two more copies of every page, which the heap then holds until a collection).
        const rendered = Buffer.from(page.body ?? new ArrayBuffer(0));
        const document = isHtml ? optimiseDocument(rendered) : rendered;
        if (document !== rendered) freeNow(rendered);
        const headers: [string, string][] = [];
        for (const [name, value] of page.headers) {
          if (name !== "content-length" && name !== "content-type" && name !== "cache-control") headers.push([name, value]);
        }
        // The browser keeps the page and asks again each time (a 304 when it has not changed);
        // what the route marks no-store (the console) is kept by nobody, this cache included.
        const noStore = /no-store/.test(headerOf(page, "cache-control") ?? "");
        headers.push(["Content-Type", isHtml ? HTML_TYPE : type], ["Cache-Control", noStore ? "no-store" : "no-cache"]);
        const shareable = page.status === 200 && !noStore && headerOf(page, "set-cookie") === undefined && options.ttlMs > 0;
        if (!shareable) return answerOnce(request, page.status, headers, document, isHtml);

        // The language comes from the saved choice on unprefixed paths: shared caches must tell.
        headers.push(["Vary", hasEnglishPrefix(pageUrl) ? "Accept-Encoding" : "Accept-Encoding, Cookie"]);
        const prepared = await preparePage(page.status, headers, document, isHtml);
        const entry: Entry = { ...prepared, key, expiresAt: now() + options.ttlMs, size: prepared.bytes + ENTRY_OVERHEAD_BYTES };
        if (startedIn === generation) store.set(entry);
        return responseOf(entry, request);
      };

      return async (request: Request): Promise<Response> => {
        const url = new URL(request.url);
        const found =
          request.method === "GET" || request.method === "HEAD"
            ? pageKey(url.pathname + url.search, request.headers.get("cookie"))
            : undefined;
        if (!found) return responseOfRendered(await render(request));
        const hit = lookup(found.key);
        if (hit) return responseOf(hit, request);
        observer.miss?.(found.key);
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
          const rendered = store.get(found.key);
          if (rendered) return responseOf(rendered, request);
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

    /** Bytes and entries held now (for tests, the bench and metrics). */
    stats: store.stats,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
