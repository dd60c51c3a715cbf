import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Language } from "../../common/constants.ts";
import { adminCatalogs } from "../../app/i18n/admin-catalogs.ts";
import { newsConsoleTexts } from "../../app/i18n/admin-news-texts.ts";
import { open, startHarness, stopHarness, withNewContext, withPage, type Harness } from "./helpers.ts";
import { createStaffAccount, signInToConsole } from "./console-support.ts";
import { axeViolations } from "../support/axe.ts";
import { sampleImage } from "../support/sample-files.ts";

/**
 * News written in the console (issue 13): an editor writes a bilingual article in the rich-text
 * editor, previews it through the public article component, publishes it, and a visitor finds it
 * on /news and /en/news and opens it; the console's news screens in both languages.
 */
const JOURNEY_TIMEOUT_MS = 150_000;
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ DATABASE_URL: "" });
});

afterAll(async () => {
  await stopHarness(harness);
});

/**
 * Writes one language's body in the Tiptap editor as a person does: key by key, the first words
 * in bold by turning bold on with the toolbar before them and off after them.
 */
async function typeBody(page: Page, lang: "zh" | "en", bold: string, rest: string, boldLabel: string) {
  const editor = page.locator(`[data-rich-text="${lang}"]`);
  const area = editor.locator(".ProseMirror");
  const boldButton = editor.getByRole("button", { name: boldLabel });
  await area.click();
  await boldButton.click();
  await page.keyboard.type(bold, { delay: 15 });
  await boldButton.click();
  await page.keyboard.type(rest, { delay: 15 });
  await expect.poll(() => area.textContent()).toBe(bold + rest);
  expect(await area.locator("strong").textContent()).toBe(bold);
}

/** Inserts an uploaded image at the end of one language's body, answering the alt-text prompt. */
async function insertImage(page: Page, lang: "zh" | "en", alt: string) {
  page.once("dialog", (dialog) => void dialog.accept(alt));
  await page
    .locator(`[data-image-input="${lang}"]`)
    .setInputFiles({ name: "datacenter-hall.png", mimeType: "image/png", buffer: await sampleImage("png", 1200, 600) });
  await page.locator(`[data-rich-text="${lang}"] .ProseMirror img[alt="${alt}"]`).waitFor();
}

describe.each([["Chinese", "zh_CN" as Language] as const, ["English", "en_US" as Language] as const])(
  "console news in %s",
  (_name, language) => {
    const texts = newsConsoleTexts[language];
    const chinese = texts.chinese;

    it(
      "an editor writes, previews and publishes a bilingual article, and a visitor reads it in both languages",
      async () => {
        const stamp = `${language}-${Date.now().toString(36)}`;
        const titleZh = `控制台发布测试 ${stamp}`;
        const titleEn = `Console publishing test ${stamp}`;
        const editor = await createStaffAccount(harness.server.dataDir, "editor");
        let articleId = 0;

        await withNewContext(harness, async (page) => {
          await signInToConsole(page, harness.server.origin, editor, language, "/admin/news");
          await page.locator("[data-news-list]").waitFor();
          expect(await page.locator("h1").textContent()).toBe(texts.heading);
          await page
            .getByRole("navigation", { name: adminCatalogs[language].menuLabel })
            .getByRole("link", { name: adminCatalogs[language].nav.news })
            .waitFor();

          await page.getByRole("link", { name: texts.newArticle }).click();
          await page.waitForURL((url) => url.pathname === "/admin/news/new");
          await page.locator('[data-rich-text="zh"] .ProseMirror').waitFor();
          await page.getByRole("textbox", { name: `${texts.title} (${chinese})` }).fill(titleZh);
          await page.getByRole("textbox", { name: `${texts.summary} (${chinese})` }).fill("中文摘要");
          await typeBody(page, "zh", "重点内容", "，其余正文。", texts.toolbar.bold);
          await insertImage(page, "zh", "数据中心机房");
          await page.getByRole("textbox", { name: `${texts.title} (${texts.english})` }).fill(titleEn);
          await page.getByRole("textbox", { name: `${texts.summary} (${texts.english})` }).fill("English summary");
          await typeBody(page, "en", "Key point", ", then the rest.", texts.toolbar.bold);

          expect(await axeViolations(page, "[data-news-editor]")).toEqual([]);

          // The preview is the public article component, in either language.
          await page.getByRole("button", { name: texts.preview }).click();
          const preview = page.getByRole("dialog", { name: texts.preview });
          await preview.locator("article.news-article").waitFor();
          const first = language === "en_US" ? titleEn : titleZh;
          expect(await preview.locator("h1").textContent()).toBe(first);
          await preview.getByRole("combobox", { name: texts.previewIn }).selectOption("zh_CN");
          expect(await preview.locator("h1").textContent()).toBe(titleZh);
          expect(await preview.locator(".news-body strong").textContent()).toBe("重点内容");
          expect(await preview.locator('.news-body img[alt="数据中心机房"]').getAttribute("src")).toMatch(
            /^\/files\/\d+-[0-9a-f]{16}\/w960\.webp$/,
          );
          await preview.getByRole("combobox", { name: texts.previewIn }).selectOption("en_US");
          expect(await preview.locator("h1").textContent()).toBe(titleEn);
          expect(await preview.locator(".news-body strong").textContent()).toBe("Key point");
          await page.keyboard.press("Escape");
          await preview.waitFor({ state: "detached" });

          await page.getByRole("button", { name: texts.publish, exact: true }).click();
          await page.waitForURL((url) => /^\/admin\/news\/\d+$/.test(url.pathname));
          articleId = Number(new URL(page.url()).pathname.split("/").pop());
          const tabs = page.getByRole("navigation", { name: adminCatalogs[language].tabsLabel });
          await tabs.getByRole("link", { name: adminCatalogs[language].articleTabs.edit.replace("{id}", String(articleId)) }).waitFor();
          await page.locator('[data-news-state="published"]').waitFor();
          const revisions = page.locator("[data-news-revisions] [data-revision]");
          await revisions.first().waitFor();

          // A second save is a second revision; the two compare field by field, and the first comes back.
          await page.getByRole("textbox", { name: `${texts.title} (${chinese})` }).fill(`${titleZh} 改`);
          await page.getByRole("button", { name: texts.saveChanges }).click();
          await expect.poll(() => revisions.count()).toBe(2);
          await revisions.nth(0).getByRole("checkbox").check();
          await revisions.nth(1).getByRole("checkbox").check();
          await page.getByRole("button", { name: texts.revisions.compare }).click();
          const changed = page.locator('[data-news-diff] [data-diff-field="title.zh"]');
          expect(await changed.locator("ins").textContent()).toBe(" 改");
          expect(await page.locator("[data-news-diff] [data-diff-field]").count()).toBe(1);
          await revisions.nth(1).getByRole("button", { name: texts.revisions.restore }).click();
          await page.getByRole("button", { name: texts.confirm.ok, exact: true }).click();
          await expect.poll(() => revisions.count()).toBe(3);
          expect(await page.getByRole("textbox", { name: `${texts.title} (${chinese})` }).inputValue()).toBe(titleZh);
          await page.locator('[data-news-state="published"]').waitFor();

          // The list finds it by its English title, published.
          await page.goto(`${harness.server.origin}/admin/news?q=${encodeURIComponent(titleEn)}`);
          const row = page.locator("[data-news-list] tbody tr", { hasText: titleZh });
          await row.waitFor();
          expect(await row.locator("[data-news-status]").getAttribute("data-news-status")).toBe("published");
          expect(await axeViolations(page, "[data-news-list]")).toEqual([]);
        });

        await withPage(harness, async (page) => {
          // Visitors never download the editor (Tiptap) or the revision diff.
          const fetched: string[] = [];
          page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
          await open(page, harness.server.origin, "/news");
          await page.getByRole("link", { name: titleZh }).first().waitFor();
          await open(page, harness.server.origin, "/en/news");
          await page.getByRole("link", { name: titleEn }).first().click();
          await page.waitForURL((url) => url.pathname === `/en/newsDetail/${articleId}`);
          expect(await page.locator("article.news-article h1").textContent()).toBe(titleEn);
          expect(await page.locator(".news-body strong").textContent()).toBe("Key point");
          await open(page, harness.server.origin, `/newsDetail/${articleId}`);
          expect(await page.locator(".news-body").textContent()).toBe("重点内容，其余正文。");
          const image = page.locator('.news-body img[alt="数据中心机房"]');
          await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(960);
          expect(fetched.filter((file) => /\/assets\/(news-editor|admin-news-texts|console-layout)-/.test(file))).toEqual([]);
          expect(fetched.some((file) => file.startsWith("/assets/news-detail-"))).toBe(true);
        });
      },
      JOURNEY_TIMEOUT_MS,
    );
  },
);
