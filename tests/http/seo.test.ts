import { describe, expect, it } from "vitest";
import type { Language } from "../../common/constants.ts";
import { pages } from "../../app/page-registry.ts";
import { fetchPage, sharedOrigin } from "../support/html.ts";
import { expectedDescription } from "../support/page-expectations.ts";
import { SHARED_SERVER_ENV } from "../support/site-config.ts";
import { newsSeed } from "../../content/pages/news-seed.ts";

/** The public address the server is configured with: canonical and alternate URLs use it, not the request's host. */
const SITE_ORIGIN = SHARED_SERVER_ENV.SITE_ORIGIN;
const origin = sharedOrigin();

const publicPages = pages.filter((page) => !("hidden" in page && page.hidden) && !page.path.includes(":"));
const hiddenPaths = ["/login", "/register", "/forget", "/callback", "/callbackSuccess", "/account", "/401"];

async function head(path: string, cookie?: string): Promise<Document> {
  const response = await fetchPage(origin, path, cookie ? { cookie } : {});
  expect(`${response.status} ${path}`).toBe(`200 ${path}`);
  const html = await response.text();
  return parseHead(html);
}

/** A tiny reader of the <head> tags these tests look at (no DOM library needed). */
type Document = {
  title: string;
  metas: Array<Record<string, string>>;
  links: Array<Record<string, string>>;
  jsonLd: unknown[];
  html: string;
};

function attributes(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((match) => [match[1]!.toLowerCase(), decode(match[2]!)]));
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function parseHead(html: string): Document {
  const headHtml = html.slice(0, html.indexOf("</head>"));
  return {
    html,
    title: decode(/<title>([^<]*)<\/title>/.exec(headHtml)?.[1] ?? ""),
    metas: [...headHtml.matchAll(/<meta [^>]*>/g)].map((match) => attributes(match[0])),
    links: [...headHtml.matchAll(/<link [^>]*>/g)].map((match) => attributes(match[0])),
    jsonLd: [...headHtml.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!)),
  };
}

const meta = (doc: Document, key: string) => doc.metas.filter((tag) => tag.name === key || tag.property === key).map((tag) => tag.content);
const links = (doc: Document, rel: string) => doc.links.filter((tag) => tag.rel === rel);

describe.each([
  ["Chinese", "zh_CN" as Language, ""],
  ["English", "en_US" as Language, "/en"],
])("head tags of every public page in %s", (_label, language, prefix) => {
  it.each(publicPages.map((page) => [prefix + page.path, page] as const))("%s", async (url, page) => {
    const doc = await head(url);
    expect(doc.html).toContain(`<html lang="${language === "zh_CN" ? "zh-CN" : "en"}"`);
    expect(doc.title.startsWith(`${page.title[language]} - `)).toBe(true);
    expect(meta(doc, "description")).toEqual([expectedDescription(page.id, language)]);
    expect(meta(doc, "robots")).toEqual([]);

    const canonical = links(doc, "canonical");
    expect(canonical.map((link) => link.href)).toEqual([`${SITE_ORIGIN}${prefix}${page.path}`]);
    const alternates = Object.fromEntries(links(doc, "alternate").map((link) => [link.hreflang, link.href]));
    expect(alternates).toEqual({
      "zh-CN": SITE_ORIGIN + page.path,
      en: `${SITE_ORIGIN}/en${page.path}`,
      "x-default": SITE_ORIGIN + page.path,
    });

    expect(meta(doc, "og:url")).toEqual([`${SITE_ORIGIN}${prefix}${page.path}`]);
    expect(meta(doc, "og:locale")).toEqual([language]);
    expect(meta(doc, "og:description")).toEqual([expectedDescription(page.id, language)]);
    expect(meta(doc, "og:title")[0]).toBeTruthy();
    expect(meta(doc, "og:image")).toEqual([`${SITE_ORIGIN}/images/social-card.png`]);
    expect(meta(doc, "twitter:card")).toEqual(["summary_large_image"]);
  });
});

describe("language of the unprefixed URLs", () => {
  it("render the saved language, and then the canonical URL is the /en one", async () => {
    const doc = await head("/about", "language=en_US");
    expect(doc.html).toContain('<html lang="en"');
    expect(links(doc, "canonical").map((link) => link.href)).toEqual([`${SITE_ORIGIN}/en/about`]);
    expect(meta(doc, "og:locale")).toEqual(["en_US"]);
  });

  it("render Chinese without a saved choice", async () => {
    const doc = await head("/about");
    expect(doc.html).toContain('<html lang="zh-CN"');
    expect(links(doc, "canonical").map((link) => link.href)).toEqual([`${SITE_ORIGIN}/about`]);
  });
});

describe("hidden pages", () => {
  it.each(hiddenPaths.flatMap((path) => [path, `/en${path}`]))("%s is noindex, without canonical or alternates", async (path) => {
    const doc = await head(path);
    expect(meta(doc, "robots")).toEqual(["noindex"]);
    expect(links(doc, "canonical")).toEqual([]);
    expect(links(doc, "alternate")).toEqual([]);
  });
});

describe("structured data", () => {
  it.each(["/index", "/en/index"])("%s describes the organisation", async (path) => {
    const doc = await head(path);
    expect(doc.jsonLd).toHaveLength(1);
    expect(doc.jsonLd[0]).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      url: `${SITE_ORIGIN}/`,
      logo: `${SITE_ORIGIN}/images/logo-512.png`,
    });
  });

  it("other pages carry none", async () => {
    expect((await head("/about")).jsonLd).toEqual([]);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("the sitemap lists every public page in both languages with hreflang alternates, and nothing hidden", async () => {
    const response = await fetch(`${origin}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((match) => ({
      loc: match[1]!,
      alternates: Object.fromEntries([...match[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((alt) => [alt[1], alt[2]])),
    }));
    const articles = newsSeed.map((_, index) => `/newsDetail/${index + 1}`);
    const expected = [...publicPages.map((page) => page.path), ...articles].flatMap((path) => [
      SITE_ORIGIN + path,
      `${SITE_ORIGIN}/en${path}`,
    ]);
    expect(entries.map((entry) => entry.loc).toSorted()).toEqual(expected.toSorted());
    for (const entry of entries) {
      const path = entry.loc.slice(SITE_ORIGIN.length).replace(/^\/en/, "");
      expect(entry.alternates).toEqual({ "zh-CN": SITE_ORIGIN + path, en: `${SITE_ORIGIN}/en${path}`, "x-default": SITE_ORIGIN + path });
    }
    for (const hidden of hiddenPaths) expect(xml).not.toContain(`${SITE_ORIGIN}${hidden}<`);
    expect(xml).not.toContain("/newsDetail/:id");
  });

  it("robots.txt allows crawling, keeps the API out and names the sitemap", async () => {
    const response = await fetch(`${origin}/robots.txt`);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /api/");
    expect(text).not.toMatch(/Disallow: \/\s*$/m);
    expect(text).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });
});
