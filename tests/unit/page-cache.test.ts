import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { CSP_NONCE_PLACEHOLDER } from "../../common/csp-nonce.ts";
import { cachedPageUrl } from "../../common/page-query.ts";
import { createPageCache } from "../../server/page-cache/page-cache.ts";
import { renderedPage } from "../support/rendered-page.ts";

const SCRIPT = `<script nonce="${CSP_NONCE_PLACEHOLDER}">window.__ctx = 1;</script>`;
const HEADERS: [string, string][] = [["X-Content-Type-Options", "nosniff"]];

/** A stand-in for React Router: counts renders and prints the URL it was asked for. */
function renderer() {
  const seen: string[] = [];
  const respond = (request: Request) => {
    const url = new URL(request.url);
    seen.push(url.pathname + url.search);
    if (url.pathname === "/missing")
      return new Response(`<html>gone${SCRIPT}</html>`, { status: 404, headers: { "Content-Type": "text/html" } });
    if (url.pathname.endsWith(".data")) return new Response(`[${"1,".repeat(500)}0]`, { headers: { "Content-Type": "text/x-script" } });
    const page = `<html><head><link rel="modulepreload" href="/assets/x.js"/></head><body>${url.pathname}${url.search} #${seen.length}${SCRIPT}${"x".repeat(4000)}${SCRIPT}</body></html>`;
    return new Response(page, { headers: { "Content-Type": "text/html" } });
  };
  const render = (request: Request) => renderedPage(respond(request));
  return { render, seen };
}

const get = (url: string, headers: Record<string, string> = {}) => new Request(`http://site.test${url}`, { headers });

describe("page cache key", () => {
  it("keeps only the query parameters a page reads, in a fixed order", () => {
    expect(cachedPageUrl("/about?utm_source=x&y=1")).toBe("/about");
    expect(cachedPageUrl("/news?zzz=1&page=2&type=3")).toBe("/news?type=3&page=2");
    expect(cachedPageUrl("/en/news?page=2")).toBe("/en/news?page=2");
    expect(cachedPageUrl("/news.data?page=2&_routes=routes%2Fnews&x=1")).toBe("/news.data?page=2&_routes=routes%2Fnews");
    expect(cachedPageUrl("/login?redirect=%2Fabout&r=1")).toBe("/login?redirect=%2Fabout");
  });

  it("never caches the redirects, the sign-in callbacks, the API or a share-preview link", () => {
    for (const url of [
      "/preview/Qk9vYjEyMzQ1Njc4OTAxMjM0NTY3ODkwMTIzNDU2Nzg5",
      "/en/preview/Qk9vYjEyMzQ1Njc4OTAxMjM0NTY3ODkwMTIzNDU2Nzg5",
      "/en/preview/Qk9vYjEyMzQ1Njc4OTAxMjM0NTY3ODkwMTIzNDU2Nzg5.data?_routes=news-preview",
      "/",
      "/?a=1",
      "/callback?code=1",
      "/en/callbackSuccess?uniqueKey=1",
      "/redirect/about",
      "/api/health",
      "/assets/x.js",
    ]) {
      expect(cachedPageUrl(url)).toBeUndefined();
    }
  });
});

describe("page cache", () => {
  it("answers one stored render, compressed once, with a fresh nonce, a strong ETag, a charset and revalidation", async () => {
    const source = renderer();
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000, headers: HEADERS });
    const render = cache.wrap(source.render);
    const plain = await render(get("/about"));
    const text = await plain.text();
    expect(text).not.toContain("modulepreload");
    expect(plain.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(plain.headers.get("cache-control")).toBe("no-cache");
    expect(plain.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    const csp = plain.headers.get("content-security-policy") ?? "";
    const nonce = /script-src 'nonce-([\w-]{24})' 'strict-dynamic'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(text).not.toContain(CSP_NONCE_PLACEHOLDER);
    expect(text.split(`<script nonce="${nonce}">`)).toHaveLength(3);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
    expect(csp).not.toContain("unsafe-inline'; script");

    // Documents are stamped gzip (brotli cannot be stamped); each answer has its own nonce.
    const gzip = await render(get("/about", { "accept-encoding": "gzip, deflate, br" }));
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const gzipNonce = /'nonce-([\w-]+)'/.exec(gzip.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    expect(gzipNonce).not.toBe(nonce);
    const unzipped = zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString();
    expect(unzipped).toBe(text.replaceAll(nonce ?? "", gzipNonce));
    expect(gzip.headers.get("etag")).toBe(plain.headers.get("etag"));
    expect(plain.headers.get("etag")).toMatch(/^"[\w-]{32}"$/);

    const revalidated = await render(get("/about", { "if-none-match": plain.headers.get("etag") ?? "" }));
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
    expect(await revalidated.text()).toBe("");
    expect(source.seen).toEqual(["/about"]);
  });

  it("keeps a brotli copy of loader data, which has no nonce", async () => {
    const source = renderer();
    const render = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000, headers: HEADERS }).wrap(source.render);
    const first = await (await render(get("/about.data?_routes=about"))).text();
    const br = await render(get("/about.data?_routes=about", { "accept-encoding": "br" }));
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-security-policy")).toBeNull();
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(first);
    expect(source.seen).toHaveLength(1);
  });

  it("frees the render's copies of a page it does not keep once they are compressed, and answers the same bytes", async () => {
    const bodies: ArrayBuffer[] = [];
    const render = createPageCache({ ttlMs: 0, maxBytes: 10_000_000, headers: HEADERS }).wrap(async (request) => {
      const page = await renderedPage(
        new URL(request.url).pathname.endsWith(".data")
          ? new Response(`[${"1,".repeat(5000)}0]`, { headers: { "Content-Type": "text/x-script" } })
          : new Response(`<html><body>${"x".repeat(20_000)}${SCRIPT}</body></html>`, { headers: { "Content-Type": "text/html" } }),
      );
      bodies.push(page.body as ArrayBuffer);
      return page;
    });
    const html = await render(get("/about", { "accept-encoding": "gzip" }));
    const nonce = /'nonce-([\w-]+)'/.exec(html.headers.get("content-security-policy") ?? "")?.[1];
    expect(zlib.gunzipSync(Buffer.from(await html.arrayBuffer())).toString()).toBe(
      `<html><body>${"x".repeat(20_000)}<script nonce="${nonce}">window.__ctx = 1;</script></body></html>`,
    );
    const data = await render(get("/about.data", { "accept-encoding": "gzip" }));
    expect(zlib.gunzipSync(Buffer.from(await data.arrayBuffer())).toString()).toBe(`[${"1,".repeat(5000)}0]`);
    // Left to the garbage collector, each would wait for a full collection (decision 028, memory).
    expect(bodies.map((body) => body.detached)).toEqual([true, true]);
  });

  it("stamps a nonce into pages it does not keep", async () => {
    const render = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000, headers: HEADERS }).wrap(renderer().render);
    const missing = await render(get("/missing"));
    const nonce = /'nonce-([\w-]+)'/.exec(missing.headers.get("content-security-policy") ?? "")?.[1];
    expect(await missing.text()).toContain(`<script nonce="${nonce}">`);
  });

  it("gzips a page it does not keep when the browser accepts it, and varies on the encoding beside the route's own Vary", async () => {
    const render = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000, headers: HEADERS }).wrap(async () =>
      renderedPage(
        new Response(`<html>${SCRIPT}console</html>`, {
          headers: { "Content-Type": "text/html", "Cache-Control": "no-store", Vary: "Cookie" },
        }),
      ),
    );
    const zipped = await render(get("/admin", { "accept-encoding": "gzip" }));
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    const nonce = /'nonce-([\w-]+)'/.exec(zipped.headers.get("content-security-policy") ?? "")?.[1];
    expect(zlib.gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(
      `<html><script nonce="${nonce}">window.__ctx = 1;</script>console</html>`,
    );
    const plain = await render(get("/admin"));
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("console</html>");
  });

  it("shares a page across unread query strings and signed-in visitors, and renders it without them", async () => {
    const source = renderer();
    const render = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000, headers: HEADERS }).wrap(source.render);
    const first = await render(get("/about?utm_source=mail&x=<b>"));
    expect(await first.text()).not.toContain("utm_source");
    const signedIn = await render(get("/about?other=2", { cookie: "Admin-Token=secret-token" }));
    expect(signedIn.headers.get("etag")).toBe(first.headers.get("etag"));
    // Another language, or a parameter the page reads, is another page.
    await render(get("/about", { cookie: "language=en_US" }));
    await render(get("/news?page=2&utm=1"));
    await render(get("/news?page=2"));
    expect(source.seen).toEqual(["/about", "/about", "/news?page=2"]);
  });

  it("renders parallel misses of one page once", async () => {
    const source = renderer();
    const render = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000, headers: HEADERS }).wrap(source.render);
    const pages = await Promise.all(Array.from({ length: 20 }, (_, n) => render(get(`/about?n=${n}`))));
    expect(new Set(pages.map((page) => page.headers.get("etag"))).size).toBe(1);
    expect(source.seen).toHaveLength(1);
  });

  it("renders again after the time to live, and never keeps an error page, a POST or a callback", async () => {
    let now = 0;
    const source = renderer();
    const render = createPageCache({ ttlMs: 1000, maxBytes: 10_000_000, headers: HEADERS, now: () => now }).wrap(source.render);
    await render(get("/about"));
    now = 1001;
    await render(get("/about"));
    expect((await render(get("/missing"))).status).toBe(404);
    await render(get("/missing"));
    await render(new Request("http://site.test/about", { method: "POST" }));
    await render(get("/callback?code=1"));
    await render(get("/callback?code=1"));
    expect(source.seen).toHaveLength(7);
  });

  it("stays within its byte bound under 2,000 unique URLs, dropping the least recently used", async () => {
    const source = renderer();
    const maxBytes = 200_000;
    const cache = createPageCache({ ttlMs: 60_000, maxBytes, headers: HEADERS });
    const render = cache.wrap(source.render);
    for (let n = 1; n <= 2000; n++) {
      await render(get(`/news?page=${n}&junk=${n}`));
      await render(get(`/about?junk=${n}`));
      expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
    }
    // /about was used all along and stayed; the early news pages went.
    expect(source.seen.filter((url) => url === "/about")).toHaveLength(1);
    expect(cache.stats().entries).toBeGreaterThan(5);
    await render(get("/news?page=1"));
    expect(source.seen.at(-1)).toBe("/news?page=1");
  }, 120_000);
});

describe("page cache observer", () => {
  it("reports hits, misses, what it drops and why, and a clear, with the store's own figures", async () => {
    let now = 0;
    const events: string[] = [];
    const cache = createPageCache({
      ttlMs: 1000,
      maxBytes: 26_000,
      headers: HEADERS,
      now: () => now,
      observer: {
        hit: (key) => events.push(`hit ${key}`),
        miss: (key) => events.push(`miss ${key}`),
        evicted: ({ key, size, reason }) => events.push(`evicted ${key} ${reason} ${size > 0}`),
        cleared: ({ entries, bytes }) => events.push(`cleared ${entries} ${bytes === 0 ? "empty" : "held"}`),
      },
    });
    const render = cache.wrap(renderer().render);
    await render(get("/about"));
    await render(get("/about?utm=1"));
    now = 1001;
    await render(get("/about"));
    // Every page costs ~6.3 KB (2 KB of it overhead): four fit, the fifth and sixth push the oldest out.
    for (let page = 1; page <= 5; page++) await render(get(`/news?page=${page}`));
    expect(cache.stats().entries).toBe(4);
    cache.clear();
    expect(cache.stats()).toEqual({ bytes: 0, entries: 0 });
    expect(events).toEqual([
      "miss zh_CN /about",
      "hit zh_CN /about",
      "evicted zh_CN /about expired true",
      "miss zh_CN /about",
      "miss zh_CN /news?page=1",
      "miss zh_CN /news?page=2",
      "miss zh_CN /news?page=3",
      "miss zh_CN /news?page=4",
      "evicted zh_CN /about memory true",
      "miss zh_CN /news?page=5",
      "evicted zh_CN /news?page=1 memory true",
      "cleared 4 held",
    ]);
  });
});

describe("page cache on node:http", () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("answers hits before the app runs, with the same bytes, headers and 304", async () => {
    const source = renderer();
    const beforeApp: string[] = [];
    const cache = createPageCache({
      ttlMs: 60_000,
      maxBytes: 10_000_000,
      headers: HEADERS,
      observer: { servedBeforeApp: (request, { status }) => beforeApp.push(`${status} ${request.url}`) },
    });
    const appListener = getRequestListener(cache.wrap(source.render));
    let appCalls = 0;
    server = http.createServer((request, response) => {
      if (cache.serveHit(request, response)) return;
      appCalls += 1;
      void appListener(request, response);
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const miss = await fetch(`${origin}/about`, { headers: { "accept-encoding": "gzip" } });
    const missNonce = /'nonce-([\w-]+)'/.exec(miss.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    const missText = await miss.text();
    const hit = await fetch(`${origin}/about?utm=1`, { headers: { "accept-encoding": "gzip, br", cookie: "Admin-Token=abc" } });
    const hitNonce = /'nonce-([\w-]+)'/.exec(hit.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    expect(hitNonce).not.toBe(missNonce);
    expect(await hit.text()).toBe(missText.replaceAll(missNonce, hitNonce));
    expect(hit.headers.get("content-encoding")).toBe("gzip");
    for (const name of ["etag", "content-type", "cache-control", "vary"]) {
      expect(hit.headers.get(name)).toBe(miss.headers.get(name));
    }
    expect(hit.headers.get("x-content-type-options")).toBe("nosniff");
    const notModified = await fetch(`${origin}/about`, { headers: { "if-none-match": `W/${hit.headers.get("etag")}` } });
    expect(notModified.status).toBe(304);
    expect(appCalls).toBe(1);
    expect(beforeApp).toEqual(["200 /about?utm=1", "304 /about"]);
  });
});
