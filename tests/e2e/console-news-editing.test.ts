import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CDPSession, Page, Route } from "playwright-core";
import { newsConsoleTexts } from "../../app/i18n/admin-news-texts.ts";
import { startHarness, stopHarness, withNewContext, type Harness } from "./helpers.ts";
import { createStaffAccount, signInToConsole } from "./console-support.ts";

/**
 * Editing news without losing work (issue 26): what is typed while a save is on its way stays
 * after the save answers, in the title and both bodies, a Chinese IME composition included, and
 * the first save of a new article keeps the same editors.
 */
const texts = newsConsoleTexts.en_US;
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
      const title = page.getByRole("textbox", { name: `${texts.title} (${texts.chinese})` });
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
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
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
