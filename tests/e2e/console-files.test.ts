import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCatalogs } from "../../app/i18n/admin-catalogs.ts";
import type { Language } from "../../common/constants.ts";
import { axeViolations } from "../support/axe.ts";
import { sampleImage, samplePdf } from "../support/sample-files.ts";
import { open, startHarness, stopHarness, withNewContext, type Harness } from "./helpers.ts";
import { createStaffAccount, signInToConsole } from "./console-support.ts";

/**
 * Files and investor relations in the console (issue 13 items 2 and 3): an editor uploads an
 * image in the files screen and adds an announcement with its PDF; a visitor opens it from
 * /investorRelation and /en/investorRelation. The file's own server: these tests add content.
 */
const JOURNEY_TIMEOUT_MS = 150_000;
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ DATABASE_URL: "" });
});
afterAll(async () => {
  await stopHarness(harness);
});

describe.each([["Chinese", "zh_CN" as Language] as const, ["English", "en_US" as Language] as const])(
  "files and investor relations in %s",
  (_name, language) => {
    const t = adminCatalogs[language];

    it(
      "an editor uploads an image in the files screen and sees its WebP preview",
      async () => {
        const editor = await createStaffAccount(harness.server.dataDir, "editor");
        const name = `banner-${language}-${Date.now()}.png`;
        await withNewContext(harness, async (page) => {
          await signInToConsole(page, harness.server.origin, editor, language, "/admin/files");
          await page.locator("[data-files]").waitFor();
          expect(await page.locator("h1").first().textContent()).toBe(t.files.heading);
          await page
            .locator("input[data-upload]")
            .setInputFiles({ name, mimeType: "image/png", buffer: await sampleImage("png", 1200, 600) });
          const row = page.locator("[data-files] tbody tr", { hasText: name });
          await row.waitFor();
          expect(await row.textContent()).toContain("1200×600");
          expect(await row.textContent()).toContain(t.files.notUsed);
          const preview = row.locator("img.console-thumb");
          expect(await preview.getAttribute("src")).toMatch(/^\/files\/\d+-[0-9a-f]{16}\/w480\.webp$/);
          await page.waitForFunction(
            (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth === 480,
            await preview.elementHandle(),
          );
          expect(await axeViolations(page, "[data-files]")).toEqual([]);
        });
      },
      JOURNEY_TIMEOUT_MS,
    );

    it(
      "an editor adds an announcement with a PDF and a visitor opens it from the investor page",
      async () => {
        const editor = await createStaffAccount(harness.server.dataDir, "editor");
        const stamp = Date.now();
        const title = `临时公告 ${language} ${stamp}`;
        const titleEn = `Ad-hoc announcement ${language} ${stamp}`;
        await withNewContext(harness, async (page) => {
          await signInToConsole(page, harness.server.origin, editor, language, "/admin/investor");
          const announcements = page.locator('[data-investor-list="announcement"]');
          await announcements.locator("tbody tr").first().waitFor();
          await announcements.getByRole("button", { name: `${t.investor.add} · ${t.investor.announcements}` }).click();
          const form = page.locator("form[data-investor-form]");
          await form.getByLabel(t.investor.fields.title).fill(title);
          await form.getByLabel(t.investor.fields.titleEn).fill(titleEn);
          await form.getByLabel(t.investor.fields.date).fill("2026-11-23");
          await form
            .getByLabel(t.investor.fields.file)
            .setInputFiles({ name: "announcement.pdf", mimeType: "application/pdf", buffer: await samplePdf(titleEn) });
          await form.locator("[data-current-file]").waitFor();
          await form.getByRole("button", { name: t.investor.save }).click();
          await form.waitFor({ state: "detached" });
          // Both titles are listed, whatever the console's language.
          const row = announcements.locator("tbody tr", { hasText: title });
          await row.waitFor();
          expect(await row.textContent()).toContain(titleEn);
          // The newest date: at the top of the list (issue 26 item 7), not after the seeded ones.
          expect(await announcements.locator("tbody tr").first().textContent()).toContain(title);
          expect(await axeViolations(page, "[data-investor]")).toEqual([]);
        });

        for (const [prefix, shown] of [
          ["", title],
          ["/en", titleEn],
        ] as const) {
          // A context of its own: the browser's PDF viewer keeps a shared one from closing its page.
          await withNewContext(harness, async (page) => {
            await open(page, harness.server.origin, `${prefix}/investorRelation`);
            const item = page.locator("#announcements li", { has: page.locator("a.document-link", { hasText: shown }) });
            const link = item.locator("a.document-link");
            expect(await page.locator("#announcements li a.document-link").first().textContent()).toContain(shown);
            expect(await item.locator("time").getAttribute("datetime")).toBe("2026-11-23");
            // Reached by keyboard like every link, and opened. The server's answer to the browser's
            // navigation is checked as it arrives; the page then stays put (answered 204), because
            // headless Chromium's PDF viewer can keep its context from closing for minutes.
            const opened = new Promise<{ status: number; headers: Record<string, string>; navigation: boolean }>((resolve) => {
              void page.route("**/files/**", async (route) => {
                const answer = await route.fetch();
                resolve({ status: answer.status(), headers: answer.headers(), navigation: route.request().isNavigationRequest() });
                await route.fulfill({ status: 204 });
              });
            });
            await link.focus();
            await page.keyboard.press("Enter");
            const answer = await opened;
            expect(answer.navigation).toBe(true);
            expect(answer.status).toBe(200);
            expect(answer.headers["content-type"]).toBe("application/pdf");
            expect(answer.headers["content-disposition"]).toMatch(/^inline; /);
          });
        }
      },
      JOURNEY_TIMEOUT_MS,
    );
  },
);
