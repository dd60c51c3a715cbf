import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Language } from "../../common/constants.ts";
import { pages, type PageEntry } from "../../app/page-registry.ts";
import { homePageContent } from "../../content/pages/home-page.ts";
import type { Page } from "playwright-core";
import { axeViolations } from "../support/axe.ts";
import { problemsAtEveryWidth } from "../support/layout-checks.ts";
import { expectedHeading } from "../support/page-expectations.ts";
import {
  expectNoProblems,
  isSameDocument,
  markDocument,
  navigateInApp,
  open,
  startHarness,
  stopHarness,
  sweepTab,
  tagline,
  VIEWPORT,
  withNewContext,
  withPage,
  type Harness,
} from "./helpers.ts";

/**
 * Every screen in Chromium: it hydrates without an error, stays at its URL, passes axe and holds
 * its layout at every width. What the server renders (status, title, headings, content, links): http/routes.test.ts and
 * http/page-content.test.ts.
 */
const screens = pages
  .filter((page) => page.id !== "redirect")
  .map((page): PageEntry & { url: string } => ({ ...page, url: page.path.replace(":id", "3") }));
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * The sign-in return screens, opened without a provider's answer, end on their failure, and
 * /callback's failed request raises a toast that fades in: axe must see them settled, or it
 * measures the toast's text half transparent.
 */
async function settled(page: Page, screenId: string): Promise<void> {
  if (screenId !== "callback" && screenId !== "callbackSuccess") return;
  await page.locator('[data-oidc-state="failed"]').waitFor();
  if (screenId === "callback") await page.locator(".toast").waitFor();
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await stopHarness(harness);
});

/**
 * The sign-in return screens have no layout of their own, and the account page sends a signed-out
 * visitor to /login (tests/e2e/account.test.ts checks its layout signed in).
 */
const WITHOUT_LAYOUT = new Set(["callback", "callbackSuccess", "account"]);

describe.each([
  ["Chinese", "zh_CN" as Language, ""],
  ["English", "en_US" as Language, "/en"],
])("every screen in %s", (_label, language, prefix) => {
  it("covers the 19 screens of the spec, the account page, the privacy policy and site search", () => {
    expect(screens).toHaveLength(22);
  });

  // Loads in one tab, as a visitor going from page to page: a new context per page (a new
  // renderer, an empty cache) made each take about twice as long (decision 016).
  const tab = sweepTab(() => harness);

  async function arrivesWithItsHeading(page: Page, url: string, screen: (typeof screens)[number]) {
    await page.setViewportSize(VIEWPORT);
    await open(page, harness.server.origin, url);
    await settled(page, screen.id);
    // This sweep is signed out: the account page sends such a visitor to log in and back, as soon
    // as it has hydrated (reading the address before that navigation ends only raced it). The
    // signed-in account page and its axe check: account.test.ts.
    const arrival = screen.id === "account" ? `${prefix}/login?redirect=${encodeURIComponent(url)}` : url;
    const arrivalScreen = screen.id === "account" ? screens.find((entry) => entry.id === "login")! : screen;
    await page.waitForURL((location) => location.pathname + location.search === arrival);
    // The address changes a moment before the arriving screen is drawn.
    await expect
      .poll(async () => (await page.locator("h1").allTextContents()).map((text) => text.trim()))
      .toEqual([expectedHeading(arrivalScreen, language)]);
  }

  const withUrl = (list: typeof screens) => list.map((screen) => [prefix + screen.url, screen] as const);

  it.each(withUrl(screens.filter((screen) => !WITHOUT_LAYOUT.has(screen.id))))(
    "%s hydrates at its URL with its heading, has no axe violations and holds its layout at every width",
    async (url, screen) => {
      const { page, problems } = tab.next();
      await arrivesWithItsHeading(page, url, screen);
      expect(await axeViolations(page), `axe violations on ${url}`).toEqual([]);
      // At every width people use (issues 14 and 33): nothing scrolls sideways, no text runs out of
      // its box, no icon under 8 px, no figure text under 12 px, popovers inside the viewport, the
      // side tool beside the content, no Chinese unit split across lines (support/layout-checks.ts).
      expect(await problemsAtEveryWidth(page)).toEqual([]);
      expectNoProblems(problems);
    },
  );

  it.each(withUrl(screens.filter((screen) => WITHOUT_LAYOUT.has(screen.id))))(
    "%s hydrates at its URL with its heading and has no axe violations",
    async (url, screen) => {
      const { page, problems } = tab.next();
      await arrivesWithItsHeading(page, url, screen);
      expect(await axeViolations(page), `axe violations on ${url}`).toEqual([]);
      expectNoProblems(problems);
    },
  );
});

describe("phone width", () => {
  // Sideways scrolling of every public page, at 360 and 390 px among others: the sweep above.
  it.each(["/AIDC", "/en/sunCloudAIPro", "/index"])("%s has no axe violations and no horizontal scrolling", async (url) => {
    await withNewContext(
      harness,
      async (page) => {
        await open(page, harness.server.origin, url);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await axeViolations(page), `axe violations on ${url}`).toEqual([]);
      },
      PHONE,
    );
  });
});

describe("loading order on a phone", () => {
  // The page's modules must not compete with the first paint for a phone's line (decision 010):
  // the browser asks for them only once it has reported the first contentful paint.
  it.each(["/index", "/en/cabinet", "/login"])("%s fetches its scripts after the first contentful paint, then hydrates", async (url) => {
    await withNewContext(
      harness,
      async (page) => {
        await open(page, harness.server.origin, url);
        const timing = await page.evaluate(() => ({
          firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
          scriptStarts: performance
            .getEntriesByType("resource")
            .filter((entry) => /\/assets\/[\w.-]+\.js$/.test(entry.name))
            .map((entry) => entry.startTime),
        }));
        expect(timing.firstContentfulPaint).toBeGreaterThan(0);
        expect(timing.scriptStarts.length).toBeGreaterThan(3);
        expect(Math.min(...timing.scriptStarts)).toBeGreaterThanOrEqual(timing.firstContentfulPaint!);
      },
      PHONE,
    );
  });
});

describe("client-side navigation to a path that is not a screen", () => {
  it("an unknown path ends at /index", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      await markDocument(page);
      await navigateInApp(page, "/no-such-page");
      await page.waitForURL((url) => url.pathname === "/index");
      await page.locator("h1", { hasText: homePageContent.zh_CN.hero.title }).waitFor();
      expect(await page.title()).toBe(`首页 - ${tagline("zh_CN")}`);
      expect(await isSameDocument(page)).toBe(true);
    });
  });

  it("an unknown /en path ends at /en/index in English", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/en/about");
      await markDocument(page);
      await navigateInApp(page, "/en/no-such-page");
      await page.waitForURL((url) => url.pathname === "/en/index");
      await page.locator("h1", { hasText: homePageContent.en_US.hero.title }).waitFor();
      expect(await page.title()).toBe(`Home - ${tagline("en_US")}`);
      expect(await isSameDocument(page)).toBe(true);
    });
  });

  it("a non-numeric news id ends at /index", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/news");
      await markDocument(page);
      await navigateInApp(page, "/newsDetail/abc");
      await page.waitForURL((url) => url.pathname === "/index");
      await page.locator("h1", { hasText: homePageContent.zh_CN.hero.title }).waitFor();
      expect(await isSameDocument(page)).toBe(true);
    });
  });
});
