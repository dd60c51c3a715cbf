import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { pages } from "../../app/page-registry.ts";
import { open, startHarness, stopHarness, withPage, type Harness } from "./helpers.ts";

/** Site configuration overrides: the page must show these, proving the values are not hard-coded. */
const SITE = {
  SITE_HOTLINE: "400-611-0001",
  SITE_COMPLAINT_HOTLINE: "400-622-0002",
  SITE_ICP_FILING: "测ICP备20240001号-9",
  SITE_PSB_FILING: "测公网安备11000002000099号",
  SITE_PARENT_COMPANY_URL: "https://parent.e2e.test/",
  SITE_CHAT_URL: "https://chat.e2e.test/start",
};

const HIDDEN_PATHS = ["/login", "/register", "/forget", "/callback", "/callbackSuccess", "/401"];

/** Paths of the registry entries that set `flag`. */
function flagged(flag: "hiddenNav" | "hiddenFooter"): string[] {
  return pages
    .filter((page) => flag in page && (page as Record<string, unknown>)[flag] === true)
    .map((page) => page.path)
    .toSorted();
}

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness(SITE);
  // External addresses of the configuration, answered locally so that new tabs can load them.
  await harness.context.route("https://*.e2e.test/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>external</title>" }),
  );
});

afterAll(async () => {
  await stopHarness(harness);
});

/** Path (and query) of every link inside `selector`, resolved against the page. */
function linkPaths(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(`${selector} a[href]`, (links) =>
    links.map((link) => {
      const url = new URL((link as HTMLAnchorElement).href);
      return url.origin === location.origin ? url.pathname + url.search + url.hash : url.href;
    }),
  );
}

describe("hidden pages", () => {
  it("the registry marks exactly the spec's hidden pages (plus the redirect helper)", () => {
    const hidden = pages.filter((page) => "hidden" in page && page.hidden).map((page) => page.path);
    expect(hidden.toSorted()).toEqual([...HIDDEN_PATHS, "/redirect/*"].toSorted());
  });

  it("the registry hides the bar and the footer exactly on the standalone and sign-in pages", () => {
    // routes.test.ts checks that every screen renders according to these flags.
    const standalone = ["/login", "/register", "/forget", "/callback", "/callbackSuccess"].toSorted();
    expect(flagged("hiddenNav")).toEqual(standalone);
    expect(flagged("hiddenFooter")).toEqual(standalone);
  });

  it("are not linked from the menu entries or the footer", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      const menuLinks = await linkPaths(page, "#main-menu .menu-list");
      const footerLinks = await linkPaths(page, ".site-footer");
      // Sanity: the lists are the real menu and footer.
      expect(menuLinks).toContain("/AIDC");
      expect(footerLinks).toContain("/ecologyPartner");
      for (const hidden of HIDDEN_PATHS) {
        expect(menuLinks.map((link) => link.split(/[?#]/)[0])).not.toContain(hidden);
        expect(footerLinks.map((link) => link.split(/[?#]/)[0])).not.toContain(hidden);
      }
    });
  });
});

/** Menu keys marked as the current page, and all menu keys marked active. */
async function activeKeys(page: Page) {
  return {
    current: await page.$$eval("#main-menu [aria-current='page']", (els) => els.map((el) => el.getAttribute("data-menu-key"))),
    active: await page.$$eval("#main-menu [data-active='true']", (els) => els.map((el) => el.getAttribute("data-menu-key"))),
  };
}

describe("menu highlighting", () => {
  it.each([
    ["/cabinet", "aidc"],
    ["/en/cabinet", "aidc"],
    ["/newsDetail/5", "news"],
    ["/en/newsDetail/5", "news"],
    ["/index", "home"],
    ["/AIDC", "aidc"],
    ["/news", "news"],
  ])("on %s the %s link is the current page and the only highlighted entry", async (path, key) => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, path);
      const link = page.locator(`#main-menu [data-menu-key="${key}"]`);
      expect(await link.getAttribute("aria-current")).toBe("page");
      expect(await link.getAttribute("data-active")).toBe("true");
      expect(await activeKeys(page)).toEqual({ current: [key], active: [key] });
    });
  });

  it.each([
    ["/about", "aboutGroup", "about"],
    ["/investorRelation", "aboutGroup", "investorRelation"],
    ["/cloudProduct", "products", "cloudProduct"],
  ])("on %s the %s dropdown button is active and its %s child is current", async (path, group, child) => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, path);
      expect(await page.locator(`button[data-menu-key="${group}"]`).getAttribute("data-active")).toBe("true");
      expect(await activeKeys(page)).toEqual({ current: [child], active: [group, child] });
    });
  });

  it("the highlight follows client-side navigation", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/index");
      await page.locator('[data-menu-key="news"]').click();
      await page.waitForURL((url) => url.pathname === "/news");
      await page.waitForFunction(() => document.querySelector('[data-menu-key="news"]')?.getAttribute("aria-current") === "page");
      expect(await activeKeys(page)).toEqual({ current: ["news"], active: ["news"] });
    });
  });

  it("the parent-company entry is an external link that opens in a new tab", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      const link = page.locator('[data-menu-key="parentCompany"]');
      expect(await link.evaluate((el) => el.tagName)).toBe("A");
      expect(await link.getAttribute("href")).toBe(SITE.SITE_PARENT_COMPANY_URL);
      expect(await link.getAttribute("target")).toBe("_blank");
      expect((await link.getAttribute("rel"))?.split(/\s+/)).toContain("noopener");
      expect(await link.getAttribute("data-active")).toBe("false");
      const [popup] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(SITE.SITE_PARENT_COMPANY_URL);
      expect(new URL(page.url()).pathname).toBe("/about");
      await popup.close();
    });
  });
});

describe("footer", () => {
  it("has the five spec columns with their links", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      const columns = page.locator(".site-footer .footer-column");
      expect(await columns.count()).toBe(5);
      const counts = await columns.evaluateAll((els) => els.map((el) => el.querySelectorAll("a[href]").length));
      expect(counts).toEqual([4, 5, 1, 3, 4]);

      // The second product link carries the HOT badge, and it is the only one in the footer.
      const firstColumnLinks = columns.nth(0).locator("a");
      expect(await firstColumnLinks.nth(1).locator(".hot-badge").count()).toBe(1);
      expect(await page.locator(".site-footer .hot-badge").count()).toBe(1);

      const column = (index: number) =>
        columns
          .nth(index)
          .locator("a")
          .evaluateAll((els) =>
            els.map((el) => {
              const url = new URL((el as HTMLAnchorElement).href);
              return url.pathname + url.search;
            }),
          );
      expect(await column(1)).toEqual(["/AIDC", "/AIDC", "/AIDC", "/AIDC", "/AIDC"]);
      expect(await column(4)).toEqual(["/news?type=1", "/news?type=2", "/news?type=3", "/news?type=4"]);

      const allPaths = new Set((await linkPaths(page, ".site-footer .footer-columns")).map((link) => link.split(/[?#]/)[0]));
      for (const required of [
        "/AIDC",
        "/sunCloudAIPro",
        "/cloudProduct",
        "/networkService",
        "/ecologyPartner",
        "/about",
        "/greenDevelop",
        "/news",
      ]) {
        expect(allPaths, `footer links to ${required}`).toContain(required);
      }
    });
  });

  it("shows the configured hotlines and filing numbers", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      const hotline = page.locator("[data-testid=hotline]");
      const complaint = page.locator("[data-testid=complaint-hotline]");
      expect((await hotline.textContent())?.trim()).toBe(SITE.SITE_HOTLINE);
      expect(await hotline.getAttribute("href")).toBe("tel:4006110001");
      expect((await complaint.textContent())?.trim()).toBe(SITE.SITE_COMPLAINT_HOTLINE);
      expect(await complaint.getAttribute("href")).toBe("tel:4006220002");

      const icp = page.locator("[data-testid=icp-filing]");
      expect((await icp.textContent())?.trim()).toBe(SITE.SITE_ICP_FILING);
      expect(await icp.getAttribute("href")).toBe("https://beian.miit.gov.cn/");
      expect(await icp.getAttribute("target")).toBe("_blank");

      const psb = page.locator("[data-testid=psb-filing]");
      expect((await psb.textContent())?.trim()).toBe(SITE.SITE_PSB_FILING);
      expect(new URL((await psb.getAttribute("href"))!).hostname).toBe("beian.mps.gov.cn");

      // Copyright line with the current year.
      expect(await page.locator(".footer-bottom").textContent()).toContain(`-${new Date().getFullYear()}`);
    });
  });

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
      const chat = page.locator(".floating-tools a.floating-button");
      expect(await chat.getAttribute("href")).toBe(SITE.SITE_CHAT_URL);
      expect(await chat.getAttribute("target")).toBe("_blank");
      expect((await chat.getAttribute("rel"))?.split(/\s+/)).toContain("noopener");
      const [popup] = await Promise.all([page.context().waitForEvent("page"), chat.click()]);
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
