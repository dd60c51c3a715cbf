import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CDPSession, Page, Route } from "playwright-core";
import { framesDrawn } from "../support/browser.ts";
import { adminCatalogs } from "../../app/i18n/admin-catalogs.ts";
import { editingTexts } from "../../app/i18n/admin-editing-texts.ts";
import { newsConsoleTexts } from "../../app/i18n/admin-news-texts.ts";
import { axeViolations } from "../support/axe.ts";
import { startHarness, stopHarness, withNewContext, type Harness } from "./helpers.ts";
import { createStaffAccount, signInToConsole } from "./console-support.ts";

/**
 * Editing news without losing work (issue 26): what is typed while a save is on its way stays
 * after the save answers, in the title and both bodies, a Chinese IME composition included, and
 * the first save of a new article keeps the same editors; two people on one article see each
 * other and a stale save opens the conflict dialog; leaving unsaved changes asks first.
 */
const texts = newsConsoleTexts.en_US;
const editing = editingTexts.en_US;
const RUNS = 20;
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness({ DATABASE_URL: "" });
});

afterAll(async () => {
  await stopHarness(harness);
});

/** Holds the answer of the next article save (POST or PUT) until `release` is called. */
async function holdNextSave(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen!: () => void;
  const sent = new Promise<void>((resolve) => (seen = resolve));
  // Only saves answer at this address (a GET of the article happens on opening it, before).
  const pattern = /\/api\/admin\/news(\/\d+)?$/;
  const handler = async (route: Route) => {
    seen();
    // The server saves at once; only its answer is late, as on a slow connection.
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  };
  await page.route(pattern, handler, { times: 1 });
  return { sent, release };
}

/** Types at the end of a field as a person does, key by key. */
async function typeAtEnd(page: Page, target: ReturnType<Page["locator"]>, text: string) {
  await target.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(text, { delay: 10 });
}

/** A Chinese IME composition: pinyin marked in the body, then committed as characters. */
async function compose(cdp: CDPSession, pinyin: string) {
  for (let length = 1; length <= pinyin.length; length += 1) {
    const text = pinyin.slice(0, length);
    await cdp.send("Input.imeSetComposition", { text, selectionStart: length, selectionEnd: length });
  }
}

describe("news editor under slow saves", () => {
  it(`keeps every character typed while ${RUNS} saves were held back, the first save of a new article included`, async () => {
    const editor = await createStaffAccount(harness.server.dataDir, "editor");
    await withNewContext(harness, async (page) => {
      await signInToConsole(page, harness.server.origin, editor, "en_US", "/admin/news/new");
      const title = page.getByRole("textbox", { name: `${texts.title} (${texts.chinese})`, exact: true });
      const bodyZh = page.locator('[data-rich-text="zh"] .ProseMirror');
      const bodyEn = page.locator('[data-rich-text="en"] .ProseMirror');
      await bodyZh.waitFor();
      await typeAtEnd(page, title, "慢速保存");
      await typeAtEnd(page, bodyZh, "正文");
      await typeAtEnd(page, bodyEn, "Body");
      const editorsAtStart = await page.evaluate(() => {
        const marked = document.querySelectorAll(".ProseMirror");
        marked.forEach((element) => ((element as HTMLElement).dataset.e2eOriginal = "yes"));
        return marked.length;
      });
      expect(editorsAtStart).toBe(2);
      const cdp = await page.context().newCDPSession(page);

      const saveDraft = page.getByRole("button", { name: texts.saveDraft });
      let expectedTitle = "慢速保存";
      let expectedZh = "正文";
      let expectedEn = "Body";
      for (let run = 1; run <= RUNS; run += 1) {
        const held = await holdNextSave(page);
        await saveDraft.click();
        await held.sent;

        await typeAtEnd(page, title, ` ${run}`);
        await typeAtEnd(page, bodyEn, ` word${run}`);
        await typeAtEnd(page, bodyZh, `第${run}`);
        // A composition is open when the answer arrives, and committed after it.
        await compose(cdp, "ni");
        held.release();
        // The buttons wait for the answer: enabled again, the save is over.
        await expect.poll(() => saveDraft.isEnabled()).toBe(true);
        // The first save moves the address to the article's id: whatever follows a new address has run.
        if (run === 1) await page.waitForURL((url) => /^\/admin\/news\/\d+$/.test(url.pathname));
        await framesDrawn(page);
        await cdp.send("Input.insertText", { text: "你" });

        expectedTitle += ` ${run}`;
        expectedEn += ` word${run}`;
        expectedZh += `第${run}你`;
        expect(await title.inputValue(), `title after save ${run}`).toBe(expectedTitle);
        expect(await bodyZh.textContent(), `Chinese body after save ${run}`).toBe(expectedZh);
        expect(await bodyEn.textContent(), `English body after save ${run}`).toBe(expectedEn);
        if (run === 1) await page.locator("[data-news-revisions]").waitFor();
      }
      // The same two editors throughout: the first save did not remount them.
      expect(await page.locator('.ProseMirror[data-e2e-original="yes"]').count()).toBe(2);
      await cdp.detach();

      // What was typed after the last save is sent by the next one, and is what the server keeps.
      await Promise.all([page.waitForResponse((response) => response.request().method() === "PUT"), saveDraft.click()]);
      await page.reload();
      await expect.poll(() => title.inputValue()).toBe(expectedTitle);
      await expect.poll(() => bodyZh.textContent()).toBe(expectedZh);
      expect(await bodyEn.textContent()).toBe(expectedEn);
    });
  }, 240_000);
});

/** Waits until the editor shows the article it opened. */
async function articleShown(page: Page) {
  await page.locator('[data-rich-text="en"] .ProseMirror').waitFor();
  await expect.poll(() => page.getByRole("textbox", { name: `${texts.title} (${texts.chinese})`, exact: true }).inputValue()).not.toBe("");
}

const field = (page: Page, name: string, lang: "zh" | "en") =>
  page.getByRole("textbox", { name: `${name} (${lang === "zh" ? texts.chinese : texts.english})`, exact: true });

describe("two editors on one article", () => {
  it("each sees that the other has it open, and a save from an older version opens the conflict dialog instead of overwriting", async () => {
    const first = await createStaffAccount(harness.server.dataDir, "editor");
    const second = await createStaffAccount(harness.server.dataDir, "editor");
    await withNewContext(harness, async (pageA) => {
      await signInToConsole(pageA, harness.server.origin, first, "en_US", "/admin/news/new");
      await field(pageA, texts.title, "zh").fill("两人同时编辑");
      await field(pageA, texts.title, "en").fill("Edited by two");
      await Promise.all([
        pageA.waitForURL((url) => /^\/admin\/news\/\d+$/.test(url.pathname)),
        pageA.getByRole("button", { name: texts.saveDraft }).click(),
      ]);
      const id = Number(new URL(pageA.url()).pathname.split("/").pop());

      await withNewContext(harness, async (pageB) => {
        await signInToConsole(pageB, harness.server.origin, second, "en_US", `/admin/news/${id}`);
        await articleShown(pageB);
        // B opened it after A: B is told at once; A at its next renewal, or on opening it again.
        await expect.poll(() => pageB.locator("[data-news-other-editors]").textContent()).toContain(first);
        await pageA.reload();
        await articleShown(pageA);
        await expect.poll(() => pageA.locator("[data-news-other-editors]").textContent()).toContain(second);

        // A changes the English title and saves; B, still on the version before, changes the Chinese one.
        await field(pageA, texts.title, "en").fill("Edited by two, A's title");
        await Promise.all([
          pageA.waitForResponse((r) => r.request().method() === "PUT"),
          pageA.getByRole("button", { name: texts.saveDraft }).click(),
        ]);
        await field(pageB, texts.title, "zh").fill("两人同时编辑（乙）");
        await pageB.getByRole("button", { name: texts.saveDraft }).click();
        const dialog = pageB.locator("[data-conflict-dialog]");
        await dialog.waitFor();
        expect(await dialog.locator(".dialog-lead").textContent()).toContain(first);
        expect(
          await dialog.locator("[data-diff-field]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-diff-field"))),
          // A's link name followed A's new English title.
        ).toEqual(["slug", "titleEn"]);
        expect(await dialog.locator('[data-diff-field="titleEn"] ins').textContent()).toContain("A's title");
        expect(await axeViolations(pageB, "[data-conflict-dialog]")).toEqual([]);
        // Nothing was saved by B's refused save.
        await pageB.getByRole("button", { name: editing.conflict.cancel }).click();
        await dialog.waitFor({ state: "detached" });
        expect(await field(pageB, texts.title, "zh").inputValue()).toBe("两人同时编辑（乙）");

        // B saves over A's version knowingly: B's fields win, A's English title included.
        await pageB.getByRole("button", { name: texts.saveDraft }).click();
        await dialog.waitFor();
        await Promise.all([
          pageB.waitForResponse((r) => r.request().method() === "PUT" && r.status() === 200),
          dialog.getByRole("button", { name: editing.conflict.overwrite }).click(),
        ]);
        await dialog.waitFor({ state: "detached" });

        // A, now behind, loads B's version from the dialog: the editors show it.
        await field(pageA, texts.summary, "en").fill("A's summary");
        await pageA.getByRole("button", { name: texts.saveDraft }).click();
        const dialogA = pageA.locator("[data-conflict-dialog]");
        await dialogA.waitFor();
        expect(await dialogA.locator(".dialog-lead").textContent()).toContain(second);
        await dialogA.getByRole("button", { name: editing.conflict.reload }).click();
        await expect.poll(() => field(pageA, texts.title, "zh").inputValue()).toBe("两人同时编辑（乙）");
        expect(await field(pageA, texts.title, "en").inputValue()).toBe("Edited by two");
        expect(await field(pageA, texts.summary, "en").inputValue()).toBe("");
      });
    });
  }, 120_000);
});

describe("leaving the editor", () => {
  it("asks before a console link, the back button or closing the tab leaves unsaved changes behind, and not when all is saved", async () => {
    const editor = await createStaffAccount(harness.server.dataDir, "editor");
    await withNewContext(harness, async (page) => {
      await signInToConsole(page, harness.server.origin, editor, "en_US", "/admin/news");
      await page.getByRole("link", { name: texts.newArticle }).click();
      await page.locator('[data-rich-text="zh"] .ProseMirror').waitFor();
      await field(page, texts.title, "zh").fill("离开前询问");
      await Promise.all([
        page.waitForURL((url) => /^\/admin\/news\/\d+$/.test(url.pathname)),
        page.getByRole("button", { name: texts.saveDraft }).click(),
      ]);
      const id = Number(new URL(page.url()).pathname.split("/").pop());
      // Opened again, untouched: leaving asks nothing (the editors' own HTML is not a change).
      await page.reload();
      await articleShown(page);
      const menu = page.getByRole("navigation", { name: adminCatalogs.en_US.menuLabel });
      await menu.getByRole("link", { name: adminCatalogs.en_US.nav.news }).click();
      await page.waitForURL((url) => url.pathname === "/admin/news");
      await page.goBack();
      await page.locator('[data-rich-text="en"] .ProseMirror').waitFor();

      await typeAtEnd(page, page.locator('[data-rich-text="en"] .ProseMirror'), "Not saved yet");
      const prompt = page.locator("[data-unsaved-dialog]");
      await menu.getByRole("link", { name: adminCatalogs.en_US.nav.news }).click();
      await prompt.waitFor();
      expect(await axeViolations(page, "[data-unsaved-dialog]")).toEqual([]);
      await prompt.getByRole("button", { name: editing.leave.stay }).click();
      await prompt.waitFor({ state: "detached" });
      expect(new URL(page.url()).pathname).toBe(`/admin/news/${id}`);
      expect(await page.locator('[data-rich-text="en"] .ProseMirror').textContent()).toBe("Not saved yet");

      await page.goBack();
      await prompt.waitFor();
      await prompt.getByRole("button", { name: editing.leave.stay }).click();
      expect(new URL(page.url()).pathname).toBe(`/admin/news/${id}`);

      // Closing the tab: the browser's own prompt.
      const asked = new Promise<string>((resolve) =>
        page.once("dialog", (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))),
      );
      await page.close({ runBeforeUnload: true });
      expect(await asked).toBe("beforeunload");
      expect(page.isClosed()).toBe(false);

      // Saved, it goes without a word.
      await Promise.all([
        page.waitForResponse((r) => r.request().method() === "PUT"),
        page.getByRole("button", { name: texts.saveDraft }).click(),
      ]);
      await menu.getByRole("link", { name: adminCatalogs.en_US.nav.news }).click();
      await page.waitForURL((url) => url.pathname === "/admin/news");
    });
  }, 90_000);
});
