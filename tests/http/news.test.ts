import { describe, expect, it } from "vitest";
import type { Language } from "../../common/constants.ts";
import { NEWS_PAGE_SIZE } from "../../common/news.ts";
import { newsSeed } from "../../content/pages/news-seed.ts";
import { leadsCatalogs } from "../../app/i18n/leads-catalogs.ts";
import { catalogs } from "../../app/i18n/catalogs.ts";
import { okPage, renderedPage, sharedOrigin, textOf } from "../support/html.ts";

/**
 * The news centre as the server renders it, usable without scripts: the column filter and paging
 * in the query, previous/next on an article, the not-found state. Seed articles get ids in
 * publication order, so id N is newsSeed[N - 1]. In the browser: e2e/news.test.ts.
 */
const origin = sharedOrigin();

/** Seed ids newest first, optionally of one column. */
function expectedIds(column?: number): number[] {
  return newsSeed
    .map((item, index) => ({ id: index + 1, item }))
    .filter(({ item }) => column === undefined || item.column === column)
    .toSorted((a, b) => Date.parse(b.item.publishAt) - Date.parse(a.item.publishAt))
    .map(({ id }) => id);
}

const newsIds = (html: string) => [...html.matchAll(/data-news-id="(\d+)"/g)].map((match) => Number(match[1]));

describe.each([
  ["Chinese", "zh_CN" as Language, ""],
  ["English", "en_US" as Language, "/en"],
])("news centre in %s", (_label, language, prefix) => {
  const text = leadsCatalogs[language].news;

  it("server-renders a filtered page and answers 404 past the last page", async () => {
    const filtered = await okPage(origin, `${prefix}/news?type=3`);
    expect(newsIds(filtered.html)).toEqual(expectedIds(3).slice(0, NEWS_PAGE_SIZE));
    expect(filtered.html).toMatch(/<a[^>]*aria-current="page"[^>]*>[^<]*<\/a>/);
    const past = await renderedPage(origin, `${prefix}/news?page=99`);
    expect(past.status).toBe(404);
    expect(past.html).toContain("data-news-empty");
    // An unknown column lists everything.
    expect(newsIds((await okPage(origin, `${prefix}/news?type=9`)).html)).toHaveLength(NEWS_PAGE_SIZE);
  });

  it("the oldest article has no previous, and the next is the second", async () => {
    const { document } = await okPage(origin, `${prefix}/newsDetail/1`);
    expect(document.querySelectorAll('nav.news-neighbours [data-neighbour="previous"] a').length).toBe(0);
    expect(textOf(document.querySelector('nav.news-neighbours [data-neighbour="next"] a'))).toBe(newsSeed[1]![language].title);
  });

  it("an unknown id is a 404 not-found state, titled, not indexed, with a way back", async () => {
    const { status, document } = await renderedPage(origin, `${prefix}/newsDetail/99999`);
    expect(status).toBe(404);
    expect(textOf(document.querySelector("[data-news-not-found] h1"))).toBe(text.notFoundTitle);
    expect(document.title).toBe(`${text.notFoundTitle} - ${catalogs[language].site.tagline}`);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(document.querySelector("[data-news-not-found] a")?.getAttribute("href")).toBe(`${prefix}/news`);
  });
});
