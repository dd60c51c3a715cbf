import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { framesDrawn } from "../support/browser.ts";
import { homePageContent } from "../../content/pages/home-page.ts";
import {
  attributeIs,
  open,
  scrollToY,
  startHarness,
  stopHarness,
  tagline,
  waitForHydration,
  withNewContext,
  withPage,
  type Harness,
} from "./helpers.ts";
import { aidcContent } from "../../content/pages/aidc.ts";

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await stopHarness(harness);
});

function isFocused(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => el === document.activeElement);
}

/** From /about to /cloudProduct with the keyboard only: the products menu, then its link. */
async function keyboardToCloudProducts(page: Page): Promise<void> {
  await open(page, harness.server.origin, "/about");
  await page.locator('button[data-menu-key="products"]').focus();
  await page.keyboard.press("Enter");
  const link = page.locator('a[data-menu-key="cloudProduct"]');
  await link.waitFor({ state: "visible" });
  await link.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === "/cloudProduct");
}

describe("keyboard", () => {
  it("the skip link is the first focusable element and moves focus to #main", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      await page.keyboard.press("Tab");
      expect(await isFocused(page, ".skip-link")).toBe(true);
      expect(await page.locator(".skip-link").getAttribute("href")).toBe("#main");
      // Off screen until focused, then shown.
      const box = await page.locator(".skip-link").boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => document.activeElement?.id === "main");
    });
  });

  it("Tab reaches the products dropdown; Enter opens it, Escape closes it and returns focus", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      const button = page.locator('button[data-menu-key="products"]');
      let presses = 0;
      while (!(await isFocused(page, 'button[data-menu-key="products"]'))) {
        expect(presses++, "Tab presses to reach the products button").toBeLessThan(10);
        await page.keyboard.press("Tab");
      }
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
      expect(await panel.isVisible()).toBe(false);

      await page.keyboard.press("Enter");
      await attributeIs(page, 'button[data-menu-key="products"]', "aria-expanded", "true");
      const links = panel.locator("a");
      expect(await links.count()).toBe(4);
      for (let index = 0; index < 4; index++) await links.nth(index).waitFor({ state: "visible" });
      expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute("data-menu-key")))).toEqual([
        "aiCompute",
        "cloudProduct",
        "aiProduct",
        "networkService",
      ]);

      // Tab moves into the open panel; Escape from there closes it and focuses the button again.
      await page.keyboard.press("Tab");
      expect(await links.nth(0).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press("Escape");
      await attributeIs(page, 'button[data-menu-key="products"]', "aria-expanded", "false");
      await panel.waitFor({ state: "hidden" });
      expect(await isFocused(page, 'button[data-menu-key="products"]')).toBe(true);
    });
  });

  it("Enter on a dropdown link navigates and closes the panel", async () => {
    await withPage(harness, async (page) => {
      await keyboardToCloudProducts(page);
      await attributeIs(page, 'button[data-menu-key="products"]', "aria-expanded", "false");
      expect(await page.locator('button[data-menu-key="products"]').getAttribute("data-active")).toBe("true");
    });
  });

  it("a client-side navigation moves focus to the new page's main heading and announces its title", async () => {
    await withPage(harness, async (page) => {
      await keyboardToCloudProducts(page);
      await page.waitForFunction(() => document.activeElement?.matches("main h1") === true);
      const announced = page.locator("[data-route-announcer]");
      await expect.poll(() => announced.textContent()).toBe(await page.title());
      expect(await announced.getAttribute("aria-live")).toBe("polite");
    });
  });

  it("a menu opened on the new page before its heading takes focus stays open, and keeps focus", async () => {
    await withPage(harness, async (page) => {
      // The focus step loads with the first navigation: held back, the visitor is first.
      const held = Promise.withResolvers<void>();
      await page.route("**/assets/focus-new-page-*.js", async (route) => {
        await held.promise;
        await route.continue();
      });
      await open(page, harness.server.origin, "/about");
      await page.locator('[data-menu-key="aidc"]').click();
      await page.locator("h1", { hasText: aidcContent.zh_CN.hero.title }).waitFor();
      const languageButton = page.locator(".language-switch > button");
      await languageButton.click();
      const english = page.locator('.language-switch [data-language="en_US"]');
      await english.waitFor({ state: "visible" });

      held.resolve();
      const announced = page.locator("[data-route-announcer]");
      await expect.poll(() => announced.textContent()).toBe(await page.title());
      expect(await english.isVisible()).toBe(true);
      expect(await languageButton.evaluate((button) => button === document.activeElement)).toBe(true);
    });
  });

  it("Escape closes the phone menu and returns focus to its button", async () => {
    await withNewContext(
      harness,
      async (page) => {
        await open(page, harness.server.origin, "/about");
        const toggle = page.locator("button.mobile-toggle");
        await toggle.click();
        await attributeIs(page, "button.mobile-toggle", "aria-expanded", "true");
        await page.locator("#main-menu").waitFor({ state: "visible" });
        await page.locator('#main-menu a[data-menu-key="news"]').first().focus();
        await page.keyboard.press("Escape");
        await attributeIs(page, "button.mobile-toggle", "aria-expanded", "false");
        expect(await isFocused(page, "button.mobile-toggle")).toBe(true);
      },
      { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    );
  });

  it("with a submenu open in the phone menu, the first Escape closes the submenu, the second the menu", async () => {
    await withNewContext(
      harness,
      async (page) => {
        await open(page, harness.server.origin, "/about");
        await page.locator("button.mobile-toggle").click();
        await page.locator("#main-menu").waitFor({ state: "visible" });
        const submenu = '#main-menu button[data-menu-key="products"]';
        await page.locator(submenu).click();
        await attributeIs(page, submenu, "aria-expanded", "true");
        await page.keyboard.press("Escape");
        await attributeIs(page, submenu, "aria-expanded", "false");
        expect(await page.locator("button.mobile-toggle").getAttribute("aria-expanded")).toBe("true");
        expect(await isFocused(page, submenu)).toBe(true);
        await page.keyboard.press("Escape");
        await attributeIs(page, "button.mobile-toggle", "aria-expanded", "false");
        expect(await isFocused(page, "button.mobile-toggle")).toBe(true);
      },
      { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    );
  });

  // Hovering opens the dropdown for mouse users; the click that follows must not toggle it shut.
  it("clicking the products button with a mouse leaves its panel open", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      const button = page.locator('button[data-menu-key="products"]');
      await button.click();
      await page.locator('a[data-menu-key="cloudProduct"]').waitFor({ state: "visible" });
      // Open now; two rendered frames later (the hover's update and the click's both rendered) still open.
      await framesDrawn(page);
      expect(await button.getAttribute("aria-expanded")).toBe("true");
      expect(await page.locator('a[data-menu-key="cloudProduct"]').isVisible()).toBe(true);
    });
  });
});

describe("scroll-dependent furniture", () => {
  // Home style on the home page only: http/layout.test.ts.
  it("the navigation bar takes its scrolled style past 200 px", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/index");
      const bar = ".nav-bar";
      expect(await page.locator(bar).getAttribute("data-scrolled")).toBe("false");
      for (const [y, scrolled] of [
        [250, "true"],
        [150, "false"],
        [201, "true"],
        [200, "false"],
      ] as const) {
        await scrollToY(page, y);
        await attributeIs(page, bar, "data-scrolled", scrolled);
      }
    });
  });

  it("back to top appears past 100 px and scrolls to the top", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/index");
      const button = page.locator(".back-to-top");
      expect(await button.isVisible()).toBe(false);
      for (const [y, visible] of [
        [150, true],
        [50, false],
        [101, true],
        [100, false],
        [150, true],
      ] as const) {
        await scrollToY(page, y);
        await button.waitFor({ state: visible ? "visible" : "hidden" });
      }
      await scrollToY(page, 1200);
      await button.click();
      // It scrolls up past the threshold, which hides it again.
      await page.waitForFunction(() => window.scrollY < 100);
      await button.waitFor({ state: "hidden" });
    });
  });

  // The clicked button hides itself above 100 px; if it kept focus, Chromium cancelled the smooth
  // scroll at about 74 px.
  it("back to top returns the page all the way to the top", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/index");
      await scrollToY(page, 1200);
      await page.locator(".back-to-top").click();
      // Once the smooth scroll has started, wait for it to stop, wherever that is: it must be the top.
      await page.waitForFunction(() => window.scrollY < 1200);
      const settled = await page.evaluate(async () => {
        for (;;) {
          const before = window.scrollY;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          if (window.scrollY === before) return before;
        }
      });
      expect(settled).toBe(0);
    });
  });
});

describe("navigation", () => {
  it("shows the 2 px theme-coloured progress bar (no spinner) while the next page loads", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      // The route data is held back until the test has looked at the bar, then let through.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let delayed = 0;
      await page.route("**/*.data*", async (route) => {
        delayed++;
        await released;
        await route.continue();
      });
      expect(await page.locator("#nprogress").count()).toBe(0);
      // The home page has a loader, so going there fetches route data.
      await page.locator('[data-menu-key="home"]').click();
      const bar = await page.waitForSelector("#nprogress .bar", { state: "attached" });
      const style = await bar.evaluate((el) => {
        const computed = getComputedStyle(el);
        return { height: computed.height, background: computed.backgroundColor, position: computed.position };
      });
      expect(style).toEqual({ height: "2px", background: "rgb(255, 92, 1)", position: "fixed" });
      expect(await page.locator("#nprogress .spinner").count()).toBe(0);
      // Still on the old page while the data is delayed.
      expect(new URL(page.url()).pathname).toBe("/about");

      release();
      await page.waitForURL((url) => url.pathname === "/index");
      await page.waitForSelector("#nprogress", { state: "detached" });
      expect(delayed).toBeGreaterThan(0);
      // The title follows the route.
      expect(await page.title()).toBe(`首页 - ${tagline("zh_CN")}`);
    });
  });

  it("a new page starts at the top, and going back restores the position", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      await scrollToY(page, 150);
      // The nav bar is fixed, so clicking its links does not scroll the page first.
      await page.locator('[data-menu-key="home"]').click();
      await page.waitForURL((url) => url.pathname === "/index");
      await page.waitForFunction(() => window.scrollY === 0);

      // The home page is tall: scroll well down and leave through the fixed menu.
      await scrollToY(page, 900);
      await page.locator('[data-menu-key="aidc"]').click();
      await page.waitForURL((url) => url.pathname === "/AIDC");
      await page.locator("h1", { hasText: aidcContent.zh_CN.hero.title }).waitFor();
      await page.waitForFunction(() => window.scrollY === 0);

      await page.goBack();
      await page.waitForURL((url) => url.pathname === "/index");
      await page.waitForFunction(() => Math.abs(window.scrollY - 900) <= 5);
      expect(await page.locator("h1").textContent()).toBe(homePageContent.zh_CN.hero.title);

      // Forward again: the AIDC page was left at the top.
      await page.goForward();
      await page.waitForURL((url) => url.pathname === "/AIDC");
      await page.waitForFunction(() => window.scrollY === 0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });

  it("the scroll position survives a reload", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/index");
      await scrollToY(page, 700);
      await page.reload();
      await waitForHydration(page);
      await page.waitForFunction(() => Math.abs(window.scrollY - 700) <= 5);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - 700)).toBeLessThanOrEqual(5);
    });
  });
});
