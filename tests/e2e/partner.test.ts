import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { WEB_CLIENT_ID, type Language } from "../../common/constants.ts";
import { fieldMessages } from "../../common/field-messages.ts";
import { PARTNER_AGREEMENT_VERSION, partnerContent } from "../../content/pages/partner.ts";
import { leadsCatalogs } from "../../app/i18n/leads-catalogs.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";
import { open, startHarness, stopHarness, withPage, type Harness } from "./helpers.ts";
import { axeViolations } from "../support/axe.ts";
import { queryRows } from "./leads-support.ts";
import { remoteApi } from "../support/api-client.ts";
import { proofOfWorkHeader } from "../support/proof-of-work.ts";

/**
 * The partner application on /ecologyPartner end to end (issue 5): validation, the user
 * authorisation agreement in a dialog, the honeypot, the stored application with the agreement
 * version and time of consent, and the e-mail to the sales mailbox of a real SMTP server.
 */
const SALES_EMAIL = "partners.e2e@example.test";
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

async function messageOf(control: Locator): Promise<string | null> {
  const id = await control.getAttribute("aria-describedby");
  return id ? control.page().locator(`[id="${id}"]`).textContent() : null;
}

describe.each([
  ["Chinese", "zh_CN" as Language, ""],
  ["English", "en_US" as Language, "/en"],
])("partner application in %s", (_label, language, prefix) => {
  const copy = partnerContent[language].form;
  const agreement = partnerContent[language].agreement;
  const text = leadsCatalogs[language].partner;

  it("is validated, needs the agreement (read in a dialog), is stored with the agreement version and mailed to sales", async () => {
    const company = `E2E Partner ${language} ${Date.now()}`;
    const email = `partner.${language.toLowerCase()}.${Date.now()}@example.test`;
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, `${prefix}/ecologyPartner`);
      const applySection = page.locator("section#apply");
      expect(await applySection.locator("h2").textContent()).toBe(copy.title);
      const form = applySection.locator('form[data-form="partner"]');
      const field = (name: string) => form.locator(`[name="${name}"]`);
      // Labelled fields in spec order: name, phone, email, company, other.
      for (const name of ["name", "phone", "email", "company", "other"] as const) {
        expect(await form.getByLabel(copy.labels[name]).getAttribute("name")).toBe(name);
      }

      // The honeypot: off-screen, hidden from assistive technology, out of the tab order, no autofill.
      const honeypot = field("website");
      expect(await honeypot.getAttribute("tabindex")).toBe("-1");
      expect(await honeypot.getAttribute("autocomplete")).toBe("off");
      expect(await honeypot.evaluate((element) => element.closest("[aria-hidden='true']") !== null)).toBe(true);
      const box = await honeypot.boundingBox();
      expect(box === null || box.x + box.width <= 0).toBe(true);
      await field("other").focus();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("agreed");

      // Validation on blur.
      await field("name").focus();
      await field("name").blur();
      await expect.poll(() => field("name").getAttribute("aria-invalid")).toBe("true");
      expect(await messageOf(field("name"))).toBe(fieldMessages[language].partnerName);
      await field("phone").fill("12");
      await field("phone").blur();
      await expect.poll(() => messageOf(field("phone"))).toBe(fieldMessages[language].phoneInvalid);

      await field("name").fill("李四");
      await field("phone").fill("021-66668888");
      await field("email").fill(email);
      await field("company").fill(company);
      await field("other").fill("希望成为渠道合作伙伴");

      // Without consent nothing is sent, and the consent box says why.
      let posted = 0;
      let postHeaders: Record<string, string> = {};
      let challengeAnswered = 0;
      page.on("response", (response) => {
        if (response.url().endsWith("/api/auth/pow")) challengeAnswered = performance.now();
      });
      page.on("request", (request) => {
        if (!request.url().endsWith("/api/v1/web/partner/apply")) return;
        posted += 1;
        postHeaders = request.headers();
        // How long the page spent solving the proof-of-work (reported, not asserted: machines differ).
        console.info(`proof-of-work solved in ${Math.round(performance.now() - challengeAnswered)} ms`);
      });
      await form.locator('button[type="submit"]').click();
      const consent = field("agreed");
      await expect.poll(() => consent.getAttribute("aria-invalid")).toBe("true");
      expect(await messageOf(consent)).toBe(fieldMessages[language].agreementRequired);
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("agreed");
      expect(posted).toBe(0);

      expect(await axeViolations(page, "section#apply")).toEqual([]);

      // The agreement opens in a dialog; Escape closes it and focus returns to its link.
      const opener = form.locator("button[data-open-agreement]");
      expect(await opener.textContent()).toBe(copy.agreementLink);
      await opener.click();
      const dialog = page.locator("dialog[data-agreement-dialog][open]");
      await dialog.waitFor();
      expect(await dialog.locator("h2").textContent()).toBe(agreement.title);
      expect(await dialog.textContent()).toContain(agreement.versionLabel);
      expect(await dialog.locator("h3").allTextContents()).toEqual(agreement.sections.map((section) => section.heading));
      expect(await axeViolations(page, "dialog[data-agreement-dialog]")).toEqual([]);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-open-agreement"))).toBe(true);
      expect(await consent.isChecked()).toBe(false);

      // "I have read and agree" ticks the consent box.
      await opener.click();
      await dialog.waitFor();
      await dialog.locator('button[data-action="agree"]').click();
      await dialog.waitFor({ state: "detached" });
      expect(await consent.isChecked()).toBe(true);
      expect(await consent.getAttribute("aria-invalid")).toBeNull();

      const before = Date.now();
      await form.locator('button[type="submit"]').click();
      const thanks = applySection.locator("[data-partner-done]");
      await thanks.waitFor();
      expect(await thanks.locator("h3").textContent()).toBe(text.successTitle);
      expect(await thanks.locator("p").textContent()).toBe(copy.success);
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("H3");
      expect(posted).toBe(1);
      // The page proved its work without the visitor doing anything.
      expect(postHeaders["x-altcha"]).toBeTruthy();

      const rows = queryRows<{
        name: string;
        phone: string;
        email: string;
        other: string;
        agreement_version: string;
        consented_at: number;
        language: string;
      }>(
        harness.server.dataDir,
        "SELECT name, phone, email, other, agreement_version, consented_at, language FROM partner_application WHERE company = ?",
        company,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: "李四",
        phone: "021-66668888",
        email,
        other: "希望成为渠道合作伙伴",
        agreement_version: PARTNER_AGREEMENT_VERSION,
        language,
      });
      expect(rows[0]!.consented_at).toBeGreaterThanOrEqual(before - 5_000);

      const mail = await smtp.waitFor(SALES_EMAIL, (message) => message.subject.includes(company));
      expect(mail.subject).toContain("李四");
      expect(mail.text).toContain(email);
      expect(mail.text).toContain(PARTNER_AGREEMENT_VERSION);
    });
  });
});

describe("the honeypot", () => {
  it("an application with the hidden field filled is answered like any other but not stored or mailed", async () => {
    const company = `E2E Bot ${Date.now()}`;
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/ecologyPartner");
      const form = page.locator('form[data-form="partner"]');
      await form.locator('[name="name"]').fill("Bot");
      await form.locator('[name="phone"]').fill("13800138000");
      await form.locator('[name="email"]').fill("bot@example.test");
      await form.locator('[name="company"]').fill(company);
      await form.locator('[name="agreed"]').check();
      // What a form-filling bot does: fill every input, hidden or not.
      await form.locator('[name="website"]').evaluate((element: HTMLInputElement) => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
        setter.call(element, "https://spam.example");
        element.dispatchEvent(new Event("input", { bubbles: true }));
      });
      await form.locator('button[type="submit"]').click();
      await page.locator("[data-partner-done]").waitFor();
    });
    expect(queryRows(harness.server.dataDir, "SELECT id FROM partner_application WHERE company = ?", company)).toEqual([]);

    // A genuine application sent after it is queued and mailed: the mail path was working.
    const genuine = `E2E Genuine ${Date.now()}`;
    const answer = await fetch(`${harness.server.origin}/api/v1/web/partner/apply`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        clientid: WEB_CLIENT_ID,
        ...(await proofOfWorkHeader(remoteApi(harness.server.origin, ""))),
      },
      body: JSON.stringify({
        name: "王五",
        phone: "13800138001",
        email: "genuine@example.test",
        company: genuine,
        other: "",
        agreed: true,
        agreementVersion: PARTNER_AGREEMENT_VERSION,
        website: "",
      }),
    });
    expect(((await answer.json()) as { code: number }).code).toBe(200);
    await smtp.waitFor(SALES_EMAIL, (message) => message.subject.includes(genuine));
    // Every mail leaves through the outbox, written before the answer: the bot's was never queued.
    const queued = queryRows<{ subject: string }>(harness.server.dataDir, "SELECT subject FROM outbox").map((row) => row.subject);
    expect(queued.filter((subject) => subject.includes(genuine))).toHaveLength(1);
    expect(queued.filter((subject) => subject.includes(company))).toEqual([]);
    expect(smtp.messages.filter((message) => message.subject.includes(company))).toEqual([]);
  });
});

describe("a form on another site", () => {
  it("cannot submit a partner application: Chromium names the other origin and the server refuses it", async () => {
    const company = `E2E Cross-site ${Date.now()}`;
    const target = `${harness.server.origin}/api/v1/web/partner/apply`;
    // The classic cross-site JSON post: a text/plain form whose one field spells out a JSON body.
    const json = JSON.stringify({
      name: "跨站",
      phone: "13800138002",
      email: "cross.site@example.test",
      company,
      other: "",
      agreed: true,
      agreementVersion: PARTNER_AGREEMENT_VERSION,
      website: "",
      pad: "",
    });
    const [fieldName, fieldValue] = [json.slice(0, -2), '"}'];
    const attacker = http.createServer((_request, response) => {
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.end(
        `<!doctype html><form method="POST" action="${target}" enctype="text/plain"><input name='${fieldName}' value='${fieldValue}'></form><script>document.forms[0].submit()</script>`,
      );
    });
    await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
    // "localhost" and 127.0.0.1 are different origins (and different sites) to the browser.
    const attackerOrigin = `http://localhost:${(attacker.address() as AddressInfo).port}`;
    try {
      await withPage(harness, async (page) => {
        const sent = page.waitForRequest(target);
        await page.goto(`${attackerOrigin}/`);
        expect((await sent).headers()["origin"]).toBe(attackerOrigin);
        await page.waitForURL(target);
        const envelope = JSON.parse(await page.locator("body").innerText()) as { code: number };
        expect(envelope.code).toBe(403);
      });
    } finally {
      attacker.close();
    }
    expect(queryRows(harness.server.dataDir, "SELECT id FROM partner_application WHERE company = ?", company)).toEqual([]);
  });
});
