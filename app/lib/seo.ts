import type { Language } from "../../common/constants.ts";
import { pages } from "../page-registry.ts";
import { ENGLISH_PREFIX, stripLanguagePrefix } from "../../common/language.ts";

/** The absolute URLs of one page in both languages: Chinese at the spec path, English under /en. */
export function alternateUrls(origin: string, pathname: string): { zh: string; en: string } {
  const path = stripLanguagePrefix(pathname);
  return { zh: origin + path, en: origin + ENGLISH_PREFIX + path };
}

/** Canonical URL of a rendered page: the URL of the language it is rendered in. */
export function canonicalUrl(origin: string, pathname: string, language: Language): string {
  const urls = alternateUrls(origin, pathname);
  return language === "en_US" ? urls.en : urls.zh;
}

/** Spec paths of every public page (no hidden pages, no per-record pages such as /newsDetail/:id). */
export function sitemapPaths(): string[] {
  return pages.filter((page) => !("hidden" in page && page.hidden) && !page.path.includes(":")).map((page) => page.path);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * sitemap.xml: each page in both languages, each URL listing its hreflang alternates.
 * `recordPaths` adds pages that come from the database (news articles).
 */
export function sitemapXml(origin: string, recordPaths: readonly string[] = []): string {
  const entries = [...sitemapPaths(), ...recordPaths].flatMap((path) => {
    const urls = alternateUrls(origin, path);
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="zh-CN" href="${escapeXml(urls.zh)}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(urls.en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(urls.zh)}"/>`,
    ].join("");
    return [urls.zh, urls.en].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Everything may be crawled except the API. Hidden pages (log-in, callbacks ...) are not blocked
 * here but carry `noindex`, which a crawler can only read if it may fetch them.
 */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
