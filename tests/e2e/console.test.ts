import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Language } from "../../common/constants.ts";
import { adminCatalogs } from "../../app/i18n/admin-catalogs.ts";
import { serverMessages } from "../../server/i18n/server-messages.ts";
import { axeViolations } from "../support/axe.ts";
import { downloadedBytes, open, startHarness, stopHarness, withNewContext, withPage, type Harness } from "./helpers.ts";
import { createStaffAccount, signInToConsole } from "./console-support.ts";
import { createUser, logInOnPage, queryRows } from "./leads-support.ts";

/**
 * The operator console end to end (issue 12): staff made with the operator command sign in
 * through the site's login, find a visitor's booking in the inbox, mark it contacted with a note,
 * export it and see the export in the audit log; roles limit what each member of staff can open.
 */
let harness: Harness;
/** A whole staff journey (two sign-ins, a booking, several screens) outlasts the project's 60 s on a busy machine. */
const JOURNEY_TIMEOUT_MS = 150_000;

beforeAll(async () => {
  harness = await startHarness({ DATABASE_URL: "" });
});

afterAll(async () => {
  await stopHarness(harness);
});

async function chooseLanguage(page: Page, language: Language) {
  await page.context().addCookies([{ name: "language", value: language, url: harness.server.origin }]);
}

describe.each([["Chinese", "zh_CN" as Language] as const, ["English", "en_US" as Language] as const])(
  "the console in %s",
  (_name, language) => {
    const t = adminCatalogs[language];

    it(
      "staff find a visitor's booking, mark it contacted with a note, export it and see the export in the audit log",
      async () => {
        const company = `控制台测试公司 ${language} ${Date.now()}`;
        const visitor = await createUser(harness.server.dataDir);

        // A visitor books a demo on the public site.
        await withPage(harness, async (page) => {
          await chooseLanguage(page, language);
          await open(page, harness.server.origin, `/login?redirect=${encodeURIComponent("/index")}`);
          await logInOnPage(page, visitor, language, "/index");
          await page.locator("button[data-booking-cta]").first().click();
          const dialog = page.locator("dialog[data-booking-dialog][open]");
          await dialog.waitFor();
          await dialog.locator('[name="company"]').fill(company);
          await dialog.locator('button[type="submit"]').click();
          await dialog.waitFor({ state: "detached" });
        });

        const admin = await createStaffAccount(harness.server.dataDir, "admin");
        await withNewContext(harness, async (page) => {
          await chooseLanguage(page, language);
          await signInToConsole(page, harness.server.origin, admin, language);
          await page.locator("[data-console]").waitFor();
          expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
          await page.locator("[data-dashboard] [data-new-bookings] strong").waitFor();

          // The inbox, by keyboard-reachable menu, then a server-side search.
          await page.getByRole("navigation", { name: t.menuLabel }).getByRole("link", { name: t.nav.leads }).click();
          await page.waitForURL((url) => url.pathname === "/admin/leads");
          const search = page.getByRole("searchbox", { name: t.leads.search });
          await search.fill(company);
          await search.press("Enter");
          await page.waitForURL((url) => url.searchParams.get("q") === company);
          const row = page.locator("[data-leads] tbody tr", { hasText: company });
          await row.waitFor();
          // The unfiltered list holds the row too: wait for the search's answer to replace it.
          await expect.poll(() => page.locator("[data-leads] tbody tr").count()).toBe(1);
          expect(await axeViolations(page, "[data-leads]")).toEqual([]);

          // Any column sorts both ways from its header, kept in the address beside the search.
          const companyHeader = page.getByRole("columnheader", { name: t.leads.columns.company });
          await companyHeader.getByRole("button").click();
          await page.waitForURL((url) => url.searchParams.get("sort") === "company" && url.searchParams.get("order") === "asc");
          await expect.poll(() => companyHeader.getAttribute("aria-sort")).toBe("ascending");
          await companyHeader.getByRole("button").click();
          await page.waitForURL((url) => url.searchParams.get("order") === "desc" && url.searchParams.get("q") === company);
          await expect.poll(() => companyHeader.getAttribute("aria-sort")).toBe("descending");
          await row.waitFor();

          // Status changed in place, then a note in the detail panel.
          const lead = queryRows<{ id: number }>(
            harness.server.dataDir,
            "SELECT lead.id FROM lead JOIN booking ON booking.id = lead.source_id AND lead.kind = 'booking' WHERE booking.company = ?",
            company,
          )[0]!;
          await row.getByRole("combobox", { name: `${t.leads.columns.status} #${lead.id}` }).selectOption("contacted");
          await page.locator('.toast[data-type="success"] p', { hasText: t.leads.changed }).first().waitFor();
          await row.getByRole("button", { name: `${t.leads.details} #${lead.id}` }).click();
          const panel = page.locator("dialog[data-lead-detail][open]");
          await panel.locator("dl").waitFor();
          expect(await panel.textContent()).toContain(company);
          expect(await panel.textContent()).toContain(visitor.phone);
          const note = `${language} 已电话联系，约周四演示`;
          await panel.getByRole("textbox", { name: t.leads.addNote }).fill(note);
          await panel.getByRole("button", { name: t.leads.saveNote }).click();
          await panel.locator("[data-notes] li", { hasText: note }).waitFor();
          expect(await panel.locator("[data-notes] li small").first().textContent()).toContain(admin);
          await page.keyboard.press("Escape");
          await panel.waitFor({ state: "detached" });
          expect(queryRows(harness.server.dataDir, "SELECT status FROM lead WHERE id = ?", lead.id)).toEqual([{ status: "contacted" }]);

          // Export the filtered inbox: one row, the booking's, readable Chinese behind a BOM.
          const [download] = await Promise.all([page.waitForEvent("download"), page.locator('[data-export="csv"]').click()]);
          const bytes = await downloadedBytes(download);
          expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
          const lines = bytes.toString("utf8").trim().split("\r\n");
          expect(lines).toHaveLength(2);
          expect(lines[1]).toContain(company);
          expect(lines[1]).toContain(t.statuses.contacted);

          // The audit log tells of the export, with its row count, in a sentence.
          await page.getByRole("navigation", { name: t.menuLabel }).getByRole("link", { name: t.nav.audit }).click();
          const sentence = language === "zh_CN" ? `${admin} 导出了 1 条线索（CSV）` : `${admin} exported 1 lead (CSV)`;
          await page.locator("[data-audit] tbody tr [data-sentence]", { hasText: sentence }).first().waitFor();

          // Both screens are tabs in the open-pages strip; closing the current one goes back to the last.
          const tabs = page.getByRole("navigation", { name: t.tabsLabel });
          expect(await tabs.getByRole("link").allTextContents()).toEqual([t.nav.dashboard, t.nav.leads, t.nav.audit]);
          await tabs.getByRole("button", { name: t.closeTab.replace("{title}", t.nav.audit) }).click();
          await page.waitForURL((url) => url.pathname === "/admin/leads");
        });
      },
      JOURNEY_TIMEOUT_MS,
    );
  },
);

it(
  "a sales user has no accounts screen and the API refuses it; a visitor without a role sees 403",
  async () => {
    const sales = await createStaffAccount(harness.server.dataDir, "sales");
    const t = adminCatalogs.zh_CN;
    await withNewContext(harness, async (page) => {
      await signInToConsole(page, harness.server.origin, sales, "zh_CN");
      await page.locator("[data-console]").waitFor();
      const menu = page.getByRole("navigation", { name: t.menuLabel });
      expect(await menu.getByRole("listitem").allTextContents()).toEqual([t.nav.dashboard, t.nav.leads, t.nav.traffic, t.nav.security]);
      await page.goto(`${harness.server.origin}/admin/users`);
      await page.locator("[data-forbidden]").waitFor();
      expect(await page.locator("[data-users]").count()).toBe(0);
      const answer = await page.evaluate(async () => {
        // The session travels as the page sends it: the cookie, and the bearer header while the token is readable.
        const token = decodeURIComponent(document.cookie.match(/Admin-Token=([^;]+)/)?.[1] ?? "");
        const response = await fetch("/api/admin/users", {
          headers: { clientid: "web-portal", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
        return (await response.json()) as { code: number; msg: string };
      });
      expect(answer).toEqual({ code: 403, msg: serverMessages.zh_CN.forbidden, data: null });
    });

    const visitor = await createUser(harness.server.dataDir);
    await withNewContext(harness, async (page) => {
      await signInToConsole(page, harness.server.origin, visitor.username, "zh_CN");
      await page.locator("[data-console-forbidden]").waitFor();
      expect(await page.locator("h1").textContent()).toBe(t.forbiddenTitle);
    });
  },
  JOURNEY_TIMEOUT_MS,
);
