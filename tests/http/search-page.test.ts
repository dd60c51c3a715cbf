import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { LANGUAGES } from "../../common/constants.ts";
import { localizePath } from "../../common/language.ts";
import { shownHomeLists } from "../../server/services/home-content.ts";
import { pageSections } from "../../server/search/page-sections.ts";
import { openDatabase } from "../../server/db/database.ts";
import { renderedPage, sharedOrigin } from "../support/html.ts";

/**
 * Issue 29: the search page as the server renders it (no script runs): a GET form, noindex, the
 * count, results with kind, date, highlighted and escaped words, paging, suggestions when nothing
 * is found; the nav bar's field on every page; every anchor a result links to exists on its page.
 * The shared server allows 30 searches a minute from one address: this file asks for fewer.
 */
const origin = sharedOrigin();
const q = (query: string, extra = "") => `?q=${encodeURIComponent(query)}${extra}`;

describe("the search page", () => {
  it("answers a query with its results, counted in a status region, in a noindex page", async () => {
    const { status, document } = await renderedPage(origin, `/search${q("液冷")}`);
    expect(status).toBe(200);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(document.querySelector("output.search-count")?.textContent).toMatch(/^找到 \d+ 条与“液冷”相关的结果 · 第 1 \/ 2 页$/);
    const results = [...document.querySelectorAll(".search-result")];
    expect(results).toHaveLength(10);
    const first = results[0];
    expect(first?.querySelector(".search-kind")?.textContent).toBe("页面");
    expect(first?.querySelector("h2 a")?.getAttribute("href")).toBe("/greenDevelop#liquid-cooling");
    expect([...(first?.querySelectorAll("h2 mark") ?? [])].map((mark) => mark.textContent)).toEqual(["液冷"]);
    const news = results.find((result) => result.getAttribute("data-kind") === "news");
    expect(news?.querySelector("time")?.getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(news?.querySelector(".search-kind")?.textContent).toBe("新闻");
    // The next page is a plain link with the query.
    expect(document.querySelector('.pagination a[data-page="2"]')?.getAttribute("href")).toBe(`/search${q("液冷", "&page=2")}`);
  });

  it("is English under /en, its links kept there, and a report opens its PDF", async () => {
    const { document } = await renderedPage(origin, `/en/search${q("annual report")}`);
    expect(document.documentElement.getAttribute("lang")).toBe("en");
    expect(document.querySelector("h1")?.textContent).toBe("Search");
    const [first] = [...document.querySelectorAll(".search-result")];
    expect(first?.querySelector(".search-kind")?.textContent).toBe("Report");
    expect(first?.querySelector("h2 a")?.getAttribute("href")).toMatch(/^\/files\/\d+-[0-9a-f]+\/original\.pdf$/);
    expect(first?.querySelector("h2 a")?.getAttribute("type")).toBe("application/pdf");
    const page = (await renderedPage(origin, `/en/search${q("liquid cooling")}`)).document;
    expect(page.querySelector(".search-result h2 a")?.getAttribute("href")).toBe("/en/greenDevelop#liquid-cooling");
    expect(page.querySelector("form.search-form")?.getAttribute("action")).toBe("/en/search");
  });

  it("suggests the main pages and the news centre when nothing is found", async () => {
    const { status, document } = await renderedPage(origin, `/search${q("琥珀量子霜冻")}`);
    expect(status).toBe(200);
    expect(document.querySelector("output.search-count")?.textContent).toBe("没有找到与“琥珀量子霜冻”相关的结果。");
    expect([...document.querySelectorAll(".search-none a")].map((link) => link.getAttribute("href"))).toEqual([
      "/sunCloudAIPro",
      "/AIDC",
      "/cloudProduct",
      "/networkService",
      "/news",
    ]);
  });

  it("shows the form alone without a query, and says when a query was shortened or broadened", async () => {
    const empty = (await renderedPage(origin, "/search")).document;
    expect(empty.querySelector("output.search-count")?.textContent).toBe("输入关键词，搜索产品与服务页面、新闻和投资者关系文件。");
    expect(empty.querySelectorAll(".search-result")).toHaveLength(0);
    const long = (await renderedPage(origin, `/search${q(`液冷${"a".repeat(200)}`)}`)).document;
    expect(long.querySelector(".search-notice")?.textContent).toBe("搜索词最多 100 个字符，已按前 100 个字符搜索。");
    expect(long.querySelector(".search-form input")?.getAttribute("value")).toHaveLength(100);
    const broadened = (await renderedPage(origin, `/search${q("算力租赁")}`)).document;
    expect(broadened.querySelector(".search-notice")?.textContent).toBe("没有与搜索词完全一致的内容，以下结果分别包含其中的词语。");
    expect(broadened.querySelector(".search-result h2 a")?.getAttribute("href")).toBe("/sunCloudAIPro#instances");
  });

  it("is never kept by the page cache: every search is rendered, counted and limited", async () => {
    const response = await fetch(`${origin}/search${q("机柜")}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toBeNull();
  });
});

describe("the navigation bar's search field", () => {
  it("is a GET form to the search page of the page's language on every page, with a label", async () => {
    for (const [pagePath, action] of [
      ["/index", "/search"],
      ["/AIDC", "/search"],
      ["/en/AIDC", "/en/search"],
      ["/en/news", "/en/search"],
    ]) {
      const { document } = await renderedPage(origin, pagePath as string);
      const form = document.querySelector(".nav-bar search.nav-search form");
      expect(form?.getAttribute("method")).toBe("get");
      expect(form?.getAttribute("action")).toBe(action);
      const input = form?.querySelector('input[type="search"][name="q"]');
      expect(input?.getAttribute("aria-label")).toBe(pagePath?.startsWith("/en") ? "Search this site" : "搜索本站");
      expect(input?.getAttribute("maxlength")).toBe("100");
    }
  });
});

describe("the sections search results link to", () => {
  it("exist on their page in both languages and hold their section's heading", async () => {
    const dataDir = inject("sharedServerDataDir");
    const database = openDatabase({ sqliteFile: path.join(dataDir, "site.db") });
    const lists = await shownHomeLists(database.db);
    await database.close();
    for (const language of LANGUAGES) {
      const sections = pageSections(language, lists);
      expect(sections.length).toBeGreaterThan(60);
      for (const pagePath of new Set(sections.map((section) => section.path))) {
        const { status, document } = await renderedPage(origin, localizePath(pagePath, language === "en_US"));
        expect(`${status} ${pagePath}`).toBe(`200 ${pagePath}`);
        for (const section of sections.filter((item) => item.path === pagePath)) {
          const where = `${language} ${pagePath}#${section.anchor}`;
          const target = section.anchor ? document.getElementById(section.anchor) : document.querySelector("main");
          // A heading's own id (#contact-title) stands for the block around it.
          const text = (section.anchor.endsWith("-title") ? target?.parentElement : target)?.textContent?.replace(/\s+/g, "") ?? "";
          expect({ where, holdsHeading: text.includes(section.heading.replace(/\s+/g, "")) }).toEqual({ where, holdsHeading: true });
        }
      }
    }
  });
});
