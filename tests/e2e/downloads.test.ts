import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Download, Page } from "playwright-core";
import type { Language } from "../../common/constants.ts";
import { investorContent } from "../../content/pages/investor.ts";
import { leadsCatalogs } from "../../app/i18n/leads-catalogs.ts";
import { httpMessages } from "../../app/lib/http/error-messages.ts";
import { downloadedBytes, open, startHarness, stopHarness, withPage, type Harness } from "./helpers.ts";

/**
 * Report downloads on /investorRelation end to end (issue 5): each report through
 * GET /api/resource/oss/download/{id} with the name from the download-filename header, and all of
 * them as one zip, both through the spec section 7 blob helpers (a fetch, not a navigation).
 */
let harness: Harness;

/*
 * The tests share the file's context and its HTTP cache, like a visitor's browser. The downloads
 * are cacheable (private, max-age=300) and name their file in the request's language, so they send
 * `Vary: Content-Language` (tests/api/content.test.ts); the pages link each language's own files.
 */

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await stopHarness(harness);
});

async function downloadBy(page: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return { download, bytes: await downloadedBytes(download) };
}

describe.each([
  ["Chinese", "zh_CN" as Language, ""],
  ["English", "en_US" as Language, "/en"],
])("investor report downloads in %s", (_label, language, prefix) => {
  const content = investorContent[language];
  const text = leadsCatalogs[language].downloads;

  it("offers every report as a download and saves it under the name from the download-filename header", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, `${prefix}/investorRelation`);
      const links = page.locator("#reports a[data-oss-id]");
      expect(await links.count()).toBe(content.reports.length);
      expect(await page.locator("#reports .document-status").count()).toBe(0);
      const first = content.reports[0]!;
      const firstLink = page.locator(`[data-report="${first.id}"] a[data-oss-id]`);
      // Named "Download · size title": the visible text first, then the report it is for.
      expect(await firstLink.textContent()).toMatch(new RegExp(`^${text.download} · [\\d.]+ KB ${first.title.replace(/[()]/g, "\\$&")}$`));

      const fetches: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/resource/oss/download/"))
          fetches.push(`${request.resourceType()} ${request.headers()["content-language"]}`);
      });
      const { download, bytes } = await downloadBy(page, () => firstLink.click());
      expect(download.suggestedFilename()).toBe(`${first.title}.pdf`);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      // Through the request layer (a fetch with the page's language), not a plain navigation.
      expect(fetches).toEqual([`fetch ${language}`]);
      // The loading overlay came and went.
      await expect.poll(() => page.locator("dialog.loading-overlay[open]").count()).toBe(0);

      const last = content.reports.at(-1)!;
      const second = await downloadBy(page, () => page.locator(`[data-report="${last.id}"] a[data-oss-id]`).click());
      expect(second.download.suggestedFilename()).toBe(`${last.title}.pdf`);
    });
  });

  it("a download that fails on the way says so with the download error, not the connection error", async () => {
    // A page of its own: the failed request and the logged error are what this test provokes.
    const context = await harness.browser.newContext();
    try {
      const page = await context.newPage();
      await page.route("**/api/resource/oss/download/**", (route) => route.abort("connectionfailed"));
      await open(page, harness.server.origin, `${prefix}/investorRelation`);
      await page.locator(`[data-report="${content.reports[0]!.id}"] a[data-oss-id]`).click();
      const toast = await page.waitForSelector('.toast[data-type="error"]');
      expect(await toast.textContent()).toContain(httpMessages[language].downloadError);
      expect(await page.locator(".toast[data-type]").count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("offers all reports as one zip", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, `${prefix}/investorRelation`);
      const button = page.locator("a[data-reports-zip]");
      expect(await button.textContent()).toBe(text.downloadAll);
      const { download, bytes } = await downloadBy(page, () => button.click());
      expect(download.suggestedFilename()).toBe(text.zipName);
      expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
      // Every report is in it, under its name in the page's language.
      const names = content.reports.map((report) => `${report.title}.pdf`);
      const listing = bytes.toString("utf8");
      for (const name of names) expect(listing).toContain(name);
    });
  });
});
