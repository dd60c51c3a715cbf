import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Language } from "../../common/constants.ts";
import { axeViolations } from "../support/axe.ts";
import { searchesTexts } from "../../app/i18n/admin-searches-texts.ts";
import { createStaffAccount, signInToConsole } from "./console-support.ts";
import { open, startHarness, stopHarness, waitForHydration, withNewContext, withPage, type Harness } from "./helpers.ts";

/**
 * Issue 29 in Chromium: searching from the navigation bar on a desktop and in a phone's menu, in
 * both languages, opening a result and landing on its section (in view, below the fixed bar), an
 * axe check of the result page, and the console's "Searches" screen. A server of its own: every
 * search is counted in its database.
 */
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ DATABASE_URL: "" });
});

afterAll(async () => {
  await stopHarness(harness);
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** The first result's link opens its page and the section is on screen, not under the navigation bar. */
async function openFirstResult(page: Page, expectedPath: string, anchor: string) {
  await page.locator(".search-result h2 a").first().click();
  await page.waitForURL((url) => url.pathname === expectedPath && url.hash === `#${anchor}`);
  await waitForHydration(page);
  await expect
    .poll(() =>
      page.evaluate((id) => {
        const section = document.getElementById(id)?.getBoundingClientRect();
        const bar = document.querySelector(".nav-bar")?.getBoundingClientRect();
        return section && bar ? section.top >= bar.bottom - 1 && section.top < window.innerHeight / 2 : false;
      }, anchor),
    )
    .toBe(true);
}

describe.each([
  ["Chinese", "zh_CN" as Language, "", "液冷", "/greenDevelop", "liquid-cooling", "找到"],
  ["English", "en_US" as Language, "/en", "heat reuse", "/en/greenDevelop", "heat-reuse", "results for"],
])("site search in %s", (_label, _language, prefix, query, resultPath, anchor, countWords) => {
  it("searches from the desktop navigation bar and lands on the section of the first result", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, `${prefix}/AIDC`);
      const field = page.locator(".nav-bar .nav-search input");
      // An icon until it has the focus, then a field wide enough to type in.
      expect((await field.boundingBox())?.width).toBeLessThanOrEqual(44);
      await field.click();
      await expect.poll(async () => (await field.boundingBox())?.width).toBeGreaterThan(250);
      await field.pressSequentially(query);
      await field.press("Enter");
      await page.waitForURL((url) => url.pathname === `${prefix}/search` && url.searchParams.get("q") === query);
      await expect.poll(() => page.locator("output.search-count").textContent()).toContain(countWords);
      expect(await page.locator(".search-result mark").count()).toBeGreaterThan(0);
      await openFirstResult(page, resultPath, anchor);
    });
  });

  it("searches from the phone menu and lands on the section of the first result", async () => {
    await withNewContext(
      harness,
      async (page) => {
        await open(page, harness.server.origin, `${prefix}/index`);
        await page.locator(".mobile-toggle").click();
        const field = page.locator("#main-menu .nav-search input");
        await field.fill(query);
        await page.locator("#main-menu .nav-search button").click();
        await page.waitForURL((url) => url.pathname === `${prefix}/search` && url.searchParams.get("q") === query);
        expect(await page.locator(".search-result").count()).toBeGreaterThan(0);
        await openFirstResult(page, resultPath, anchor);
      },
      PHONE,
    );
  });

  it("passes axe on a result page and on the page that found nothing", async () => {
    await withPage(harness, async (page) => {
      for (const search of [`?q=${encodeURIComponent(query)}`, "?q=zzqqxxnothing"]) {
        await open(page, harness.server.origin, `${prefix}/search${search}`);
        expect(await axeViolations(page)).toEqual([]);
      }
    });
  });
});

describe("site search without scripts", () => {
  it("searches and pages with scripts off: the forms and links are plain HTML", async () => {
    // A context of its own, not watched: with scripts off the browser drops the module requests it
    // had started when the page navigates away, which the watched pages count as failures.
    const context = await harness.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${harness.server.origin}/cloudProduct`);
      await page.locator(".nav-bar .nav-search input").fill("中心");
      await page.locator(".nav-bar .nav-search input").press("Enter");
      await page.waitForURL((url) => url.pathname === "/search");
      expect(await page.locator(".search-result").count()).toBe(10);
      await page.locator('.pagination a[data-page="2"]').click();
      await page.waitForURL((url) => url.searchParams.get("page") === "2");
      expect(await page.locator('.pagination a[aria-current="page"]').textContent()).toBe("2");
    } finally {
      await context.close();
    }
  });
});

describe.each([["Chinese", "zh_CN" as Language] as const, ["English", "en_US" as Language] as const])(
  "the console's searches screen in %s",
  (_label, language) => {
    const text = searchesTexts[language];

    it("lists this week's searches and the ones that found nothing, for an editor, and passes axe", async () => {
      const nothing = `无结果${language}`;
      for (const path of ["/search?q=%E5%86%B7%E6%9D%BF", "/search?q=%E5%86%B7%E6%9D%BF", `/search?q=${encodeURIComponent(nothing)}`]) {
        expect((await fetch(harness.server.origin + path)).status).toBe(200);
      }
      const editor = await createStaffAccount(harness.server.dataDir, "editor");
      await withPage(harness, async (page) => {
        await signInToConsole(page, harness.server.origin, editor, language, "/admin/searches");
        await expect.poll(() => page.locator("h1").textContent()).toBe(text.heading);
        const row = page.locator("[data-searches] tbody tr", { hasText: "冷板" });
        await expect
          .poll(() => row.locator("td").allTextContents())
          .toEqual(["冷板", text.languages.zh_CN, expect.stringMatching(/^\d+$/), "0"]);
        // The screen itself, as the other console screens' tests check theirs (the shared tab strip above is not this issue's).
        expect(await axeViolations(page, "[data-searches]")).toEqual([]);
        await page.locator("[data-searches] select").nth(2).selectOption("empty");
        await page.locator("[data-searches] form button[type=submit]").click();
        await page.waitForURL((url) => url.searchParams.get("view") === "empty");
        // The address changes before the new view's rows arrive: wait for the rows, not the address.
        await expect
          .poll(() => page.locator("[data-searches] tbody").textContent())
          .toSatisfy((rows: string | null) => rows !== null && rows.includes(nothing.toLowerCase()) && !rows.includes("冷板"));
      });
    });
  },
);
