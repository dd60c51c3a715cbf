import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { open, startHarness, stopHarness, withPage, type Harness } from "./helpers.ts";

/**
 * The feedback widgets of the request layer (toasts, the re-login dialog, the download overlay)
 * in a real browser. They load on demand, so the test imports their built chunks into a page.
 */
const assetsDir = path.resolve(import.meta.dirname, "..", "..", "build", "client", "assets");

function asset(prefix: string, extension: string): string {
  const file = fs.readdirSync(assetsDir).find((name) => name.startsWith(`${prefix}-`) && name.endsWith(extension));
  if (!file) throw new Error(`No built ${prefix}-*${extension}: run the build first`);
  return `/assets/${file}`;
}

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await stopHarness(harness);
});

interface Widgets {
  showToast(options: object): void;
  confirmDialog(options: object): Promise<boolean>;
  showLoading(text: string): () => void;
}

/**
 * Opens a page and puts the widgets' exports on window.widgets. The import is evaluated from a
 * string: Vitest would rewrite an import() written inside the test's own functions.
 */
async function withWidgets(page: Page): Promise<void> {
  await open(page, harness.server.origin, "/about");
  const modules = [asset("toast", ".js"), asset("confirm-dialog", ".js"), asset("loading-overlay", ".js")];
  await page.evaluate(
    `Promise.all(${JSON.stringify(modules)}.map((url) => import(url))).then((all) => { window.widgets = Object.assign({}, ...all); })`,
  );
  // A chunk shared with the console exports under minified names: find confirmDialog by what it renders.
  await page.evaluate(() => {
    const widgets = (window as unknown as { widgets: Record<string, unknown> }).widgets;
    widgets.confirmDialog ??= Object.values(widgets).find(
      (value) => typeof value === "function" && String(value).includes("dialog-confirm"),
    );
  });
  for (const css of [asset("toast", ".css"), asset("dialog", ".css")]) {
    await page.evaluate(
      (href) =>
        new Promise<void>((resolve, reject) => {
          const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href, onload: () => resolve(), onerror: reject });
          document.head.append(link);
        }),
      css,
    );
  }
}

describe("toasts", () => {
  it("errors are announced assertively, others politely; each goes after its time or on close", async () => {
    await withPage(harness, async (page) => {
      await withWidgets(page);
      await page.evaluate(() => {
        const { showToast } = (window as unknown as { widgets: Widgets }).widgets;
        showToast({ type: "error", message: "系统接口请求超时", durationMs: 600, closeLabel: "关闭" });
        showToast({ type: "success", message: "复制成功", durationMs: 60_000, closeLabel: "关闭" });
      });
      // Read through the handle: the 600 ms toast may be gone by the next query on a busy machine.
      const error = await page.waitForSelector('[role="alert"] .toast[data-type="error"]');
      expect(await error.textContent()).toContain("系统接口请求超时");
      expect(await page.locator('[role="status"][aria-live="polite"] .toast[data-type="success"]').count()).toBe(1);
      await page.waitForSelector('.toast[data-type="error"]', { state: "detached" });
      await page.getByRole("button", { name: "关闭" }).click();
      expect(await page.locator(".toast").count()).toBe(0);
    });
  });
});

describe("re-login dialog", () => {
  it("is modal, starts on the confirm button, and Escape cancels and returns focus", async () => {
    await withPage(harness, async (page) => {
      await withWidgets(page);
      await page.locator(".skip-link").focus();
      await page.evaluate(() => {
        const w = window as unknown as { dialogResult?: boolean; widgets: Widgets };
        const { confirmDialog } = w.widgets;
        void confirmDialog({
          title: "系统提示",
          message: "无效的会话，或者会话已过期，请重新登录。",
          confirmText: "重新登录",
          cancelText: "取消",
        }).then((result) => {
          w.dialogResult = result;
        });
      });
      const dialog = page.getByRole("dialog", { name: "系统提示" });
      await dialog.waitFor();
      expect(await dialog.getAttribute("aria-describedby").then((id) => page.locator(`[id="${id}"]`).textContent())).toBe(
        "无效的会话，或者会话已过期，请重新登录。",
      );
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("重新登录");
      // The page behind is inert: Tab stays in the dialog.
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
      await page.keyboard.press("Escape");
      await page.waitForFunction(() => (window as unknown as { dialogResult?: boolean }).dialogResult === false);
      expect(await page.locator("dialog").count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.className)).toBe("skip-link");
    });
  });

  it("resolves true on confirm", async () => {
    await withPage(harness, async (page) => {
      await withWidgets(page);
      const result = page.evaluate(() =>
        (window as unknown as { widgets: Widgets }).widgets.confirmDialog({
          title: "System notice",
          message: "Expired",
          confirmText: "Log in again",
          cancelText: "Cancel",
        }),
      );
      await page.getByRole("button", { name: "Log in again" }).click();
      expect(await result).toBe(true);
    });
  });
});

describe("download overlay", () => {
  it("covers the page in black at 0.7, ignores Escape, and closes when the last caller is done", async () => {
    await withPage(harness, async (page) => {
      await withWidgets(page);
      await page.evaluate(() => {
        const w = window as unknown as { closers: Array<() => void>; widgets: Widgets };
        w.closers = [w.widgets.showLoading("正在下载数据，请稍候"), w.widgets.showLoading("正在下载数据，请稍候")];
      });
      const overlay = page.locator("dialog.loading-overlay[open]");
      await overlay.waitFor();
      expect(await overlay.textContent()).toBe("正在下载数据，请稍候");
      expect(await overlay.evaluate((element) => getComputedStyle(element, "::backdrop").backgroundColor)).toBe("rgba(0, 0, 0, 0.7)");
      await page.keyboard.press("Escape");
      expect(await overlay.count()).toBe(1);
      await page.evaluate(() => (window as unknown as { closers: Array<() => void> }).closers[0]!());
      expect(await overlay.count()).toBe(1);
      await page.evaluate(() => (window as unknown as { closers: Array<() => void> }).closers[1]!());
      await overlay.waitFor({ state: "detached" });
    });
  });
});
