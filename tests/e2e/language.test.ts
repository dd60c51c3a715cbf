import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import {
  isSameDocument,
  markDocument,
  navigateInApp,
  open,
  startHarness,
  stopHarness,
  tagline,
  waitForHydration,
  withNewContext,
  withPage,
  type Harness,
} from "./helpers.ts";
// Content pages lead with their hero line (tests/support/page-expectations.ts).
import { aboutContent } from "../../content/pages/about.ts";
import { aidcContent } from "../../content/pages/aidc.ts";

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await stopHarness(harness);
});

const switchButton = ".language-switch > button";

async function languageCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(harness.server.origin)).find((cookie) => cookie.name === "language")?.value;
}

async function htmlLang(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang);
}

async function heading(page: Page): Promise<string | undefined> {
  return (await page.locator("h1").textContent())?.trim();
}

/** Opens the switch and picks a language; the page then reloads (or leaves /en). */
async function choose(page: Page, language: "zh_CN" | "en_US", expectedLang: string) {
  await page.locator(switchButton).click();
  const option = page.locator(`.language-switch [data-language="${language}"]`);
  await option.waitFor({ state: "visible" });
  await Promise.all([page.waitForEvent("load"), option.click()]);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, expectedLang);
  await waitForHydration(page);
}

describe("language switch", () => {
  it("shows the current language and offers both, the current one disabled", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      const button = page.locator(switchButton);
      expect((await button.textContent())?.trim()).toBe("CN");
      expect(await button.getAttribute("aria-expanded")).toBe("false");
      await button.click();
      await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute("aria-expanded") === "true", switchButton);
      const options = page.locator(".language-switch [data-language]");
      expect(await options.count()).toBe(2);
      expect(await options.evaluateAll((els) => els.map((el) => el.getAttribute("data-language")))).toEqual(["zh_CN", "en_US"]);
      expect(
        await options.evaluateAll((els) => els.map((el) => (el.textContent ?? "").includes("CN") || (el.textContent ?? "").includes("EN"))),
      ).toEqual([true, true]);
      expect(await page.locator('.language-switch [data-language="zh_CN"]').isDisabled()).toBe(true);
      expect(await page.locator('.language-switch [data-language="en_US"]').isDisabled()).toBe(false);
      await page.keyboard.press("Escape");
      await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute("aria-expanded") === "false", switchButton);
    });
  });

  it("choosing EN reloads in English and is remembered; CN switches back", async () => {
    await withPage(harness, async (page, context) => {
      await open(page, harness.server.origin, "/about");
      expect(await htmlLang(page)).toBe("zh-CN");
      expect(await heading(page)).toBe(aboutContent.zh_CN.hero.title);
      expect(await languageCookie(context)).toBeUndefined();

      await choose(page, "en_US", "en");
      expect(new URL(page.url()).pathname).toBe("/about");
      expect(await heading(page)).toBe(aboutContent.en_US.hero.title);
      expect(await page.title()).toBe(`About Us - ${tagline("en_US")}`);
      expect(await languageCookie(context)).toBe("en_US");
      expect((await page.locator(switchButton).textContent())?.trim()).toBe("EN");
      await page.locator(switchButton).click();
      expect(await page.locator('.language-switch [data-language="en_US"]').isDisabled()).toBe(true);
      expect(await page.locator('.language-switch [data-language="zh_CN"]').isDisabled()).toBe(false);
      await page.keyboard.press("Escape");

      // Persisted: another load of the plain path still renders English, on the server already.
      await page.reload();
      await waitForHydration(page);
      expect(await htmlLang(page)).toBe("en");
      expect(await heading(page)).toBe(aboutContent.en_US.hero.title);
      const html = await (await context.request.get(`${harness.server.origin}/news`)).text();
      expect(html).toContain('<html lang="en"');

      // Links stay on the plain paths in this mode, and other pages are English too.
      expect(await page.locator('[data-menu-key="aidc"]').getAttribute("href")).toBe("/AIDC");
      await page.locator('[data-menu-key="aidc"]').click();
      await page.waitForURL((url) => url.pathname === "/AIDC");
      await page.locator("h1", { hasText: aidcContent.en_US.hero.title }).waitFor();

      await choose(page, "zh_CN", "zh-CN");
      expect(new URL(page.url()).pathname).toBe("/AIDC");
      expect(await heading(page)).toBe(aidcContent.zh_CN.hero.title);
      expect(await languageCookie(context)).toBe("zh_CN");
      expect((await page.locator(switchButton).textContent())?.trim()).toBe("CN");
    });
  });

  it("the saved language does not leak into another visitor's session", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      await choose(page, "en_US", "en");
      // A second visitor, in a browser context of their own, while the first is still there.
      await withNewContext(harness, async (other) => {
        await open(other, harness.server.origin, "/about");
        expect(await htmlLang(other)).toBe("zh-CN");
      });
    });
  });
});

describe("/en pages", () => {
  // What the server renders under /en (language, links): http/language.test.ts.
  it("following an internal link stays English without a reload", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/en/about");
      await markDocument(page);
      await page.locator('[data-menu-key="aidc"]').click();
      await page.waitForURL((url) => url.pathname === "/en/AIDC");
      await page.locator("h1", { hasText: aidcContent.en_US.hero.title }).waitFor();
      expect(await htmlLang(page)).toBe("en");
      expect(await page.title()).toBe(`AI Data Centres - ${tagline("en_US")}`);
      expect(await isSameDocument(page)).toBe(true);
    });
  });

  it("choosing CN on /en/about goes to /about in Chinese", async () => {
    await withPage(harness, async (page, context) => {
      await open(page, harness.server.origin, "/en/about?from=test");
      await choose(page, "zh_CN", "zh-CN");
      const url = new URL(page.url());
      expect(url.pathname + url.search).toBe("/about?from=test");
      expect(await heading(page)).toBe(aboutContent.zh_CN.hero.title);
      expect(await page.title()).toBe(`公司介绍 - ${tagline("zh_CN")}`);
      expect(await languageCookie(context)).toBe("zh_CN");
    });
  });

  it("leaving /en for a Chinese page by client-side navigation switches the interface to Chinese", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/en/about");
      await navigateInApp(page, "/AIDC");
      await page.waitForURL((url) => url.pathname === "/AIDC");
      await page.locator("h1", { hasText: aidcContent.zh_CN.hero.title }).waitFor();
      await page.waitForFunction(() => document.documentElement.lang === "zh-CN");
      expect((await page.locator(switchButton).textContent())?.trim()).toBe("CN");
      expect(await page.locator('[data-menu-key="aidc"]').getAttribute("href")).toBe("/AIDC");
    });
  });
});
