import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { pages } from "../../app/page-registry.ts";
import { LAYOUT_WIDTHS, layoutProblems, popoverProblems } from "../support/layout-checks.ts";
import { expectNoProblems, open, startHarness, stopHarness, sweepTab, VIEWPORT, withNewContext, type Harness } from "./helpers.ts";

/**
 * Every public page at the widths people use, in both languages (issues 14 and 33): nothing scrolls
 * sideways, no text runs out of its box, no icon is squeezed below 8 px, no figure text under
 * 12 px, every popover inside the viewport, the side tool beside the content (never on it), and no
 * Chinese unit split across lines. One load per page and
 * language; the viewport is then resized through the widths, as a window would be.
 */
// The account page sends a signed-out visitor to /login; tests/e2e/account.test.ts checks it signed in.
const WITHOUT_LAYOUT = new Set(["callback", "callbackSuccess", "redirect", "account"]);
const paths = pages.filter((page) => !WITHOUT_LAYOUT.has(page.id)).map((page) => page.path.replace(":id", "1"));

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await stopHarness(harness);
});

/** Two rendered frames: the layout at the new width is done. */
function settled(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe.each([
  ["Chinese", ""],
  ["English", "/en"],
])("layout at every width in %s", (_label, prefix) => {
  // Loads in one tab: a new context per page (a new renderer, an empty cache) made each take about
  // twice as long (decision 016). Every popover is closed again before the next page.
  const tab = sweepTab(() => harness);

  it.each(paths)("%s", async (path) => {
    const { page, problems: pageProblems } = tab.next();
    await page.setViewportSize(VIEWPORT);
    await open(page, harness.server.origin, `${prefix}${path}`);
    const problems: string[] = [];
    for (const width of LAYOUT_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await settled(page);
      for (const problem of [...(await layoutProblems(page)), ...(await popoverProblems(page))]) problems.push(`${width} px: ${problem}`);
    }
    expect(problems).toEqual([]);
    expectNoProblems(pageProblems);
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
        await settled(page);
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
