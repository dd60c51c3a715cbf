import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Language } from "../../common/constants.ts";
import { adminCatalogs } from "../../app/i18n/admin-catalogs.ts";
import { startHarness, stopHarness, withNewContext, type Harness } from "./helpers.ts";
import { createStaffAccount, signInToConsole } from "./console-support.ts";

/**
 * Issue 13 items 4-6 in the browser: an admin changes the hotline in /admin/settings and the
 * public footer shows it in both languages; the settings, home-lists and dictionaries screens
 * render in both console languages (switched with the console's own language button).
 */
const JOURNEY_TIMEOUT_MS = 150_000;
let harness: Harness;

beforeAll(async () => {
  // A server of this file's own: the test changes the site settings.
  harness = await startHarness({ DATABASE_URL: "", SITE_HOTLINE: "400-100-1000" });
});
afterAll(async () => {
  await stopHarness(harness);
});

async function footerHotline(page: Page, address: string) {
  await page.goto(harness.server.origin + address);
  return page.locator('footer [data-testid="hotline"]').textContent();
}

describe("console content screens in Chromium", () => {
  it(
    "an admin changes the hotline in /admin/settings and the footer shows it on /index and /en/index",
    async () => {
      const admin = await createStaffAccount(harness.server.dataDir, "admin");
      await withNewContext(harness, async (page) => {
        expect(await footerHotline(page, "/index")).toBe("400-100-1000");
        await signInToConsole(page, harness.server.origin, admin, "zh_CN", "/admin/settings");
        const t = adminCatalogs.zh_CN;
        const hotline = page.getByRole("textbox", { name: t.settings.fields.hotline, exact: true });
        await hotline.waitFor();
        // Unsaved: empty, with the environment's value as its placeholder.
        expect(await hotline.inputValue()).toBe("");
        expect(await hotline.getAttribute("placeholder")).toBe("400-100-1000");

        // A bad URL is refused in the form, under its field, before anything is sent.
        const chat = page.getByRole("textbox", { name: t.settings.fields.chatUrl, exact: true });
        await chat.fill("ftp://example.test/chat");
        await page.getByRole("button", { name: t.content.save, exact: true }).click();
        await page.locator('[data-setting="chatUrl"] [data-error]').waitFor();
        await chat.fill("");

        await hotline.fill("400-686-8686");
        const saved = page.waitForResponse(
          (response) => response.url().endsWith("/api/admin/settings") && response.request().method() === "PUT",
        );
        await page.getByRole("button", { name: t.content.save, exact: true }).click();
        expect(((await (await saved).json()) as { code: number }).code).toBe(200);

        expect(await footerHotline(page, "/index")).toBe("400-686-8686");
        expect(await footerHotline(page, "/en/index")).toBe("400-686-8686");
      });
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    "the settings, home and dictionaries screens render in both console languages",
    async () => {
      const admin = await createStaffAccount(harness.server.dataDir, "admin");
      await withNewContext(harness, async (page) => {
        await signInToConsole(page, harness.server.origin, admin, "zh_CN", "/admin/settings");
        for (const language of ["zh_CN", "en_US"] as Language[]) {
          const t = adminCatalogs[language];
          if (language === "en_US") {
            await page.getByRole("button", { name: adminCatalogs.zh_CN.otherLanguage, exact: true }).click();
            await page.waitForFunction((lang) => document.documentElement.lang === lang, "en");
          }
          const menu = page.getByRole("navigation", { name: t.menuLabel });
          await menu.getByRole("link", { name: t.nav.settings }).click();
          await page.getByRole("heading", { level: 1, name: t.settings.heading }).waitFor();
          await page.getByRole("textbox", { name: t.settings.fields.salesEmail, exact: true }).waitFor();

          await menu.getByRole("link", { name: t.nav.home }).click();
          await page.getByRole("heading", { level: 1, name: t.home.heading }).waitFor();
          // The seeded customer cases are listed, each with its keyboard-reachable move buttons.
          await page.locator("[data-home-lists] tbody tr").first().waitFor();
          await page.getByRole("button", { name: t.home.lists.qualification }).click();
          await page.locator("[data-home-lists] tbody tr button", { hasText: t.content.edit }).first().click();
          await page.getByRole("heading", { level: 2, name: t.home.editRow }).waitFor();

          await menu.getByRole("link", { name: t.nav.dictionaries }).click();
          await page.getByRole("heading", { level: 1, name: t.dictionaries.heading }).waitFor();
          await page.locator('[data-dict-type="web_demand_type"] tbody tr').first().waitFor();
          expect(await page.locator('[data-dict-type="web_demand_type"] h2').textContent()).toContain(t.dictionaries.types.web_demand_type);
        }
      });
    },
    JOURNEY_TIMEOUT_MS,
  );
});
