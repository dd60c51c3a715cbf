import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Language } from "../../common/constants.ts";
import { NEWS_PAGE_SIZE } from "../../common/news.ts";
import { newsColumns, newsPageContent, newsSeed } from "../../content/pages/news-seed.ts";
import { leadsCatalogs } from "../../app/i18n/leads-catalogs.ts";
import { newWatchedPage } from "../support/browser.ts";
import { open, startHarness, stopHarness, tagline, waitForHydration, withPage, type Harness } from "./helpers.ts";

/**
 * The news centre end to end (issue 5): server-rendered list with the column filter (?type=1..4)
 * and paging (?page=N), the article page with previous and next, and the not-found state.
 * Seed articles get ids in publication order, so id N is newsSeed[N - 1].
 */
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await stopHarness(harness);
});

const byId = (id: number) => newsSeed[id - 1]!;
/** Seed ids newest first, optionally of one column. */
function expectedIds(column?: number): number[] {
  return newsSeed
    .map((item, index) => ({ id: index + 1, item }))
    .filter(({ item }) => column === undefined || item.column === column)
    .toSorted((a, b) => Date.parse(b.item.publishAt) - Date.parse(a.item.publishAt))
    .map(({ id }) => id);
}

async function cardIds(page: Page): Promise<number[]> {
  return page.locator(".news-card").evaluateAll((cards) => cards.map((card) => Number(card.getAttribute("data-news-id"))));
}

async function currentFilter(page: Page): Promise<string | null> {
  return page.locator('.news-filter a[aria-current="page"]').textContent();
}

describe.each([
  ["Chinese", "zh_CN" as Language, ""],
  ["English", "en_US" as Language, "/en"],
])("news centre in %s", (_label, language, prefix) => {
  const text = leadsCatalogs[language].news;
  const columns = newsColumns[language];

  it("lists every article newest first, paged, with the column filter", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, `${prefix}/news`);
      const all = expectedIds();
      expect(await cardIds(page)).toEqual(all.slice(0, NEWS_PAGE_SIZE));
      expect(await page.locator(".news-card h3").first().textContent()).toBe(byId(all[0]!)[language].title);
      expect(await page.locator("[data-news-total]").getAttribute("data-news-total")).toBe(String(newsSeed.length));
      expect(await currentFilter(page)).toBe(newsPageContent[language].allLabel);

      // Paging: links with the current page marked; the second page holds the rest.
      const pagination = page.locator("nav.pagination");
      expect(await pagination.getAttribute("aria-label")).toBe(text.pagination);
      expect(await pagination.locator('a[aria-current="page"]').textContent()).toBe("1");
      await pagination.locator('a[data-page="2"]').click();
      await page.waitForURL((url) => url.pathname === `${prefix}/news` && url.searchParams.get("page") === "2");
      await expect.poll(() => cardIds(page)).toEqual(all.slice(NEWS_PAGE_SIZE, 2 * NEWS_PAGE_SIZE));
      expect(await pagination.locator('a[aria-current="page"]').textContent()).toBe("2");
      expect(await page.title()).toBe(`${text.pageTitle.replace("{page}", "2")} - ${pageTitleOf(language)} - ${tagline(language)}`);
      await pagination.locator('a[data-page-step="prev"]').click();
      await page.waitForURL((url) => url.search === "");
      await expect.poll(() => cardIds(page)).toEqual(all.slice(0, NEWS_PAGE_SIZE));

      // The column filter, by keyboard: focus a column link and press Enter.
      for (const column of columns) {
        const link = page.locator(".news-filter a", { hasText: column.name });
        await link.focus();
        await page.keyboard.press("Enter");
        await page.waitForURL((url) => url.searchParams.get("type") === String(column.id));
        await expect.poll(() => cardIds(page)).toEqual(expectedIds(column.id).slice(0, NEWS_PAGE_SIZE));
        expect(await currentFilter(page)).toBe(column.name);
        expect(await page.locator(".news-card .tag").allTextContents()).toEqual(
          expectedIds(column.id)
            .slice(0, NEWS_PAGE_SIZE)
            .map(() => column.name),
        );
        expect(await page.title()).toBe(`${column.name} - ${pageTitleOf(language)} - ${tagline(language)}`);
      }
    });
  });

  it("shows an article with its rich text, title and description, and previous/next links", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, `${prefix}/news`);
      const newest = expectedIds()[0]!;
      await page.locator(`.news-card[data-news-id="${newest}"] h3 a`).click();
      await page.waitForURL((url) => url.pathname === `${prefix}/newsDetail/${newest}`);
      const article = byId(newest)[language];
      await expect.poll(() => page.locator("h1").textContent()).toBe(article.title);
      expect(await page.title()).toBe(`${article.title} - ${tagline(language)}`);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(article.summary);
      expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");
      // Rich text, rendered as HTML (never as escaped text), without anything active in it.
      const body = page.locator(".news-body");
      expect(await body.locator("p").count()).toBeGreaterThan(1);
      expect(await body.innerHTML()).not.toContain("&lt;p&gt;");
      expect(await body.locator("script, iframe, [onclick], [onerror]").count()).toBe(0);
      // Site links inside the article stay in the page's language.
      const hrefs = await body.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href.startsWith(`${prefix}/`)).toBe(true);

      // The newest has no next; previous leads to the one before it.
      const neighbours = page.locator("nav.news-neighbours");
      expect(await neighbours.locator('[data-neighbour="next"] a').count()).toBe(0);
      expect(await neighbours.locator('[data-neighbour="next"]').textContent()).toContain(text.noNext);
      const previousId = expectedIds()[1]!;
      const previous = neighbours.locator('[data-neighbour="previous"] a');
      expect(await previous.textContent()).toBe(byId(previousId)[language].title);
      await previous.click();
      await page.waitForURL((url) => url.pathname === `${prefix}/newsDetail/${previousId}`);
      await expect.poll(() => page.locator("h1").textContent()).toBe(byId(previousId)[language].title);
      await neighbours.locator('[data-neighbour="next"] a').click();
      await page.waitForURL((url) => url.pathname === `${prefix}/newsDetail/${newest}`);
      // The URL changes before the new article renders; read its links only once it has.
      await expect.poll(() => page.locator("h1").textContent()).toBe(article.title);

      // A link inside the article is followed by the router (no reload).
      await page.evaluate(() => ((window as unknown as { e2eMark: boolean }).e2eMark = true));
      const firstLink = body.locator("a").first();
      const target = (await firstLink.getAttribute("href"))!;
      await firstLink.click();
      await page.waitForURL((url) => url.pathname === target);
      expect(await page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark)).toBe(true);
    });
  });

  // The not-found state as the server renders it (404, title, noindex): http/news.test.ts.
  it("an unknown id's not-found page hydrates and leads back to the news", async () => {
    const { page, problems } = await newWatchedPage(harness.context);
    try {
      const response = await page.goto(`${harness.server.origin}${prefix}/newsDetail/99999`);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      expect(await page.locator("[data-news-not-found] h1").textContent()).toBe(text.notFoundTitle);
      await page.locator("[data-news-not-found] a").click();
      await page.waitForURL((url) => url.pathname === `${prefix}/news`);
      // The only problem is the 404 of the unknown article itself.
      expect(problems.failedRequests).toEqual([`404 ${harness.server.origin}${prefix}/newsDetail/99999`]);
      expect(problems.consoleErrors.every((message) => message.includes("404"))).toBe(true);
    } finally {
      await page.close();
    }
  });
});

function pageTitleOf(language: Language): string {
  return language === "zh_CN" ? "新闻中心" : "News";
}
