import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ANIMATIONS, DEFAULT_ANIMATION, animationClasses, pickAnimation, shouldAnimate } from "../../common/animations.ts";
import { withoutEnglishTwins } from "../../common/english-fields.ts";
import { alternateUrls, canonicalUrl, robotsTxt, sitemapPaths, sitemapXml } from "../../app/lib/seo.ts";
import { optimiseDocument } from "../../server/page-cache/document-rewrite.ts";

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
    expect(optimiseDocument(Buffer.from(html)).toString()).toBe(
      '<head><link rel="preload" as="image" href="/x.webp"/><title>t</title></head>',
    );
  });

  it("carry the route manifest as compact JSON without its false flags, the text around it byte for byte", () => {
    const html = `<p>数据中心</p><script nonce="N" type="module" async="">${ROUTER_MODULE_SCRIPT}</script><p>云</p>`;
    const sent = optimiseDocument(Buffer.from(html)).toString();
    expect(sent).toContain(
      'window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-c.js"},"routes":{"root":{"id":"root","hasLoader":true}}};',
    );
    expect(sent.startsWith('<p>数据中心</p><script nonce="N" type="module" async="">')).toBe(true);
    expect(sent.endsWith("</script><p>云</p>")).toBe(true);
  });

  it("leave text that quotes a module script alone and rewrite React Router's own", () => {
    // An article about JavaScript modules: React escapes its < and >, not its quotes.
    const article = '<p>&lt;script type="module"&gt;import "./app.js";&lt;/script&gt;</p>';
    const html = `${article}<script nonce="N">window.x = 1;</script><script nonce="N" type="module" async="">${ROUTER_MODULE_SCRIPT}</script>`;
    const sent = optimiseDocument(Buffer.from(html)).toString();
    expect(sent.startsWith(`${article}<script nonce="N">window.x = 1;</script><script nonce="N" type="module" async="">`)).toBe(true);
    expect(sent).not.toContain("import * as route0");
    expect(sent).toContain('import("/assets/root-a.js")');
  });

  it("fetch the page's modules only after the first contentful paint, then start the app as React Router would", async () => {
    const script = deferredScriptOf(ROUTER_MODULE_SCRIPT);
    expect(script).not.toMatch(/import \* as|import "/);
    const run = runModuleScript(script, { hidden: false });
    run.paint("first-paint");
    await Promise.resolve();
    expect(run.fetched).toEqual([]);
    run.paint("first-contentful-paint");
    expect(run.fetched).toEqual(["/assets/root-a.js", "/assets/home-b.js"]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(run.window[MANIFEST_GLOBAL]).toEqual({
      entry: { module: "/assets/entry.client-c.js" },
      routes: { root: { id: "root", hasLoader: true } },
    });
    expect(run.window[ROUTE_MODULES_GLOBAL]).toEqual({ root: { url: "/assets/root-a.js" }, "routes/home": { url: "/assets/home-b.js" } });
    expect(run.fetched).toEqual(["/assets/root-a.js", "/assets/home-b.js", "/assets/entry.client-c.js"]);
    expect(run.observerDisconnected()).toBe(true);
  });

  it("fetch the page's modules at once in a hidden tab, which never paints", async () => {
    const run = runModuleScript(deferredScriptOf(ROUTER_MODULE_SCRIPT), { hidden: true });
    expect(run.fetched).toEqual(["/assets/root-a.js", "/assets/home-b.js"]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(run.fetched.at(-1)).toBe("/assets/entry.client-c.js");
  });

  it("fetch the page's modules at once in a browser that does not report paints", () => {
    const run = runModuleScript(deferredScriptOf(ROUTER_MODULE_SCRIPT), { hidden: false, paintTiming: false });
    expect(run.fetched).toEqual(["/assets/root-a.js", "/assets/home-b.js"]);
  });
});

const MANIFEST_GLOBAL = "__reactRouterManifest";
const ROUTE_MODULES_GLOBAL = "__reactRouterRouteModules";

/** React Router 8's module script for a page of two routes, as <Scripts> prints it. */
const ROUTER_MODULE_SCRIPT =
  ';\nimport * as route0 from "/assets/root-a.js";\nimport * as route1 from "/assets/home-b.js";\n' +
  '  window.__reactRouterManifest = {\n  "entry": {\n    "module": "/assets/entry.client-c.js"\n  },\n' +
  '  "routes": {\n    "root": {\n      "id": "root",\n      "hasAction": false,\n      "hasLoader": true\n    }\n  }\n};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-c.js");';

function deferredScriptOf(moduleScript: string): string {
  const sent = optimiseDocument(Buffer.from(`<script type="module" async="">${moduleScript}</script>`)).toString();
  return sent.slice(sent.indexOf(">") + 1, sent.lastIndexOf("</script>"));
}

/**
 * Runs the rewritten module script with a stand-in for the browser: `import()` records the URL
 * and resolves to a module object naming it; the paint observer fires when the test says so.
 */
function runModuleScript(script: string, { hidden, paintTiming = true }: { hidden: boolean; paintTiming?: boolean }) {
  const fetched: string[] = [];
  const window: Record<string, unknown> = {};
  const observers: PaintObserver[] = [];
  class PaintObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : undefined;
    callback: (list: unknown, self: unknown) => void;
    disconnected = false;
    constructor(callback: (list: unknown, self: unknown) => void) {
      this.callback = callback;
      observers.push(this);
    }
    observe() {}
    disconnect() {
      this.disconnected = true;
    }
  }
  const load = (url: string) => {
    fetched.push(url);
    return Promise.resolve({ url });
  };
  const body = script.replaceAll("import(", "load(");
  new Function("window", "document", "PerformanceObserver", "load", body)(
    window,
    { visibilityState: hidden ? "hidden" : "visible" },
    PaintObserver,
    load,
  );
  return {
    fetched,
    window,
    paint(name: string) {
      const observer = observers[0];
      observer?.callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }, observer);
    },
    observerDisconnected: () => observers[0]?.disconnected === true,
  };
}

describe("home rows", () => {
  it("keep one language once mapped", () => {
    expect(withoutEnglishTwins({ id: 1, title: "T", titleEn: "T", link: "/x" })).toEqual({ id: 1, title: "T", link: "/x" });
  });
});
