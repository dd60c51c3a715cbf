import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { framesDrawn } from "../support/browser.ts";
import { SHARED_SERVER_ENV as SITE } from "../support/site-config.ts";
import { open, startHarness, stopHarness, withNewContext, withPage, type Harness } from "./helpers.ts";

/**
 * The layout's behaviour in Chromium: highlighting that follows client-side navigation, links
 * that open new tabs, the floating tools' popover, rendered image sizes, a phone's first screen
 * and contact bar (issues 14 and 33). Every public page at every width, in both languages: the
 * screen sweep of pages.test.ts. What the server renders
 * (menu entries, highlighting, footer, configured values): http/layout.test.ts.
 */
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
  // External addresses of the configuration, answered locally so that new tabs can load them.
  await harness.context.route("https://*.e2e.test/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>external</title>" }),
  );
});

afterAll(async () => {
  await stopHarness(harness);
});

/** Menu keys marked as the current page, and all menu keys marked active. */
async function activeKeys(page: Page) {
  return {
    current: await page.$$eval("#main-menu [aria-current='page']", (els) => els.map((el) => el.getAttribute("data-menu-key"))),
    active: await page.$$eval("#main-menu [data-active='true']", (els) => els.map((el) => el.getAttribute("data-menu-key"))),
  };
}

describe("menu highlighting", () => {
  it("the highlight follows client-side navigation", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/index");
      await page.locator('[data-menu-key="news"]').click();
      await page.waitForURL((url) => url.pathname === "/news");
      await page.waitForFunction(() => document.querySelector('[data-menu-key="news"]')?.getAttribute("aria-current") === "page");
      expect(await activeKeys(page)).toEqual({ current: ["news"], active: ["news"] });
    });
  });

  it("the parent-company entry opens its address in a new tab and leaves the page as it was", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      const [popup] = await Promise.all([page.context().waitForEvent("page"), page.locator('[data-menu-key="parentCompany"]').click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(SITE.SITE_PARENT_COMPANY_URL);
      expect(new URL(page.url()).pathname).toBe("/about");
      await popup.close();
    });
  });
});

describe("footer", () => {
  it("the contact QR code is 82 x 82 and loads", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      const qr = page.locator(".site-footer .footer-contact img");
      await qr.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>(".site-footer .footer-contact img");
        return img !== null && img.complete && img.naturalWidth > 0;
      });
      // The code itself is drawn at 82 x 82; the white quiet-zone padding lies outside it.
      const size = await qr.evaluate((img) => [getComputedStyle(img).width, getComputedStyle(img).height]);
      expect(size).toEqual(["82px", "82px"]);
    });
  });
});

describe("floating tools", () => {
  it("the chat link opens the configured address in a new tab", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      const [popup] = await Promise.all([page.context().waitForEvent("page"), page.locator(".floating-tools a.floating-button").click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(SITE.SITE_CHAT_URL);
      await popup.close();
    });
  });

  it("the consultant button toggles the QR popover; Escape closes it and returns focus", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      const button = page.locator(".floating-popover-anchor > button");
      const popover = page.locator(".floating-popover");
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      expect(await popover.isVisible()).toBe(false);

      // Keyboard activation: a mouse would open the popover on hover first (see the report).
      await button.focus();
      await page.keyboard.press("Enter");
      await popover.waitFor({ state: "visible" });
      expect(await button.getAttribute("aria-expanded")).toBe("true");
      expect(await button.getAttribute("aria-controls")).toBe(await popover.getAttribute("id"));
      const qr = popover.locator("img");
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>(".floating-popover img");
        return img !== null && img.complete && img.naturalWidth > 0;
      });
      expect(await qr.getAttribute("width")).toBe("200");
      expect(await qr.getAttribute("height")).toBe("200");

      await page.keyboard.press("Enter");
      await popover.waitFor({ state: "hidden" });
      expect(await button.getAttribute("aria-expanded")).toBe("false");

      await page.keyboard.press("Enter");
      await popover.waitFor({ state: "visible" });
      await page.keyboard.press("Escape");
      await popover.waitFor({ state: "hidden" });
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    });
  });

  // The popover's padding once squeezed the 200 px code to 198 px.
  it("the consultant QR code renders at 200 x 200", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      await page.locator(".floating-popover-anchor > button").focus();
      await page.keyboard.press("Enter");
      const qr = page.locator(".floating-popover img");
      await qr.waitFor({ state: "visible" });
      const box = await qr.boundingBox();
      expect([box?.width, box?.height]).toEqual([200, 200]);
    });
  });

  it("hovering the consultant button with a mouse opens the popover, leaving closes it", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      const button = page.locator(".floating-popover-anchor > button");
      const popover = page.locator(".floating-popover");
      await button.hover();
      await popover.waitFor({ state: "visible" });
      expect(await button.getAttribute("aria-expanded")).toBe("true");
      await page.mouse.move(5, 400);
      await popover.waitFor({ state: "hidden" });
      expect(await button.getAttribute("aria-expanded")).toBe("false");
    });
  });
});

describe("on a phone (390 x 844)", () => {
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

  it.each([
    ["Chinese", ""],
    ["English", "/en"],
  ])("the news list starts on the first screen (%s)", async (_label, prefix) => {
    await withNewContext(
      harness,
      async (page) => {
        await open(page, harness.server.origin, `${prefix}/news`);
        const firstArticle = page.locator("main .news-card").first();
        expect((await firstArticle.boundingBox())!.y).toBeLessThan(844);
      },
      phone,
    );
  });

  it("the contact bar covers no control: a button scrolled into view, and the last one on the page, stay clickable", async () => {
    await withNewContext(
      harness,
      async (page) => {
        await open(page, harness.server.origin, "/register");
        const button = page.locator("form[data-form] button[data-send-code]").first();
        const hitsButton = () =>
          button.evaluate((element) => {
            const box = element.getBoundingClientRect();
            return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
          });
        // Scrolled to the bottom edge of the screen, where the bar sits, and at the end of the page.
        await button.evaluate((element) => element.scrollIntoView({ block: "end" }));
        expect(await hitsButton()).toBe(true);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await framesDrawn(page);
        const submit = page.locator('form[data-form] button[type="submit"]');
        expect(
          await submit.evaluate((element) => {
            const box = element.getBoundingClientRect();
            return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
          }),
        ).toBe(true);
      },
      phone,
    );
  });
});
