import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { BOOKING_DIALOG_WIDTH_PX, WARNING_DIALOG_WIDTH_PX, type Language } from "../../common/constants.ts";
import { fieldMessages } from "../../common/field-messages.ts";
import { leadsCatalogs } from "../../app/i18n/leads-catalogs.ts";
import { httpMessages } from "../../app/lib/http/error-messages.ts";
import { serverMessages } from "../../server/i18n/server-messages.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";
import { open, startHarness, stopHarness, waitForHydration, withPage, type Harness } from "./helpers.ts";
import { axeViolations } from "../support/axe.ts";
import { createUser, logInOnPage, queryRows } from "./leads-support.ts";

/**
 * The demo booking end to end (issue 5): the call to action, the logged-out warning dialog and
 * both of its choices, the prefilled booking dialog with its validation, and the booking stored
 * and mailed to the sales mailbox of a real SMTP server.
 */
const SALES_EMAIL = "sales.e2e@example.test";
let harness: Harness;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  harness = await startHarness({ DATABASE_URL: "", SMTP_URL: smtp.url, SALES_EMAIL });
});

afterAll(async () => {
  await stopHarness(harness);
  await smtp?.close();
});

const demandLabels: Record<Language, string[]> = {
  zh_CN: ["云服务器", "对象存储", "容器服务", "数据库", "其他"],
  en_US: ["Cloud server", "Object storage", "Container service", "Database", "Other"],
};

/** The text of the message an input's aria-describedby points at. */
async function messageOf(control: Locator): Promise<string | null> {
  const id = await control.getAttribute("aria-describedby");
  if (!id) return null;
  return control.page().locator(`[id="${id}"]`).textContent();
}

async function expectFieldError(control: Locator, message: string): Promise<void> {
  await expect.poll(() => control.getAttribute("aria-invalid")).toBe("true");
  expect(await messageOf(control)).toBe(message);
}

const warningDialog = (page: Page) => page.locator("dialog.dialog-confirm[open]");
const bookingDialog = (page: Page) => page.locator("dialog[data-booking-dialog][open]");

describe.each([
  ["Chinese", "zh_CN" as Language, ""],
  ["English", "en_US" as Language, "/en"],
])("booking in %s", (_label, language, prefix) => {
  const text = leadsCatalogs[language];

  it("logged out: the warning dialog; 'stay on this page' keeps the visitor where they were", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, `${prefix}/index`);
      // The server's log-in link (http/booking.test.ts) became a button that opens a dialog.
      const cta = page.locator("[data-booking-cta]").first();
      expect(await cta.evaluate((element) => element.tagName)).toBe("BUTTON");
      expect(await cta.getAttribute("aria-haspopup")).toBe("dialog");
      await cta.click();
      const dialog = warningDialog(page);
      await dialog.waitFor();
      expect(Math.round((await dialog.boundingBox())!.width)).toBe(WARNING_DIALOG_WIDTH_PX);
      expect(await dialog.locator("h2").textContent()).toBe(text.warning.title);
      expect(await dialog.locator("p").textContent()).toBe(text.warning.message);
      expect(await dialog.locator('button[data-action="cancel"]').textContent()).toBe(text.warning.stay);
      expect(await dialog.locator('button[data-action="confirm"]').textContent()).toBe(text.warning.login);

      await dialog.locator('button[data-action="cancel"]').click();
      await dialog.waitFor({ state: "detached" });
      expect(new URL(page.url()).pathname).toBe(`${prefix}/index`);
      // Focus goes back to the button that opened it.
      expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-booking-cta"))).toBe(true);
      // Escape is "stay" too.
      await cta.click();
      await dialog.waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      expect(new URL(page.url()).pathname).toBe(`${prefix}/index`);
    });
  });

  it("'log in now' clears the local state, logs in at /login and comes back; the booking is validated, stored and mailed", async () => {
    const user = await createUser(harness.server.dataDir);
    const company = `E2E Booking ${language} ${Date.now()}`;
    await withPage(harness, async (page, context) => {
      await open(page, harness.server.origin, `${prefix}/index`);
      // A stale cached login without a valid token: "log in now" must clear it.
      await page.evaluate(() => localStorage.setItem("userInfo", JSON.stringify({ isLogin: false, stale: true })));
      await page.locator("button[data-booking-cta]").first().click();
      await warningDialog(page).locator('button[data-action="confirm"]').click();
      await page.waitForURL((url) => url.pathname === `${prefix}/login`);
      expect(new URL(page.url()).searchParams.get("redirect")).toBe(`${prefix}/index`);
      expect(await page.evaluate(() => localStorage.getItem("userInfo"))).toBeNull();

      await logInOnPage(page, user, language, `${prefix}/index`);
      expect((await context.cookies()).some((cookie) => cookie.name === "Admin-Token")).toBe(true);

      // Back with the booking intent: the dialog opens without another click.
      const dialog = bookingDialog(page);
      await dialog.waitFor();
      expect(await page.locator("dialog[open]").count()).toBe(1);
      expect(Math.round((await dialog.boundingBox())!.width)).toBe(BOOKING_DIALOG_WIDTH_PX);
      expect(await dialog.locator("h2").textContent()).toBe(text.booking.title);
      expect(await dialog.getAttribute("aria-labelledby")).toBeTruthy();

      // Prefilled from the account: userId, phone and e-mail (and the nickname as the name).
      const field = (name: string) => dialog.locator(`[name="${name}"]`);
      expect(await field("userId").inputValue()).toBe(String(user.id));
      expect(await field("phone").inputValue()).toBe(user.phone);
      expect(await field("email").inputValue()).toBe(user.email);
      expect(await field("username").inputValue()).toBe(user.nickname);
      // The first required field left empty has focus.
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("company");
      // Labelled fields.
      expect(await dialog.getByLabel(text.booking.labels.company).getAttribute("name")).toBe("company");

      // The demand types come from the dictionary, in the page's language.
      await expect.poll(() => field("demandType").locator("option").count()).toBe(6);
      expect((await field("demandType").locator("option").allTextContents()).slice(1)).toEqual(demandLabels[language]);

      // Validation on blur, with the spec's messages.
      await field("company").blur();
      await expectFieldError(field("company"), fieldMessages[language].bookingCompany);
      await field("username").fill("");
      await field("username").blur();
      await expectFieldError(field("username"), fieldMessages[language].bookingUsername);
      await field("phone").fill("");
      await field("phone").blur();
      await expectFieldError(field("phone"), fieldMessages[language].bookingPhone);
      await field("phone").fill("12345");
      await field("phone").blur();
      await expectFieldError(field("phone"), fieldMessages[language].phoneInvalid);
      await field("email").fill("not-an-email");
      await field("email").blur();
      await expectFieldError(field("email"), fieldMessages[language].emailInvalid);

      // otherDesc shows (and is then required) only for type 5.
      expect(await field("otherDesc").count()).toBe(0);
      await field("demandType").selectOption("5");
      await field("otherDesc").waitFor();
      await field("otherDesc").focus();
      await field("otherDesc").blur();
      await expectFieldError(field("otherDesc"), fieldMessages[language].bookingOtherDesc);
      await field("demandType").selectOption("3");
      expect(await field("otherDesc").count()).toBe(0);
      await field("demandType").selectOption("5");

      // Accessible with errors showing (labels, aria-invalid, aria-describedby, contrast).
      expect(await axeViolations(page, "dialog[data-booking-dialog]")).toEqual([]);

      // Submitting with errors sends nothing and focuses the first field in error.
      let posted = 0;
      page.on("request", (request) => {
        if (request.url().endsWith("/api/v1/web/user/booking")) posted += 1;
      });
      await dialog.locator('button[type="submit"]').click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("username");
      expect(posted).toBe(0);

      await field("username").fill("张三 E2E");
      await field("phone").fill("13912345678");
      await field("email").fill(user.email);
      await field("company").fill(company);
      await field("posts").fill("CTO");
      await field("otherDesc").fill("GPU 集群 + 对象存储");
      await field("remark").fill("Weekday afternoons");
      // Errors clear as the fields are corrected.
      expect(await dialog.locator('[aria-invalid="true"]').count()).toBe(0);

      // The submit button is disabled while the request is on its way: held back until seen.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/v1/web/user/booking", async (route) => {
        await released;
        await route.continue();
      });
      const submit = dialog.locator('button[type="submit"]');
      await submit.click();
      await expect.poll(() => submit.isDisabled()).toBe(true);
      release();
      await dialog.waitFor({ state: "detached" });
      // The success message (the server's, in the page's language); other toasts (the log-in's) may still show.
      await page.locator('.toast[data-type="success"] p', { hasText: serverMessages[language].bookingReceived }).waitFor();
      expect(posted).toBe(1);

      // Stored for this account, and sent to the sales mailbox.
      const rows = queryRows<{
        user_id: number;
        username: string;
        demand_type: number;
        other_desc: string;
        posts: string;
        language: string;
      }>(
        harness.server.dataDir,
        "SELECT user_id, username, demand_type, other_desc, posts, language FROM booking WHERE company = ?",
        company,
      );
      expect(rows).toEqual([
        { user_id: user.id, username: "张三 E2E", demand_type: 5, other_desc: "GPU 集群 + 对象存储", posts: "CTO", language },
      ]);
      const mail = await smtp.waitFor(SALES_EMAIL, (message) => message.subject.includes(company));
      expect(mail.subject).toContain("张三 E2E");
      expect(mail.text).toContain("13912345678");
      expect(mail.text).toContain("其他");
      expect(mail.text).toContain("GPU 集群 + 对象存储");
    });
  });
});

describe("the booking dialog", () => {
  it("a toast raised while the dialog is open shows above it, where it can be read and closed", async () => {
    const user = await createUser(harness.server.dataDir);
    // A context of its own: the broken connection is what this test provokes.
    const context = await harness.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await open(page, harness.server.origin, `/login?redirect=${encodeURIComponent("/cloudProduct")}`);
      await logInOnPage(page, user, "zh_CN", "/cloudProduct");
      // The dialog's list of demand types fails to load: the request layer's toast, raised while it opens.
      await page.route("**/api/v1/web/dict/data/type/**", (route) => route.abort("connectionfailed"));
      await page.locator("button[data-booking-cta]").first().click();
      const dialog = bookingDialog(page);
      await dialog.waitFor();
      const toast = page.locator('.toast[data-type="error"]');
      await toast.waitFor();
      expect(await toast.textContent()).toContain(httpMessages.zh_CN.networkError);
      // On top: the point at the toast's centre hits the toast, not the dialog or its backdrop.
      const box = (await toast.boundingBox())!;
      const hit = await page.evaluate(
        ([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest(".toast")),
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit).toBe(true);
      // Not inert: its close button works while the dialog stays open.
      await toast.locator(".toast-close").click();
      await toast.waitFor({ state: "detached" });
      expect(await dialog.isVisible()).toBe(true);

      // A failed submission shows in the dialog's failure line only, not in a toast besides.
      await dialog.locator('[name="company"]').fill("示例科技");
      await page.route("**/api/v1/web/user/booking", (route) => route.abort("connectionfailed"));
      await dialog.locator('button[type="submit"]').click();
      await expect.poll(() => dialog.locator("[data-form-error]").textContent()).toContain(httpMessages.zh_CN.networkError);
      expect(await page.locator(".toast").count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("preselects the product's demand type, closes on Escape and returns focus", async () => {
    const user = await createUser(harness.server.dataDir);
    await withPage(harness, async (page) => {
      let dictionaryCalls = 0;
      page.on("request", (request) => {
        if (request.url().includes("/api/v1/web/dict/data/type/web_demand_type")) dictionaryCalls += 1;
      });
      await open(page, harness.server.origin, `/login?redirect=${encodeURIComponent("/cloudProduct")}`);
      await logInOnPage(page, user, "zh_CN", "/cloudProduct");
      const cta = page.locator('[data-demand-type="2"] button[data-booking-cta]').first();
      await cta.click();
      const dialog = bookingDialog(page);
      await dialog.waitFor();
      await expect.poll(() => dialog.locator('[name="demandType"]').inputValue()).toBe("2");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest("[data-demand-type]")?.getAttribute("data-demand-type")))
        .toBe("2");

      // Reopening after a client-side navigation works the same; the cancel button closes too.
      await page.locator('[data-menu-key="aidc"]').click();
      await page.waitForURL((url) => url.pathname === "/AIDC");
      await waitForHydration(page);
      await page.locator("button[data-booking-cta]").first().click();
      await dialog.waitFor();
      await expect.poll(() => dialog.locator('[name="demandType"] option').count()).toBe(6);
      // The dictionary is cached in the page: it was asked for once.
      expect(dictionaryCalls).toBe(1);
      await dialog.locator(".dialog-footer .button-outline").click();
      await dialog.waitFor({ state: "detached" });
    });
  });
});
