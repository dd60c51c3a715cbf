import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import type { Language } from "../../common/constants.ts";
import { adminCatalogs } from "../../app/i18n/admin-catalogs.ts";
import { newsConsoleTexts } from "../../app/i18n/admin-news-texts.ts";
import { fill } from "../../app/lib/fill.ts";
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

/**
 * Inserts an uploaded image at the end of one language's body: the image comes in selected, with
 * the focus in its alt-text field (no browser prompt), where the text is typed.
 */
async function insertImage(page: Page, lang: "zh" | "en", alt: string, caption = "") {
  await page
    .locator(`[data-image-input="${lang}"]`)
    .setInputFiles({ name: "datacenter-hall.png", mimeType: "image/png", buffer: await sampleImage("png", 1200, 600) });
  const altField = page.locator(`[data-rich-text="${lang}"] [data-panel-field="alt"] input`);
  await expect.poll(() => altField.evaluate((input) => input === document.activeElement)).toBe(true);
  await page.keyboard.type(alt, { delay: 10 });
  if (caption) await page.locator(`[data-rich-text="${lang}"] [data-panel-field="caption"] input`).fill(caption);
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
          await page.getByRole("textbox", { name: `${texts.title} (${chinese})`, exact: true }).fill(titleZh);
          await page.getByRole("textbox", { name: `${texts.summary} (${chinese})` }).fill("中文摘要");
          await typeBody(page, "zh", "重点内容", "，其余正文。", texts.toolbar.bold);
          await insertImage(page, "zh", "数据中心机房");
          await page.getByRole("textbox", { name: `${texts.title} (${texts.english})`, exact: true }).fill(titleEn);
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
          await page.getByRole("textbox", { name: `${texts.title} (${chinese})`, exact: true }).fill(`${titleZh} 改`);
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
          expect(await page.getByRole("textbox", { name: `${texts.title} (${chinese})`, exact: true }).inputValue()).toBe(titleZh);
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

/**
 * Pastes HTML into an editor as the clipboard would (a table copied from a spreadsheet or a page),
 * once the caret moved by the keys before has been read by the editor (selectionchange comes a
 * frame later; a person cannot paste quicker than that).
 */
async function pasteHtml(target: Locator, html: string) {
  await target.evaluate(async (element, content) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const data = new DataTransfer();
    data.setData("text/html", content);
    data.setData("text/plain", "");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

/** The three players answer with a page of their own: the test machine reaches no other site. */
async function stubPlayers(context: BrowserContext) {
  await context.route(/^https:\/\/(player\.bilibili\.com|v\.qq\.com|player\.youku\.com)\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title><p>player</p>" }),
  );
}

const WIDE_TABLE =
  "<table><tr>" +
  ["Instance", "GPU", "GPU memory", "vCPU", "Memory", "Network", "Storage", "Price per hour"].map((cell) => `<th>${cell}</th>`).join("") +
  "</tr><tr>" +
  ["gn8-h800", "8 × NVIDIA H800 SXM5", "640 GB", "192", "2,048 GiB", "3.2 Tbps RDMA", "8 × 3.84 TB NVMe", "Ask sales"]
    .map((cell) => `<td>${cell}</td>`)
    .join("") +
  "</tr></table>";

describe("an article's tables, images, links and videos", () => {
  const texts = newsConsoleTexts.zh_CN;

  it(
    "survive save, preview and the public page in both languages on a phone and a desktop; refused images and embeds say why",
    async () => {
      const editor = await createStaffAccount(harness.server.dataDir, "editor");
      let articleId = 0;
      await withNewContext(harness, async (page, context) => {
        await stubPlayers(context);
        await signInToConsole(page, harness.server.origin, editor, "zh_CN", "/admin/news/new");
        const bodyZh = page.locator('[data-rich-text="zh"] .ProseMirror');
        const bodyEn = page.locator('[data-rich-text="en"] .ProseMirror');
        await bodyZh.waitFor();
        await page.getByRole("textbox", { name: `${texts.title} (${texts.chinese})`, exact: true }).fill("表格与视频");
        await page.getByRole("textbox", { name: `${texts.title} (${texts.english})`, exact: true }).fill("Tables and videos");

        // A table pasted as a spreadsheet gives it keeps its cells; a foreign image and a YouTube frame are left out, and it says so.
        await bodyZh.click();
        await pasteHtml(
          bodyZh,
          "<table><tr><th>型号</th><th>显存</th></tr><tr><td>H800</td><td>80GB</td></tr></table><p>表格下方的说明</p>" +
            '<img src="https://evil.example/x.png" alt="x"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
        );
        await expect.poll(() => bodyZh.locator("table th").allTextContents()).toEqual(["型号", "显存"]);
        expect(await bodyZh.locator("table td").allTextContents()).toEqual(["H800", "80GB"]);
        const refusal = page.locator('[data-rich-text="zh"] [data-paste-refused]');
        expect(await refusal.textContent()).toContain(fill(texts.panels.pastedImages, { count: 1 }));
        expect(await refusal.textContent()).toContain(fill(texts.panels.pastedEmbeds, { count: 1 }));

        // A video address from elsewhere is refused with the reason; a Bilibili page's address becomes its player.
        await page.keyboard.press("ControlOrMeta+End");
        const videoButton = page.locator('[data-rich-text="zh"]').getByRole("button", { name: texts.toolbar.video });
        await videoButton.click();
        const videoField = page.locator('[data-rich-text="zh"] [data-panel-field="video"] input');
        await videoField.fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
        await page.keyboard.press("Enter");
        expect(await page.locator('[data-rich-text="zh"] [data-panel-field="video"] [role="alert"]').textContent()).toBe(
          texts.panels.videoRefused,
        );
        await videoField.fill("https://www.bilibili.com/video/BV1GJ411x7h7");
        await page.keyboard.press("Enter");
        await bodyZh.locator('[data-video-embed="bilibili"]').waitFor();

        // English: a wide table, a Tencent video, a link set in its field, an image with its alt text and caption.
        await bodyEn.click();
        await page.keyboard.type("Read about our AIDC", { delay: 5 });
        for (let step = 0; step < 4; step += 1) await page.keyboard.press("Shift+ArrowLeft");
        await page.locator('[data-rich-text="en"]').getByRole("button", { name: texts.toolbar.link }).click();
        const linkField = page.locator('[data-rich-text="en"] [data-panel-field="link"] input');
        await linkField.fill("javascript:alert(1)");
        await page.keyboard.press("Enter");
        expect(await page.locator('[data-rich-text="en"] [data-panel-field="link"] [role="alert"]').textContent()).toBe(
          texts.panels.linkInvalid,
        );
        await linkField.fill("/AIDC");
        await page.keyboard.press("Enter");
        expect(await bodyEn.locator('a[href="/AIDC"]').textContent()).toBe("AIDC");
        await bodyEn.click();
        await page.keyboard.press("ControlOrMeta+End");
        await pasteHtml(bodyEn, WIDE_TABLE);
        await expect.poll(() => bodyEn.locator("table th").count()).toBe(8);
        await page.locator('[data-rich-text="en"]').getByRole("button", { name: texts.toolbar.video }).click();
        await page.locator('[data-rich-text="en"] [data-panel-field="video"] input').fill("https://v.qq.com/x/page/x0047abcdef.html");
        await page.keyboard.press("Enter");
        await bodyEn.locator('[data-video-embed="tencent"]').waitFor();
        await insertImage(page, "en", "Data hall", "East China campus");
        await expect.poll(() => bodyEn.locator("figure figcaption").textContent()).toBe("East China campus");
        expect(await axeViolations(page, "[data-news-editor]")).toEqual([]);

        // The preview shows them as the page will.
        await page.getByRole("button", { name: texts.preview }).click();
        const preview = page.getByRole("dialog", { name: texts.preview });
        await preview.locator(".news-body .news-table table").waitFor();
        expect(await preview.locator(".news-body .news-table th").allTextContents()).toEqual(["型号", "显存"]);
        expect(await preview.locator(".news-body iframe").getAttribute("src")).toBe(
          "https://player.bilibili.com/player.html?bvid=BV1GJ411x7h7&autoplay=0",
        );
        await preview.getByRole("combobox", { name: texts.previewIn }).selectOption("en_US");
        expect(await preview.locator(".news-body figure figcaption").textContent()).toBe("East China campus");
        expect(await preview.locator(".news-body iframe").getAttribute("src")).toBe(
          "https://v.qq.com/txp/iframe/player.html?vid=x0047abcdef",
        );
        await page.keyboard.press("Escape");

        await page.getByRole("button", { name: texts.publish, exact: true }).click();
        await page.waitForURL((url) => /^\/admin\/news\/\d+$/.test(url.pathname));
        articleId = Number(new URL(page.url()).pathname.split("/").pop());
      });

      const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
      for (const [device, options] of [
        ["desktop", {}],
        ["phone", phone],
      ] as const) {
        await withNewContext(
          harness,
          async (page, context) => {
            await stubPlayers(context);
            await open(page, harness.server.origin, `/newsDetail/${articleId}`);
            const region = page.locator(".news-body .news-table");
            expect(await region.getAttribute("tabindex"), `${device}`).toBe("0");
            expect(await region.locator("th").allTextContents()).toEqual(["型号", "显存"]);
            const frame = page.locator(".news-body iframe");
            expect(await frame.getAttribute("sandbox")).toBe(
              "allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox",
            );
            // The Content-Security-Policy lets the player load (a violation fails the page's watch).
            await frame.scrollIntoViewIfNeeded();
            await expect
              .poll(async () => (await page.frame({ url: /^https:\/\/player\.bilibili\.com\// })?.content()) ?? "")
              .toContain("player");

            await open(page, harness.server.origin, `/en/newsDetail/${articleId}`);
            const wide = page.locator(".news-body .news-table");
            expect(await wide.locator("th").count()).toBe(8);
            const fits = await wide.evaluate((element) => ({
              scrolls: element.scrollWidth > element.clientWidth,
              page: document.documentElement.scrollWidth <= window.innerWidth,
            }));
            // On a phone the table scrolls in its own region and the page does not get wider.
            expect(fits, `${device}`).toEqual({ scrolls: device === "phone", page: true });
            expect(await page.locator(".news-body figure img").getAttribute("alt")).toBe("Data hall");
            expect(await page.locator('.news-body a[href="/en/AIDC"]').textContent()).toBe("AIDC");
            expect(await page.locator(".news-body iframe").getAttribute("src")).toBe(
              "https://v.qq.com/txp/iframe/player.html?vid=x0047abcdef",
            );
            expect(await axeViolations(page, ".news-article")).toEqual([]);
          },
          options,
        );
      }
    },
    JOURNEY_TIMEOUT_MS,
  );
});
