import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCatalogs } from "../../app/i18n/admin-catalogs.ts";
import { routingTexts } from "../../app/i18n/admin-routing-texts.ts";
import type { Language } from "../../common/constants.ts";
import { startReceiver, type Receiver } from "../support/webhook-receiver.ts";
import { createStaffAccount, signInToConsole } from "./console-support.ts";
import { open, startHarness, stopHarness, withNewContext, withPage, type Harness } from "./helpers.ts";
import { createUser, logInOnPage, queryRows } from "./leads-support.ts";

/**
 * Lead routing end to end (issue 27), in both languages: an admin adds a destination and sends a
 * test; a visitor's booking shows in its delivery log; a sales member finds this week's new demo
 * requests and assigns them in turn in five actions, bulk-assigns three leads and saves a filter.
 */
let harness: Harness;
let receiver: Receiver;
const JOURNEY_TIMEOUT_MS = 180_000;
const SCREENSHOTS = path.resolve(import.meta.dirname, "..", ".artifacts", "screenshots");

beforeAll(async () => {
  receiver = await startReceiver(() => ({ status: 200, body: '{"received":true}' }));
  harness = await startHarness({ DATABASE_URL: "", WEBHOOK_ALLOW_PRIVATE: "true" });
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await stopHarness(harness);
  await receiver.close();
});

/** Demo bookings of this moment written straight into the running site's database (the booking form has its own tests). */
function seedBookings(dataDir: string, companies: string[]): number[] {
  const database = new SQLite(path.join(dataDir, "site.db"));
  try {
    const user = database.prepare("SELECT id FROM web_user ORDER BY id LIMIT 1").get() as { id: number };
    return companies.map((company, index) => {
      const now = Date.now();
      const booking = database
        .prepare(
          "INSERT INTO booking (user_id, username, phone, email, company, posts, demand_type, other_desc, remark, language, fingerprint, created_at) VALUES (?, ?, ?, ?, ?, '', 1, '', '', 'zh_CN', ?, ?)",
        )
        .run(user.id, "测试", `1370000${String(1000 + index)}`, `bulk${index}${now}@example.test`, company, `${company}-${now}`, now);
      const lead = database
        .prepare("INSERT INTO lead (kind, source_id, status, created_at, updated_at) VALUES ('booking', ?, 'new', ?, ?)")
        .run(booking.lastInsertRowid, now, now);
      return Number(lead.lastInsertRowid);
    });
  } finally {
    database.close();
  }
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

describe.each([["Chinese", "zh_CN" as Language] as const, ["English", "en_US" as Language] as const])(
  "lead routing in %s",
  (_name, language) => {
    const t = adminCatalogs[language];
    const texts = routingTexts[language];
    let admin = "";
    let salesOne = "";
    let salesTwo = "";

    beforeAll(async () => {
      admin = await createStaffAccount(harness.server.dataDir, "admin");
      salesOne = await createStaffAccount(harness.server.dataDir, "sales");
      salesTwo = await createStaffAccount(harness.server.dataDir, "sales");
    });

    it(
      "an admin adds a destination and a rule, sends a test and sees the answer; a visitor's booking shows in the delivery log",
      async () => {
        const name = `CRM ${language} ${Date.now()}`;
        await withNewContext(harness, async (page) => {
          await signInToConsole(page, harness.server.origin, admin, language, "/admin/routing");
          await page.getByRole("button", { name: texts.routing.addDestination }).click();
          const form = page.locator("dialog[data-destination-form][open]");
          await form.locator('[name="name"]').fill(name);
          await form.locator('[name="kind"]').selectOption("webhook");
          await form.locator('[name="url"]').fill(`${receiver.origin}/crm/${language}`);
          await shot(page, `routing-destination-form-${language}`);
          await form.locator('button[type="submit"]').click();
          // The generated secret is shown once.
          const secret = page.locator("dialog[data-new-secret][open] code");
          await expect.poll(() => secret.textContent()).toMatch(/^whsec_/);
          await page.keyboard.press("Escape");

          // An assignment rule: demo bookings in turn to the two sales accounts.
          await page.getByRole("button", { name: texts.routing.addRule }).click();
          const rule = page.locator("dialog[data-rule-form][open]");
          await rule.locator('[name="name"]').fill(`轮流 ${language}`);
          await rule.locator("[data-rule-members]").getByLabel(salesOne).check();
          await rule.locator("[data-rule-members]").getByLabel(salesTwo).check();
          await rule.locator('button[type="submit"]').click();
          await rule.waitFor({ state: "detached" });

          const card = page.locator(`[data-destination="${name}"]`);
          const before = receiver.requests.length;
          await card.locator("[data-send-test]").click();
          await expect.poll(() => card.locator("[data-test-answer]").textContent()).toContain('{"received":true}');
          expect(receiver.requests.length).toBe(before + 1);
          expect(receiver.requests.at(-1)!.headers["webhook-signature"]).toMatch(/^v1,/);
          await shot(page, `routing-${language}`);
        });

        // A visitor books a demo on the public site.
        const company = `路由测试公司 ${language} ${Date.now()}`;
        const visitor = await createUser(harness.server.dataDir);
        await withPage(harness, async (page) => {
          await page.context().addCookies([{ name: "language", value: language, url: harness.server.origin }]);
          await open(page, harness.server.origin, `/login?redirect=${encodeURIComponent("/index")}`);
          await logInOnPage(page, visitor, language, "/index");
          await page.locator("button[data-booking-cta]").first().click();
          const dialog = page.locator("dialog[data-booking-dialog][open]");
          await dialog.locator('[name="company"]').fill(company);
          await dialog.locator('button[type="submit"]').click();
          await dialog.waitFor({ state: "detached" });
        });
        const [lead] = queryRows<{ id: number; owner_id: number | null }>(
          harness.server.dataDir,
          "SELECT lead.id, lead.owner_id FROM lead JOIN booking ON booking.id = lead.source_id AND lead.kind = 'booking' WHERE booking.company = ?",
          company,
        );
        expect(lead!.owner_id).not.toBeNull();
        await expect.poll(() => receiver.requests.some((request) => request.body.includes(company)), { timeout: 15_000 }).toBe(true);

        await withNewContext(harness, async (page) => {
          await signInToConsole(page, harness.server.origin, admin, language, "/admin/routing");
          const card = page.locator(`[data-destination="${name}"]`);
          await card.locator("[data-show-log]").click();
          const row = card.locator("[data-delivery-log] tbody tr").first();
          await expect.poll(() => row.textContent()).toContain(`#${lead!.id}`);
          expect(await row.getAttribute("data-delivery-status")).toBe("sent");
          expect(await row.textContent()).toContain(texts.routing.events["lead.created"]);
          await shot(page, `routing-delivery-log-${language}`);
          await page.setViewportSize({ width: 390, height: 844 });
          await shot(page, `routing-phone-${language}`);
          await page.goto(`${harness.server.origin}/admin`);
          await page.locator("[data-waiting-leads]").waitFor();
          await shot(page, `dashboard-phone-${language}`);
          await page.setViewportSize({ width: 1280, height: 720 });
          await page.reload();
          await page.locator("[data-waiting-leads]").waitFor();
          await shot(page, `dashboard-${language}`);
        });
      },
      JOURNEY_TIMEOUT_MS,
    );

    it(
      "a sales member assigns this week's new demo requests in turn in five actions, bulk-assigns three leads and saves a filter",
      async () => {
        const tag = `${language}-${Date.now()}`;
        const roundRobin = seedBookings(harness.server.dataDir, [`轮转A ${tag}`, `轮转B ${tag}`, `轮转C ${tag}`, `轮转D ${tag}`]);
        const threeLeads = seedBookings(harness.server.dataDir, [`批量1 ${tag}`, `批量2 ${tag}`, `批量3 ${tag}`]);

        await withNewContext(harness, async (page) => {
          await signInToConsole(page, harness.server.origin, salesOne, language, "/admin/leads");
          await page.locator("[data-lead-row]").first().waitFor();
          // "This week's new demo requests, assigned round-robin": five actions.
          await page.locator('[data-quick="week"]').click(); // 1
          await page.waitForURL((url) => url.searchParams.has("from"));
          await page.locator('[data-quick="bookings"]').click(); // 2
          await page.waitForURL((url) => url.searchParams.get("type") === "booking");
          await page.locator('[data-quick="new"]').click(); // 3
          await page.waitForURL((url) => url.searchParams.get("status") === "new");
          await page.locator(".console-table-wrap[aria-busy=false] [data-lead-row]").first().waitFor();
          await page.getByLabel(t.list.selectAll).check(); // 4
          await page.locator("[data-round-robin]").click(); // 5
          await expect
            .poll(() =>
              queryRows<{ owner_id: number | null }>(
                harness.server.dataDir,
                `SELECT owner_id FROM lead WHERE id IN (${roundRobin.join(",")})`,
              ),
            )
            .toSatisfy((rows: Array<{ owner_id: number | null }>) => rows.every((row) => row.owner_id !== null));
          const owners = queryRows<{ owner_id: number }>(
            harness.server.dataDir,
            `SELECT owner_id FROM lead WHERE id IN (${roundRobin.join(",")}) ORDER BY id`,
          );
          // In turn: no member gets two more than another.
          const counts = Object.values(Object.groupBy(owners, (row) => String(row.owner_id))).map((rows) => rows!.length);
          expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
          expect(counts.length).toBe(2);

          // Three chosen leads to one member, in one action; the toasts say how many. The search is
          // typed while the quick filter's list is on its way (in the same task as the click, so
          // always before it arrives): its arrival leaves the typed text in the box.
          await page.evaluate((text) => {
            const search = document.querySelector<HTMLInputElement>("input[type=search]")!;
            document.querySelector<HTMLButtonElement>('[data-quick="new"]')!.click();
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(search, text);
            search.dispatchEvent(new Event("input", { bubbles: true }));
          }, tag);
          await page.waitForURL((url) => !url.searchParams.has("status"));
          expect(await page.locator("input[type=search]").inputValue()).toBe(tag);
          await page.locator("form.console-filters button[type=submit]").click();
          await page.waitForURL((url) => url.searchParams.get("q") === tag);
          await expect.poll(() => page.locator("[data-lead-row]").count()).toBe(7);
          for (const id of threeLeads) await page.getByLabel(texts.inbox.selectRow.replace("{id}", String(id)), { exact: true }).check();
          const bar = page.locator("[data-bulk-bar]");
          await bar.locator('[name="bulkOwner"]').selectOption({ label: salesTwo });
          await bar.locator('button[type="submit"]').click();
          await expect
            .poll(() => page.locator(".toast").allTextContents(), { timeout: 10_000 })
            .toContainEqual(expect.stringContaining(language === "zh_CN" ? "已更新 3 条线索" : "3 leads updated"));
          const bulk = queryRows<{ username: string }>(
            harness.server.dataDir,
            `SELECT web_user.username FROM lead JOIN web_user ON web_user.id = lead.owner_id WHERE lead.id IN (${threeLeads.join(",")})`,
          );
          expect(bulk.map((row) => row.username)).toEqual([salesTwo, salesTwo, salesTwo]);
          await shot(page, `leads-inbox-${language}`);

          // Two changes in place in a row: one toast that counts them, not two.
          for (const id of threeLeads.slice(0, 2)) {
            await page.getByRole("combobox", { name: `${t.leads.columns.status} #${id}`, exact: true }).selectOption("contacted");
            await expect.poll(() => page.locator(`[data-lead-row="${id}"] select`).first().inputValue()).toBe("contacted");
          }
          await expect
            .poll(() => page.locator(".toast").allTextContents())
            .toContainEqual(expect.stringContaining(texts.inbox.updatedMany.replace("{count}", "2")));
          // The first change's toast became the count: none says just "updated".
          expect((await page.locator(".toast p").allTextContents()).filter((text) => text === t.leads.changed)).toEqual([]);

          // Save the filter, leave it, and bring it back.
          await page.getByRole("button", { name: t.savedFilters.saveCurrent }).click();
          await page.locator("[data-saved-filters] input").fill(`本周 ${tag}`);
          await page.locator("[data-saved-filters] button[type=submit]").click();
          await expect.poll(() => page.locator("[data-saved-filters] option").allTextContents()).toContain(`本周 ${tag}`);
          const saved = new URL(page.url()).searchParams.get("q");
          await page.locator('[data-quick="week"]').click();
          await page.goto(`${harness.server.origin}/admin/leads`);
          await page.locator("[data-saved-filters] select").selectOption({ label: `本周 ${tag}` });
          await page.waitForURL((url) => url.searchParams.get("q") === saved);
          // The week's demo bookings with the tag: the four handed out in turn and the three assigned together.
          await expect.poll(() => page.locator("[data-lead-row]").count()).toBe(7);

          // The detail shows the owner change in the lead's history, and its phone as a tel: link.
          await page.locator(`[data-lead-row="${threeLeads[0]}"] button`).first().click();
          const detail = page.locator("dialog[data-lead-detail][open]");
          await expect.poll(() => detail.locator("[data-lead-history]").textContent()).toContain(salesTwo);
          expect(await detail.locator('a[href^="tel:"]').count()).toBe(1);
          await shot(page, `lead-detail-${language}`);
          await page.keyboard.press("Escape");
          await page.setViewportSize({ width: 390, height: 844 });
          await shot(page, `leads-inbox-phone-${language}`);
        });
      },
      JOURNEY_TIMEOUT_MS,
    );
  },
);
