import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newsConsoleTexts } from "../../app/i18n/admin-news-texts.ts";
import { previewTexts } from "../../app/i18n/preview-texts.ts";
import type { Language } from "../../common/constants.ts";
import { axeViolations } from "../support/axe.ts";
import { newWatchedPage } from "../support/browser.ts";
import { startHarness, stopHarness, withNewContext, type Harness } from "./helpers.ts";
import { createStaffAccount, signInToConsole } from "./console-support.ts";

/**
 * Share preview (issue 26 item 6): a link made in the article editor opens the draft as saved,
 * as the public page shows it, in a browser that never signed in, in both languages; it is kept
 * by no cache and indexed by nobody; once revoked it answers like a link that never existed.
 */
const SCREENSHOTS = path.resolve(import.meta.dirname, "..", ".artifacts", "screenshots");
const texts = newsConsoleTexts.en_US;
let harness: Harness;
let editor: string;

beforeAll(async () => {
  harness = await startHarness({ DATABASE_URL: "" });
  editor = await createStaffAccount(harness.server.dataDir, "editor");
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await stopHarness(harness);
});

/** A new draft, saved, in both languages; answers its id. */
async function saveDraft(page: Page, titles: { zh: string; en: string }): Promise<number> {
  await page.locator('[data-rich-text="zh"] .ProseMirror').waitFor();
  await page.getByRole("textbox", { name: `${texts.title} (${texts.chinese})`, exact: true }).fill(titles.zh);
  await page.getByRole("textbox", { name: `${texts.title} (${texts.english})`, exact: true }).fill(titles.en);
  await page.locator('[data-rich-text="zh"] .ProseMirror').click();
  await page.keyboard.type("审阅用的正文。", { delay: 5 });
  await page.locator('[data-rich-text="en"] .ProseMirror').click();
  await page.keyboard.type("Body for review.", { delay: 5 });
  await page.getByRole("button", { name: texts.saveDraft }).click();
  await page.waitForURL((url) => /^\/admin\/news\/\d+$/.test(url.pathname));
  await page.locator('[data-news-state="draft"]').waitFor();
  return Number(new URL(page.url()).pathname.split("/").pop());
}

/** Opens the share dialog and makes a link valid for the default time; answers both addresses. */
async function makeLink(page: Page, language: Language) {
  const share = newsConsoleTexts[language].share;
  await page.getByRole("button", { name: share.button }).click();
  const dialog = page.getByRole("dialog", { name: share.title });
  await dialog.waitFor();
  expect(await dialog.getByRole("combobox", { name: share.validFor }).inputValue()).toBe("7");
  await dialog.getByRole("button", { name: share.create }).click();
  const zh = await dialog.getByRole("textbox", { name: share.chineseLink }).inputValue();
  const en = await dialog.getByRole("textbox", { name: share.englishLink }).inputValue();
  return { dialog, zh, en };
}

describe("share preview", () => {
  it("opens the saved draft signed out in both languages, uncached and unindexed, and stops once revoked", async () => {
    await withNewContext(harness, async (page) => {
      await signInToConsole(page, harness.server.origin, editor, "en_US", "/admin/news/new");
      await saveDraft(page, { zh: "待审草稿标题", en: "Draft title for review" });
      // Typed, not saved: the link shows what is saved, and the dialog says so.
      await page.getByRole("textbox", { name: `${texts.title} (${texts.english})`, exact: true }).fill("Not saved yet");
      const { dialog, zh, en } = await makeLink(page, "en_US");
      await dialog.locator("[data-share-unsaved]").waitFor();
      expect(zh).toMatch(new RegExp(`^${harness.server.origin}/preview/[A-Za-z0-9_-]{43}$`));
      expect(en).toBe(zh.replace("/preview/", "/en/preview/"));
      const rows = dialog.locator("tbody tr");
      await expect.poll(() => rows.count()).toBe(1);
      expect(await rows.first().textContent()).toContain(editor);

      await withNewContext(harness, async (visitor) => {
        for (const [address, title, body] of [
          [zh, "待审草稿标题", "审阅用的正文。"],
          [en, "Draft title for review", "Body for review."],
        ] as const) {
          const response = (await visitor.goto(address))!;
          expect(response.status()).toBe(200);
          expect(response.headers()["cache-control"]).toBe("private, no-store");
          expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
          expect(await visitor.locator("article.news-article h1").textContent()).toBe(title);
          expect(await visitor.title()).toMatch(new RegExp(`^${title} - `));
          expect(await visitor.locator(".news-body").textContent()).toBe(body);
          expect(await visitor.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
          await visitor.locator("[data-preview-notice]").waitFor();
          const name = `preview-page-${address === zh ? "zh" : "en"}`;
          await visitor.screenshot({ path: path.join(SCREENSHOTS, `${name}-1280.png`) });
          await visitor.setViewportSize({ width: 390, height: 844 });
          await visitor.screenshot({ path: path.join(SCREENSHOTS, `${name}-390.png`) });
          await visitor.setViewportSize({ width: 1280, height: 720 });
        }
        // Nobody is signed in here: the console sends this browser to the sign-in page.
        await visitor.goto(`${harness.server.origin}/admin`);
        await visitor.waitForURL((url) => url.pathname === "/login");
      });

      await dialog.getByRole("button", { name: texts.share.revoke }).click();
      await page.getByRole("dialog", { name: texts.share.revoke }).getByRole("button", { name: texts.share.revoke }).click();
      await dialog.getByText(texts.share.none).waitFor();

      // A fresh browser again; its only problems are the three 404s asked for.
      const context = await harness.browser.newContext();
      try {
        const { page: visitor, problems } = await newWatchedPage(context);
        const gone = previewTexts.zh_CN.goneTitle;
        const revoked = (await visitor.goto(zh))!;
        expect(revoked.status()).toBe(404);
        expect(revoked.headers()["cache-control"]).toBe("private, no-store");
        expect(revoked.headers()["x-robots-tag"]).toBe("noindex, nofollow");
        expect(await visitor.locator("h1").textContent()).toBe(gone);
        const unknown = zh.replace(/.{4}$/, "AAAA");
        const never = (await visitor.goto(unknown))!;
        expect([never.status(), await visitor.locator("h1").textContent()]).toEqual([404, gone]);
        const english = (await visitor.goto(en))!;
        expect([english.status(), await visitor.locator("h1").textContent()]).toEqual([404, previewTexts.en_US.goneTitle]);
        expect(problems.failedRequests).toEqual([zh, unknown, en].map((address) => `404 ${address}`));
        expect(problems.consoleErrors.every((message) => message.includes("404"))).toBe(true);
      } finally {
        await context.close();
      }
    });
  });

  it("shows the share dialog in both console languages, on a desktop and a phone, with no axe violation", async () => {
    for (const language of ["zh_CN", "en_US"] as const) {
      await withNewContext(harness, async (page) => {
        await signInToConsole(page, harness.server.origin, editor, language, "/admin/news/new");
        const console = newsConsoleTexts[language];
        await page.locator('[data-rich-text="zh"] .ProseMirror').waitFor();
        await page
          .getByRole("textbox", { name: `${console.title} (${console.chinese})`, exact: true })
          .fill(language === "zh_CN" ? "分享对话框" : "Share dialog");
        await page.getByRole("textbox", { name: `${console.title} (${console.english})`, exact: true }).fill("Share dialog");
        await page.getByRole("button", { name: console.saveDraft }).click();
        await page.locator('[data-news-state="draft"]').waitFor();
        const { dialog } = await makeLink(page, language);
        await expect.poll(() => dialog.locator("tbody tr").count()).toBe(1);
        expect(await axeViolations(page, "[data-share-preview]")).toEqual([]);
        await dialog.screenshot({ path: path.join(SCREENSHOTS, `share-preview-${language}-1280.png`) });
        await page.setViewportSize({ width: 390, height: 844 });
        const width = await dialog.evaluate((element) => element.getBoundingClientRect().width);
        expect(width).toBeLessThanOrEqual(390);
        expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        await dialog.screenshot({ path: path.join(SCREENSHOTS, `share-preview-${language}-390.png`) });
      });
    }
  });
});
