import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { framesDrawn } from "../support/browser.ts";
import { ANIMATIONS } from "../../common/animations.ts";
import { aiComputeContent } from "../../content/pages/ai-compute.ts";
import { aiProductContent } from "../../content/pages/ai-product.ts";
import { open, scrollToY, startHarness, stopHarness, withNewContext, withPage, type Harness } from "./helpers.ts";

let harness: Harness;
let animated: Harness;

beforeAll(async () => {
  [harness, animated] = await Promise.all([startHarness(), startHarness({ SITE_ANIMATION_ENABLE: "true" })]);
});

afterAll(async () => {
  await Promise.all([stopHarness(harness), stopHarness(animated)]);
});

function prices(page: Page): Promise<string[]> {
  return page.locator("#instances tbody td[data-price]").evaluateAll((els) => els.map((el) => el.getAttribute("data-price") ?? ""));
}

describe("GPU price table (/sunCloudAIPro)", () => {
  it("the hourly/monthly switch is a keyboard-operable radio group that changes the prices and the header", async () => {
    await withPage(harness, async (page) => {
      const content = aiComputeContent.zh_CN;
      await open(page, harness.server.origin, "/sunCloudAIPro");
      const hourly = page.getByRole("radio", { name: "按小时" });
      const monthly = page.getByRole("radio", { name: "包月" });
      expect(await page.getByRole("group", { name: "计费方式" }).count()).toBe(1);
      expect(await hourly.isChecked()).toBe(true);
      expect(await prices(page)).toEqual(content.instances.map((instance) => String(instance.priceHourRmb)));
      expect(await page.locator("#instances tbody tr").first().textContent()).toContain("¥168.00");

      // Arrow keys move the choice inside the group, as in any native radio group.
      await hourly.focus();
      await page.keyboard.press("ArrowRight");
      expect(await monthly.isChecked()).toBe(true);
      await page.waitForFunction(() => document.querySelector("#instances table")?.getAttribute("data-billing") === "month");
      expect(await prices(page)).toEqual(content.instances.map((instance) => String(instance.priceMonthRmb)));
      expect(await page.locator("#instances thead").textContent()).toContain(content.instanceColumns.priceMonthRmb);
      expect(await page.locator("#instances tbody tr").first().textContent()).toContain("¥86,400");
      expect(await page.locator("#instances caption").textContent()).toContain("包月");
      expect(await page.locator("#instances [aria-live]").textContent()).toContain("包月");

      await hourly.click();
      expect(await prices(page)).toEqual(content.instances.map((instance) => String(instance.priceHourRmb)));
    });
  });

  it("is English under /en", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/en/sunCloudAIPro");
      await page.getByRole("radio", { name: "Monthly" }).check();
      expect(await page.locator("#instances thead").textContent()).toContain(aiComputeContent.en_US.instanceColumns.priceMonthRmb);
    });
  });
});

describe("AI product filter (/sunCloudAIProduct)", () => {
  it("toggle buttons filter the list and say which is on", async () => {
    await withPage(harness, async (page) => {
      const content = aiProductContent.zh_CN;
      await open(page, harness.server.origin, "/sunCloudAIProduct");
      const cards = page.locator(".product-card");
      expect(await cards.count()).toBe(content.products.length);
      const category = content.categories.find((item) => content.products.some((product) => product.categoryId === item.id))!;
      const button = page.locator(`.filter-button[data-category="${category.id}"]`);
      await button.click();
      expect(await button.getAttribute("aria-pressed")).toBe("true");
      expect(await page.locator('.filter-button[data-category="all"]').getAttribute("aria-pressed")).toBe("false");
      const expected = content.products.filter((product) => product.categoryId === category.id).map((product) => product.name);
      expect(await cards.locator("h3").allTextContents()).toEqual(expected);
      expect(await page.locator(".filter-count").textContent()).toContain(String(expected.length));
      await page.locator('.filter-button[data-category="all"]').click();
      expect(await cards.count()).toBe(content.products.length);
    });
  });
});

describe("images", () => {
  // Markup (sources, sizes, loading, preload): http/page-content.test.ts.
  it("the hero illustration draws from its SVG, fetched once for the preload and the image", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      await page.waitForFunction(() => {
        const element = document.querySelector<HTMLImageElement>(".page-hero img");
        return element !== null && element.complete && element.naturalWidth > 0;
      });
      const hero = await page.locator(".page-hero img").evaluate((element: HTMLImageElement) => ({
        source: element.currentSrc,
        naturalWidth: element.naturalWidth,
        shownWidth: element.getBoundingClientRect().width,
        fetches: performance.getEntriesByName(element.currentSrc).length,
      }));
      expect(hero.source).toBe(`${harness.server.origin}/images/hero-about.svg`);
      expect(hero.naturalWidth).toBe(520);
      expect(hero.shownWidth).toBeGreaterThan(200);
      expect(hero.fetches).toBe(1);
    });
  });
});

describe("entrance animations", () => {
  it("are off by default: no section is hidden or animated", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      await scrollToY(page, 1500);
      expect(await page.locator("[data-reveal], .animate__animated").count()).toBe(0);
    });
  });

  it("when enabled, sections fade in as they scroll into view, with a valid animation", async () => {
    await withPage(animated, async (page) => {
      await open(page, animated.server.origin, "/about");
      await page.waitForSelector("#history [data-reveal='pending']", { state: "attached" });
      await page.locator("#history").scrollIntoViewIfNeeded();
      await page.waitForSelector("#history [data-reveal='shown']");
      const classes = await page.locator("#history [data-reveal='shown']").getAttribute("class");
      expect(classes).toContain("animate__animated");
      const name = /animate__(\w+)/.exec((classes ?? "").replace("animate__animated", ""))?.[1];
      expect(ANIMATIONS).toContain(name);
      // Sections use the default fade-in unless they ask for another one.
      expect(await page.locator("#qualifications [data-reveal]").first().getAttribute("data-reveal")).toBe("pending");
      await page.locator("#qualifications").scrollIntoViewIfNeeded();
      await page.waitForSelector("#qualifications .animate__fadeIn");
      // The animation is defined and runs.
      const animation = await page.locator("#qualifications .animate__fadeIn").evaluate((el) => getComputedStyle(el).animationName);
      expect(animation).toBe("fadeIn");
    });
  });

  it("never run for visitors who prefer reduced motion", async () => {
    // Whether a section animates is decided once, in an effect that runs at hydration: for other
    // visitors the same steps leave its mark (pending or shown); for this one nothing, ever.
    const loadAndScroll = async (page: Page) => {
      await open(page, animated.server.origin, "/about");
      await page.locator("#history").scrollIntoViewIfNeeded();
      await framesDrawn(page);
    };
    await withPage(animated, async (page) => {
      await loadAndScroll(page);
      expect(await page.locator("#history [data-reveal]").count()).toBeGreaterThan(0);
    });
    await withNewContext(
      animated,
      async (page) => {
        await loadAndScroll(page);
        expect(await page.locator("[data-reveal], .animate__animated").count()).toBe(0);
        expect(await page.locator("#history .timeline").isVisible()).toBe(true);
      },
      { reducedMotion: "reduce" },
    );
  });
});
