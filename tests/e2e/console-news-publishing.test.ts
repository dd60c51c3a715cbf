import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newsConsoleTexts } from "../../app/i18n/admin-news-texts.ts";
import { fill } from "../../app/lib/fill.ts";
import { NEWS_SEO_DESCRIPTION_MAX, NEWS_SEO_TITLE_MAX } from "../../common/news-publishing.ts";
import { axeViolations } from "../support/axe.ts";
import { createStaffAccount, signInToConsole } from "./console-support.ts";
import { startHarness, stopHarness, withNewContext, type Harness } from "./helpers.ts";

/**
 * Issue 26 item 5 in the editor: the publishing fields (link name following the English title,
 * unpublish time, per language the SEO title and description with their counters, cover alt text
 * and share image), and the check before publishing that names what a language lacks and lets
 * the person publish anyway or go back. Screenshots in both console languages, desktop and phone.
 */
const SCREENSHOTS = path.resolve(import.meta.dirname, "..", ".artifacts", "screenshots");
let harness: Harness;
let editor = "";

beforeAll(async () => {
  harness = await startHarness({ DATABASE_URL: "" });
  editor = await createStaffAccount(harness.server.dataDir, "editor");
});

afterAll(async () => {
  await stopHarness(harness);
});

async function typeChineseBody(page: Page, text: string) {
  const area = page.locator('[data-rich-text="zh"] .ProseMirror');
  await area.click();
  await page.keyboard.type(text, { delay: 10 });
  await expect.poll(() => area.textContent()).toBe(text);
}

describe.each(["zh_CN", "en_US"] as const)("the news editor's publishing fields in %s", (language) => {
  const texts = newsConsoleTexts[language];
  const text = texts.publishing;
  const check = texts.publishCheck;

  it("warns before publishing without an English body, names it, and publishes only when told to", async () => {
    await withNewContext(harness, async (page) => {
      await signInToConsole(page, harness.server.origin, editor, language, "/admin/news/new");
      await page.locator('[data-rich-text="zh"] .ProseMirror').waitFor();
      await page.getByRole("textbox", { name: `${texts.title} (${texts.chinese})`, exact: true }).fill("双语检查");
      await typeChineseBody(page, "只有中文正文。");
      await page
        .getByRole("textbox", { name: `${texts.title} (${texts.english})`, exact: true })
        .pressSequentially("Both languages, checked");
      // The link name follows the English title until someone writes their own.
      const slug = page.getByRole("textbox", { name: text.slug, exact: true });
      await expect.poll(() => slug.inputValue()).toBe("both-languages-checked");

      const seoTitle = page.getByRole("textbox", { name: `${text.seoTitle} (${texts.chinese})`, exact: true });
      await seoTitle.pressSequentially("双语检查：发布前");
      const counter = page.locator(`#${await seoTitle.getAttribute("id")}-message`);
      await expect.poll(() => counter.textContent()).toBe(fill(text.seoTitleHelp, { count: 8, max: NEWS_SEO_TITLE_MAX.zh }));
      const seoDescription = page.getByRole("textbox", { name: `${text.seoDescription} (${texts.english})`, exact: true });
      await seoDescription.fill("Checked before publishing.");
      const descriptionCounter = page.locator(`#${await seoDescription.getAttribute("id")}-message`);
      expect(await descriptionCounter.textContent()).toBe(fill(text.seoDescriptionHelp, { count: 26, max: NEWS_SEO_DESCRIPTION_MAX.en }));
      expect(await seoDescription.getAttribute("maxlength")).toBe(String(NEWS_SEO_DESCRIPTION_MAX.en));
      await page.getByRole("textbox", { name: `${text.coverAlt} (${texts.english})`, exact: true }).fill("The East China hall");
      expect(await axeViolations(page, "[data-news-editor]")).toEqual([]);

      await page.getByRole("button", { name: texts.publish, exact: true }).click();
      const warning = page.getByRole("dialog", { name: check.title });
      await warning.waitFor();
      const missing = fill(check.missing, { language: check.languages.en, field: check.fields.body });
      expect(await warning.textContent()).toContain(fill(check.message, { missing }));
      expect(await axeViolations(page, ".dialog-confirm")).toEqual([]);
      await warning.getByRole("button", { name: check.cancel }).click();
      await warning.waitFor({ state: "detached" });
      // Going back saves nothing.
      expect(new URL(page.url()).pathname).toBe("/admin/news/new");

      await page.getByRole("button", { name: texts.publish, exact: true }).click();
      await warning.getByRole("button", { name: check.confirm }).click();
      await page.waitForURL((url) => /^\/admin\/news\/\d+$/.test(url.pathname));
      await page.locator('[data-news-state="published"]').waitFor();
      const id = new URL(page.url()).pathname.split("/").pop();
      // The other console language's run made an article of the same title first: the server numbers this one's link.
      expect(await page.locator(`#${await slug.getAttribute("id")}-message`).textContent()).toMatch(
        new RegExp(`/newsDetail/${id}-both-languages-checked(-2)? `),
      );

      const section = page.locator("[data-news-publishing]");
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: path.join(SCREENSHOTS, `news-publishing-${language}-1280.png`) });
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await section.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await section.screenshot({ path: path.join(SCREENSHOTS, `news-publishing-${language}-390.png`) });
    });
  });

  it("publishes without a word when both languages have a title and a body", async () => {
    await withNewContext(harness, async (page) => {
      await signInToConsole(page, harness.server.origin, editor, language, "/admin/news/new");
      await page.locator('[data-rich-text="en"] .ProseMirror').waitFor();
      await page.getByRole("textbox", { name: `${texts.title} (${texts.chinese})`, exact: true }).fill("完整文章");
      await typeChineseBody(page, "中文正文。");
      await page.getByRole("textbox", { name: `${texts.title} (${texts.english})`, exact: true }).fill("Complete article");
      await page.locator('[data-rich-text="en"] .ProseMirror').click();
      await page.keyboard.type("English body.", { delay: 10 });
      await page.getByRole("button", { name: texts.publish, exact: true }).click();
      await page.locator('[data-news-state="published"]').waitFor();
      expect(await page.getByRole("dialog", { name: check.title }).count()).toBe(0);
    });
  });
});
