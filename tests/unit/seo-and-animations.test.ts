import zlib from "node:zlib";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ANIMATIONS, DEFAULT_ANIMATION, animationClasses, pickAnimation, shouldAnimate } from "../../common/animations.ts";
import { withoutEnglishTwins } from "../../common/english-fields.ts";
import { alternateUrls, canonicalUrl, robotsTxt, sitemapPaths, sitemapXml } from "../../app/lib/seo.ts";
import { optimiseDocument, withPageCache } from "../../server/page-cache.ts";

const ORIGIN = "https://www.example.test";

describe("SEO URLs", () => {
  it("alternates: Chinese at the spec path, English under /en, whichever URL the page was reached by", () => {
    const expected = { zh: `${ORIGIN}/about`, en: `${ORIGIN}/en/about` };
    expect(alternateUrls(ORIGIN, "/about")).toEqual(expected);
    expect(alternateUrls(ORIGIN, "/en/about")).toEqual(expected);
  });

  it("the canonical URL follows the rendered language", () => {
    expect(canonicalUrl(ORIGIN, "/about", "zh_CN")).toBe(`${ORIGIN}/about`);
    expect(canonicalUrl(ORIGIN, "/about", "en_US")).toBe(`${ORIGIN}/en/about`);
    expect(canonicalUrl(ORIGIN, "/en/newsDetail/4", "en_US")).toBe(`${ORIGIN}/en/newsDetail/4`);
  });

  it("the sitemap has every public page once per language and no hidden or per-record page", () => {
    const paths = sitemapPaths();
    expect(paths).toContain("/index");
    expect(paths).toContain("/news");
    for (const hidden of [
      "/login",
      "/register",
      "/forget",
      "/callback",
      "/callbackSuccess",
      "/account",
      "/401",
      "/redirect/*",
      "/newsDetail/:id",
    ]) {
      expect(paths).not.toContain(hidden);
    }
    const xml = sitemapXml(ORIGIN);
    expect(xml.match(/<url>/g)).toHaveLength(paths.length * 2);
    expect(xml).toContain(`<loc>${ORIGIN}/en/cabinet</loc>`);
  });

  it("escapes the origin in XML", () => {
    expect(sitemapXml("https://a.test/?x=1&y=2")).toContain("https://a.test/?x=1&amp;y=2/index");
  });

  it("robots.txt keeps the API out and names the sitemap", () => {
    expect(robotsTxt(ORIGIN)).toBe(`User-agent: *\nDisallow: /api/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});

describe("entrance animations (spec section 9)", () => {
  it("are 17 distinct entrances with fade-in as the default", () => {
    expect(ANIMATIONS).toHaveLength(17);
    expect(new Set(ANIMATIONS).size).toBe(17);
    expect(DEFAULT_ANIMATION).toBe("fadeIn");
    for (const name of ANIMATIONS) expect(name).toMatch(/In/);
    expect(animationClasses("zoomIn")).toEqual(["animate__animated", "animate__zoomIn"]);
  });

  it("a random pick is always a valid entry, including at the ends of the range", () => {
    expect(pickAnimation(() => 0)).toBe(ANIMATIONS[0]);
    expect(pickAnimation(() => 0.999999)).toBe(ANIMATIONS[16]);
    expect(pickAnimation(() => 1)).toBe(ANIMATIONS[16]);
  });

  it("each has its class and keyframes in animations.css, which also honours reduced motion", () => {
    const css = fs.readFileSync(path.resolve(import.meta.dirname, "../../app/styles/animations.css"), "utf8");
    for (const name of ANIMATIONS) {
      expect(css).toMatch(new RegExp(`\\.animate__${name}\\s*\\{\\s*animation-name:\\s*${name};`));
      expect(css).toContain(`@keyframes ${name} `);
    }
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)[^@]*\.animate__animated\s*\{\s*animation: none !important;\s*\}/);
  });

  it("run only when enabled and never under reduced motion", () => {
    expect(shouldAnimate(true, false)).toBe(true);
    expect(shouldAnimate(false, false)).toBe(false);
    expect(shouldAnimate(true, true)).toBe(false);
  });
});

describe("page documents", () => {
  it("lose their modulepreload links and nothing else", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="preload" as="image" href="/x.webp"/><title>t</title></head>';
    expect(optimiseDocument(html)).toBe('<head><link rel="preload" as="image" href="/x.webp"/><title>t</title></head>');
  });
});

describe("home rows", () => {
  it("keep one language once mapped", () => {
    expect(withoutEnglishTwins({ id: 1, title: "T", titleEn: "T", link: "/x" })).toEqual({ id: 1, title: "T", link: "/x" });
  });
});

function renderer() {
  let calls = 0;
  const render = async (request: Request) => {
    calls += 1;
    const url = new URL(request.url);
    if (url.pathname === "/missing") return new Response("<html>gone</html>", { status: 404, headers: { "Content-Type": "text/html" } });
    return new Response(`<html><head><link rel="modulepreload" href="/assets/x.js"/></head>${url.pathname} ${calls}</html>`, {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  };
  return { render, calls: () => calls };
}

describe("page cache", () => {
  it("serves a cached page compressed once per encoding, and decodes to the same document", async () => {
    const source = renderer();
    const cached = withPageCache(source.render, { ttlMs: 60_000, maxEntries: 10 });
    const plain = await (await cached(new Request("http://x/about"))).text();
    const br = await cached(new Request("http://x/about", { headers: { "accept-encoding": "gzip, deflate, br" } }));
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gzip = await cached(new Request("http://x/about", { headers: { "accept-encoding": "gzip" } }));
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
    expect(source.calls()).toBe(1);
    const loggedIn = await cached(new Request("http://x/about", { headers: { "accept-encoding": "br", cookie: "Admin-Token=abc" } }));
    expect(loggedIn.headers.get("content-encoding")).toBeNull();
  });

  it("reuses a page per URL and language until it expires, and strips modulepreload", async () => {
    let now = 0;
    const source = renderer();
    const cached = withPageCache(source.render, { ttlMs: 1000, maxEntries: 10 }, () => now);
    const first = await (await cached(new Request("http://x/about"))).text();
    expect(first).toBe("<html><head></head>/about 1</html>");
    expect(await (await cached(new Request("http://x/about"))).text()).toBe(first);
    // Another language of the same URL is another page.
    expect(await (await cached(new Request("http://x/about", { headers: { cookie: "language=en_US" } }))).text()).toContain("/about 2");
    expect(await (await cached(new Request("http://x/about?type=1"))).text()).toContain("/about 3");
    now = 1001;
    expect(await (await cached(new Request("http://x/about"))).text()).toContain("/about 4");
    expect(source.calls()).toBe(4);
  });

  it("never caches for a logged-in visitor, nor an error page, nor a POST", async () => {
    const source = renderer();
    const cached = withPageCache(source.render, { ttlMs: 60_000, maxEntries: 10 });
    const token = { headers: { cookie: "Admin-Token=abc" } };
    await cached(new Request("http://x/about", token));
    await cached(new Request("http://x/about", token));
    await cached(new Request("http://x/missing"));
    const missing = await cached(new Request("http://x/missing"));
    expect(missing.status).toBe(404);
    await cached(new Request("http://x/about", { method: "POST" }));
    expect(source.calls()).toBe(5);
  });

  it("keeps at most maxEntries, dropping the least recently used", async () => {
    const source = renderer();
    const cached = withPageCache(source.render, { ttlMs: 60_000, maxEntries: 2 });
    await cached(new Request("http://x/a"));
    await cached(new Request("http://x/b"));
    await cached(new Request("http://x/a"));
    await cached(new Request("http://x/c"));
    expect(source.calls()).toBe(3);
    await cached(new Request("http://x/a"));
    expect(source.calls()).toBe(3);
    await cached(new Request("http://x/b"));
    expect(source.calls()).toBe(4);
  });
});
