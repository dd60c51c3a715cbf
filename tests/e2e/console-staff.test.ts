import path from "node:path";
import SQLite from "better-sqlite3";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCatalogs } from "../../app/i18n/admin-catalogs.ts";
import { authCatalogs } from "../../app/i18n/auth-catalogs.ts";
import { staffAccountTexts } from "../../app/i18n/staff-accounts-texts.ts";
import { WEB_CLIENT_ID, type Language } from "../../common/constants.ts";
import { serverMessages } from "../../server/i18n/server-messages.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";
import { createStaffAccount, signInToConsole } from "./console-support.ts";
import { startHarness, stopHarness, waitForHydration, withNewContext, type Harness } from "./helpers.ts";
import { createUser, PASSWORD, queryRows } from "./leads-support.ts";

/**
 * Staff accounts a team can trust (issue 30), in Chromium and both languages: an admin invites an
 * editor who accepts and signs in; granting admin to a visitor goes through a confirmation that
 * asks for the password; the audit log reads as sentences and filters by one lead.
 */
let harness: Harness;
let smtp: SmtpCapture;
/** Two sign-ins and an e-mail round trip outlast the project's 60 s on a busy machine. */
const JOURNEY_TIMEOUT_MS = 150_000;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  harness = await startHarness({ DATABASE_URL: "", SMTP_URL: smtp.url });
});

afterAll(async () => {
  await stopHarness(harness);
  await smtp.close();
});

/** A demo booking and its lead, written as the booking call writes them (that call is tested elsewhere). */
function insertLead(dataDir: string, bookerId: number, company: string): number {
  const database = new SQLite(path.join(dataDir, "site.db"));
  try {
    const now = Date.now();
    const booking = database
      .prepare(
        `INSERT INTO booking (user_id, username, phone, email, company, posts, demand_type, other_desc, remark, language, fingerprint, created_at)
         VALUES (?, '王小明', '13800138000', 'buyer@example.test', ?, 'CTO', 1, '', '', 'zh_CN', ?, ?)`,
      )
      .run(bookerId, company, `fingerprint-${company}`, now);
    const lead = database
      .prepare("INSERT INTO lead (kind, source_id, status, created_at, updated_at) VALUES ('booking', ?, 'new', ?, ?)")
      .run(booking.lastInsertRowid, now, now);
    return Number(lead.lastInsertRowid);
  } finally {
    database.close();
  }
}

/** A change of a lead from the signed-in page, as the inbox makes it: from the lead's version now. */
async function changeLead(page: Page, dataDir: string, leadId: number, change: Record<string, unknown>): Promise<number> {
  const [{ version }] = queryRows<{ version: number }>(dataDir, "SELECT version FROM lead WHERE id = ?", leadId) as [{ version: number }];
  const body = { ...change, version };
  return page.evaluate(
    async ([url, payload, clientId]) => {
      const response = await fetch(url, {
        method: "PATCH",
        headers: { "content-type": "application/json", clientid: clientId },
        body: JSON.stringify(payload),
      });
      return ((await response.json()) as { code: number }).code;
    },
    [`/api/admin/leads/${leadId}`, body, WEB_CLIENT_ID] as const,
  );
}

describe.each([["Chinese", "zh_CN" as Language] as const, ["English", "en_US" as Language] as const])(
  "staff accounts in %s",
  (_name, language) => {
    const t = adminCatalogs[language];
    const s = staffAccountTexts[language];

    it(
      "an admin invites an editor, who accepts the e-mailed link, sets a password and signs in",
      async () => {
        const admin = await createStaffAccount(harness.server.dataDir, "admin");
        const email = `editor.${language.toLowerCase()}.${Date.now()}@example.test`;
        await withNewContext(harness, async (page) => {
          await signInToConsole(page, harness.server.origin, admin, language, "/admin/users");
          const form = page.locator('form[data-form="invite"]');
          await form.getByRole("textbox", { name: s.invitations.email }).fill(email);
          await form.getByRole("combobox", { name: s.invitations.role }).selectOption("editor");
          await form.getByRole("button", { name: s.invitations.invite }).click();
          await page.locator("[data-invitations] tbody tr", { hasText: email }).waitFor();
        });

        const mail = await smtp.waitFor(email);
        const link = /(http:\/\/\S+\/admin\/invitation#[\w-]+)/.exec(mail.text)?.[1];
        if (!link) throw new Error(`No invitation link in: ${mail.text}`);
        const username = `invited_${language === "zh_CN" ? "zh" : "en"}_${Date.now().toString(36)}`;
        await withNewContext(harness, async (page) => {
          await page.context().addCookies([{ name: "language", value: language, url: harness.server.origin }]);
          await page.goto(link);
          await waitForHydration(page);
          const accept = page.locator('form[data-form="accept-invitation"]');
          await accept.waitFor();
          await expect(page.locator("[data-invitation-page]").textContent()).resolves.toContain(email);
          await accept.getByRole("textbox", { name: s.invitationPage.username }).fill(username);
          await accept.getByLabel(s.invitationPage.password, { exact: true }).fill(PASSWORD);
          await accept.getByLabel(s.invitationPage.confirmPassword, { exact: true }).fill(PASSWORD);
          await accept.getByRole("button", { name: s.invitationPage.submit }).click();
          await page.getByRole("link", { name: s.invitationPage.signIn }).click();
          await page.waitForURL((url) => url.pathname === "/login");
          await waitForHydration(page);
          const login = page.locator('form[data-form="password-login"]');
          await login.getByRole("textbox", { name: authCatalogs[language].login.account, exact: true }).fill(username);
          await login.locator('input[type="password"]').fill(PASSWORD);
          await login.locator('button[type="submit"]').click();
          await page.waitForURL((url) => url.pathname === "/admin");
          const menu = page.getByRole("navigation", { name: t.menuLabel });
          await menu.getByRole("link", { name: t.nav.news }).waitFor();
          expect(await menu.getByRole("link", { name: t.nav.users }).count()).toBe(0);
        });
        // The link was good once.
        const used = queryRows<{ accepted_at: number | null }>(
          harness.server.dataDir,
          "SELECT accepted_at FROM staff_invitation WHERE email = ?",
          email,
        );
        expect(used).toHaveLength(1);
        expect(used[0]!.accepted_at).not.toBeNull();
      },
      JOURNEY_TIMEOUT_MS,
    );

    it(
      "granting admin to a visitor shows what the role can do and asks for the granting admin's password",
      async () => {
        const admin = await createStaffAccount(harness.server.dataDir, "admin");
        const visitor = await createUser(harness.server.dataDir, { nickname: `访客 ${language}` });
        await withNewContext(harness, async (page) => {
          await signInToConsole(page, harness.server.origin, admin, language, "/admin/users");
          await page.goto(`${harness.server.origin}/admin/users?kind=visitor&q=${visitor.username}`);
          const row = page.locator("[data-users] tbody tr", { hasText: visitor.username });
          // One action on a visitor's row, no role checkboxes.
          expect(await row.locator('input[type="checkbox"]').count()).toBe(0);
          await row.getByRole("button", { name: s.makeStaff }).click();
          const dialog = page.locator("dialog[data-role-dialog]");
          await dialog.getByRole("heading", { name: s.roleDialog.makeStaffTitle.replace("{name}", visitor.nickname) }).waitFor();
          await dialog.getByRole("checkbox", { name: t.roles.admin }).check();
          const summary = dialog.locator("[data-role-summary]");
          await expect(summary.textContent()).resolves.toContain(s.roleAbilities.admin);
          const password = dialog.getByLabel(s.roleDialog.password, { exact: true });
          await password.waitFor();

          const confirm = dialog.getByRole("button", { name: s.roleDialog.confirm });
          await confirm.click();
          // The form kit checks the empty field (its rules load with the first check) and marks it.
          await dialog.locator('input[type="password"][aria-invalid="true"]').waitFor();
          await password.fill("Not-my-passw0rd");
          await confirm.click();
          await dialog.locator("[data-form-error]", { hasText: serverMessages[language].passwordWrong }).waitFor();
          expect(
            queryRows<{ roles: string }>(harness.server.dataDir, "SELECT roles FROM web_user WHERE id = ?", visitor.id)[0]!.roles,
          ).toBe("web_user");

          await password.fill(PASSWORD);
          await confirm.click();
          await dialog.waitFor({ state: "detached" });
          expect(
            queryRows<{ roles: string }>(harness.server.dataDir, "SELECT roles FROM web_user WHERE id = ?", visitor.id)[0]!.roles,
          ).toBe("web_user,admin");
        });
      },
      JOURNEY_TIMEOUT_MS,
    );

    it(
      "the audit log reads as sentences in the console's language and filters by one lead",
      async () => {
        const admin = await createStaffAccount(harness.server.dataDir, "admin");
        const booker = await createUser(harness.server.dataDir);
        const leadId = insertLead(harness.server.dataDir, booker.id, `审计公司 ${language} ${Date.now()}`);
        const otherLead = insertLead(harness.server.dataDir, booker.id, `另一家 ${language} ${Date.now()}`);
        await withNewContext(harness, async (page) => {
          await signInToConsole(page, harness.server.origin, admin, language, "/admin/audit");
          expect(await changeLead(page, harness.server.dataDir, leadId, { status: "contacted" })).toBe(200);
          expect(await changeLead(page, harness.server.dataDir, otherLead, { status: "lost" })).toBe(200);

          const filters = page.getByRole("form", { name: t.list.filters });
          await filters.getByRole("combobox", { name: s.audit.targetKind }).selectOption("lead");
          await filters.getByRole("textbox", { name: s.audit.targetId }).fill(String(leadId));
          await filters.getByRole("button", { name: t.list.apply }).click();
          await page.waitForURL((url) => url.searchParams.get("targetId") === String(leadId));

          const expected =
            language === "zh_CN"
              ? `${admin} 将线索 #${leadId} 的状态从 新线索 改为 已联系`
              : `${admin} changed lead #${leadId} status from New to Contacted`;
          const leadWord = language === "zh_CN" ? `线索 #${leadId}` : `lead #${leadId}`;
          // The filtered page has replaced the whole log: every entry is about the lead, the change among them.
          await page.waitForFunction(
            ([word, sentence]) => {
              const shown = [...document.querySelectorAll("[data-audit] [data-sentence]")].map((cell) => cell.textContent ?? "");
              return shown.length > 0 && shown.every((text) => text.includes(word!)) && shown.includes(sentence!);
            },
            [leadWord, expected],
          );
          expect(await page.locator("[data-audit] [data-sentence]", { hasText: `#${otherLead}` }).count()).toBe(0);

          // The raw values, on demand.
          const row = page.locator("[data-audit] tbody tr", { hasText: expected });
          await row.locator("summary").click();
          await expect(row.locator("[data-raw]").textContent()).resolves.toContain('"to": "contacted"');
        });
      },
      JOURNEY_TIMEOUT_MS,
    );
  },
);
