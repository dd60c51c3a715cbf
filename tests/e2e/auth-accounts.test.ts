import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { TOKEN_COOKIE, WEB_CLIENT_ID } from "../../common/constants.ts";
import { fieldMessages } from "../../common/field-messages.ts";
import { authEnUS } from "../../app/i18n/auth-en-us.ts";
import { authZhCN } from "../../app/i18n/auth-zh-cn.ts";
import { startOidcProvider } from "../support/oidc-provider.ts";
import { freePort } from "../support/server-process.ts";
import { sha256 } from "../../server/security/tokens.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";
import { axeViolations } from "../support/axe.ts";
import { open, startHarness, stopHarness, waitForHydration, withPage, type Harness } from "./helpers.ts";

/**
 * The account pages end to end (issue 4): a real server, a real SMTP server that receives the
 * verification codes, and a real OpenID provider for third-party sign-in.
 */
let harness: Harness;
let smtp: SmtpCapture;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;

// The test provider's client (tests/support/oidc-provider.ts); the site must know it before it starts.
const OIDC_CLIENT = { id: "website-test", secret: "website-test-secret-which-is-long-enough" };
const OIDC_ACCOUNT = { sub: "oidc-e2e-1", email: "oidc.e2e@example.test", name: "Oidc Tester" };
const PASSWORD = "Secret123";

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const providerPort = await freePort();
  harness = await startHarness({
    // SQLite in the server's data directory, which pastCooldown() reaches into.
    DATABASE_URL: "",
    SMTP_URL: smtp.url,
    OIDC_ISSUER: `http://127.0.0.1:${providerPort}`,
    OIDC_CLIENT_ID: OIDC_CLIENT.id,
    OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
    OIDC_PROVIDER_NAME: "TestID",
  });
  provider = await startOidcProvider({ redirectUri: `${harness.server.origin}/callback`, account: OIDC_ACCOUNT, port: providerPort });
});

afterAll(async () => {
  await stopHarness(harness);
  await provider?.close();
  await smtp?.close();
});

let counter = 0;
function newAccount() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { username: `user_${id}`, email: `user.${id}@example.test` };
}

/**
 * The server allows one code per address per minute, and each test account's registration just
 * used it: end that cooldown window (a rate_counter row, server/services/rate-limits.ts), as if the
 * visitor had waited a minute.
 */
function pastCooldown(email: string): void {
  const database = new SQLite(path.join(harness.server.dataDir, "site.db"));
  const key = `code-send-target:${email.toLowerCase()}`;
  try {
    database.prepare("DELETE FROM rate_counter WHERE bucket = ?").run(`code-send-target:${sha256(key)}`);
  } finally {
    database.close();
  }
}

/** Calls the API as the browser would, with the session of the token given. */
async function apiCode(route: string, token: string): Promise<number> {
  const response = await fetch(`${harness.server.origin}/api${route}`, {
    headers: { Authorization: `Bearer ${token}`, clientid: WEB_CLIENT_ID },
  });
  return ((await response.json()) as { code: number }).code;
}

async function sendCodeAndRead(page: Page, email: string): Promise<string> {
  const before = smtp.messages.length;
  await page.locator("button[data-send-code]").click();
  const mail = await smtp.waitFor(email, (message) => smtp.messages.indexOf(message) >= before);
  // The button counts down the server's cooldown.
  await page.waitForFunction(() => /\d/.test(document.querySelector("button[data-send-code]")?.textContent ?? ""));
  expect(await page.locator("button[data-send-code]").isDisabled()).toBe(true);
  return smtp.codeIn(mail);
}

async function register(page: Page, account: { username: string; email: string }, startAt = "/register"): Promise<void> {
  await open(page, harness.server.origin, startAt);
  await page.getByLabel(authZhCN.common.username, { exact: true }).fill(account.username);
  await page.getByLabel(authZhCN.common.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(authZhCN.common.confirmPassword, { exact: true }).fill(PASSWORD);
  await page.getByLabel(authZhCN.common.email, { exact: true }).fill(account.email);
  const code = await sendCodeAndRead(page, account.email);
  await page.getByLabel(authZhCN.common.emailCode, { exact: true }).fill(code);
  await page.locator('form[data-form="register"] button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === "/login");
}

async function accountName(page: Page): Promise<string | null> {
  await page.waitForSelector("[data-account-name]");
  return page.locator("[data-account-name]").getAttribute("data-account-name");
}

async function tokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === TOKEN_COOKIE);
}

describe("the sign-in pages", () => {
  // With third-party sign-in configured, as here; every screen without it: pages.test.ts.
  it.each(["/login", "/en/login"])("%s has no axe violations", async (url) => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, url);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it("are styled after a client-side navigation too (the stylesheet is inlined only in their own documents)", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      await page.locator('.nav-account a[href="/login"]').click();
      await page.waitForURL((url) => url.pathname === "/login");
      await page.waitForSelector(".auth-card");
      expect(await page.locator(".auth-card").evaluate((card) => getComputedStyle(card).borderTopLeftRadius)).toBe("14px");
      expect(await page.locator('link[rel="stylesheet"][href*="/assets/auth-"]').count()).toBe(1);
    });
  });

  it("the log-in form with its errors showing has no axe violations", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/login");
      await page.locator('form[data-form="password-login"] button[type="submit"]').click();
      await page.waitForSelector('[aria-invalid="true"]');
      expect(await axeViolations(page)).toEqual([]);
      // Tabs follow the WAI-ARIA pattern: arrow keys move the selection and the focus.
      await page.getByRole("tab", { name: authZhCN.login.passwordTab }).press("ArrowRight");
      await page.waitForSelector('form[data-form="code-login"]');
      expect(
        await page.evaluate(() => [document.activeElement?.textContent, document.activeElement?.getAttribute("aria-selected")]),
      ).toEqual([authZhCN.login.codeTab, "true"]);
    });
  });
});

describe("register, log in, log out", () => {
  it("validates on blur and on submit with the spec's messages", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/register");
      const username = page.getByLabel(authZhCN.common.username, { exact: true });
      await username.fill("ab");
      await username.blur();
      await expect.poll(() => username.getAttribute("aria-invalid")).toBe("true");
      const describedBy = await username.getAttribute("aria-describedby");
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(fieldMessages.zh_CN.usernameInvalid);

      // Submitting shows every problem and focuses the first one; nothing is sent.
      await page.locator('form[data-form="register"] button[type="submit"]').click();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("username");
      expect(await page.locator('[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(4);
      await page.getByLabel(authZhCN.common.password, { exact: true }).fill("weakpass");
      await page.getByLabel(authZhCN.common.confirmPassword, { exact: true }).fill("weakpasS");
      await page.getByLabel(authZhCN.common.confirmPassword, { exact: true }).blur();
      await expect
        .poll(() => page.locator(".field-message[data-error]").allTextContents())
        .toEqual(expect.arrayContaining([fieldMessages.zh_CN.passwordInvalid, fieldMessages.zh_CN.passwordMismatch]));
    });
  });

  it("register -> log in -> the account in the navigation bar -> log out", async () => {
    const account = newAccount();
    await withPage(harness, async (page, context) => {
      const authorizationHeaders: string[] = [];
      page.on("request", (request) => {
        const header = request.headers()["authorization"];
        if (header) authorizationHeaders.push(`${request.url()}: ${header}`);
      });
      await register(page, account, "/register?redirect=%2Fabout");
      // Registration leads to /login with the username filled in and the redirect kept.
      const url = new URL(page.url());
      expect(url.searchParams.get("username")).toBe(account.username);
      expect(url.searchParams.get("redirect")).toBe("/about");
      await waitForHydration(page);
      const accountInput = page.getByLabel(authZhCN.login.account, { exact: true });
      expect(await accountInput.inputValue()).toBe(account.username);

      // A wrong password: the server's message stays on the form.
      await page.getByLabel(authZhCN.common.password, { exact: true }).fill("Wrong1234");
      await page.locator('form[data-form="password-login"] button[type="submit"]').click();
      await page.waitForSelector("[data-form-error]");
      expect(await tokenCookie(context)).toBeUndefined();

      await page.getByLabel(authZhCN.common.password, { exact: true }).fill(PASSWORD);
      await page.locator('form[data-form="password-login"] button[type="submit"]').click();
      await page.waitForURL((next) => next.pathname === "/about");
      expect(await accountName(page)).toBe(account.username);
      expect(await page.locator(".nav-account img").getAttribute("src")).toBe("/avatar-placeholder.svg");

      // Decision 017: the token is an HttpOnly cookie; the page sees only the flag, and never sends a bearer header.
      const cookie = await tokenCookie(context);
      expect(cookie).toMatchObject({ sameSite: "Lax", path: "/", httpOnly: true, secure: false });
      const pageCookies = await page.evaluate(() => document.cookie);
      expect(pageCookies).toContain("Signed-In=1");
      expect(pageCookies).not.toContain(cookie!.value);
      expect(authorizationHeaders).toEqual([]);
      const cached = JSON.parse((await page.evaluate(() => localStorage.getItem("userInfo"))) ?? "{}") as Record<string, unknown>;
      expect(cached).toMatchObject({ webUser: account.username, webEmail: account.email, isLogin: true, isFirstLogin: true });

      // A reload keeps the session: the server renders logged out, the page then restores it.
      await page.reload();
      await waitForHydration(page);
      expect(await accountName(page)).toBe(account.username);

      // Signed in, the page is the cached one every visitor of the language gets: nothing personal in it.
      const anonymous = await fetch(`${harness.server.origin}/about`);
      const signedIn = await fetch(`${harness.server.origin}/about`, { headers: { cookie: `${cookie!.name}=${cookie!.value}` } });
      expect(signedIn.headers.get("etag")).toBe(anonymous.headers.get("etag"));
      const html = await signedIn.text();
      for (const personal of [account.username, account.email, cookie!.value]) expect(html).not.toContain(personal);

      await page.locator("[data-account-name]").click();
      await page.locator('button[data-action="logout"]').click();
      await page.waitForSelector('.nav-account a[href="/login"]');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe("/login");
      expect(await tokenCookie(context)).toBeUndefined();
      expect(await page.evaluate(() => localStorage.getItem("userInfo"))).toBeNull();
      // The server revoked the session too.
      expect(await apiCode("/v1/web/account/user-info", cookie!.value)).toBe(401);
    });
  });

  it("an expired session is dropped quietly on the next page", async () => {
    const account = newAccount();
    await withPage(harness, async (page, context) => {
      await register(page, account);
      await waitForHydration(page);
      await page.getByLabel(authZhCN.common.password, { exact: true }).fill(PASSWORD);
      await page.locator('form[data-form="password-login"] button[type="submit"]').click();
      await page.waitForURL((next) => next.pathname === "/index");
      expect(await accountName(page)).toBe(account.username);
      const token = (await tokenCookie(context))!.value;
      expect(await apiCode("/v1/web/account/user-info", token)).toBe(200);
      expect(await apiCode("/v1/web/account/logout", token)).toBe(200);
      await open(page, harness.server.origin, "/about");
      await page.waitForSelector('.nav-account a[href="/login"]');
      expect(await page.evaluate(() => localStorage.getItem("userInfo"))).toBeNull();
    });
  });
});

describe("sign-in by e-mail code and password reset", () => {
  it("signs in with a code read from the SMTP server, in English, and returns to the page asked for", async () => {
    const account = newAccount();
    await withPage(harness, async (page) => {
      await register(page, account);
      pastCooldown(account.email);
      await open(page, harness.server.origin, `/en/login?redirect=${encodeURIComponent("/en/about")}`);
      await page.getByRole("tab", { name: authEnUS.login.codeTab }).click();
      await page.getByLabel(authEnUS.common.target, { exact: true }).fill(account.email);
      const code = await sendCodeAndRead(page, account.email);
      // The tab panel carries the same name as the field, hence the role.
      await page.getByRole("textbox", { name: authEnUS.common.verifyCode, exact: true }).fill(code);
      await page.locator('form[data-form="code-login"] button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === "/en/about");
      expect(await accountName(page)).toBe(account.username);
    });
  });

  it("resets the password in steps with the e-mailed code; the old password stops working", async () => {
    const account = newAccount();
    const newPassword = "Changed456";
    await withPage(harness, async (page) => {
      await register(page, account);
      pastCooldown(account.email);
      await open(page, harness.server.origin, "/forget");
      await page.getByLabel(authZhCN.common.target, { exact: true }).fill(account.email);
      const before = smtp.messages.length;
      await page.locator('form[data-form="forget-target"] button[type="submit"]').click();
      const mail = await smtp.waitFor(account.email, (message) => smtp.messages.indexOf(message) >= before);
      await page.waitForSelector('h2[data-step="2"]');
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-step"))).toBe("2");

      await page.getByLabel(authZhCN.common.verifyCode, { exact: true }).fill("000000");
      await page.locator('form[data-form="forget-code"] button[type="submit"]').click();
      await page.waitForSelector("[data-form-error]");
      await page.getByLabel(authZhCN.common.verifyCode, { exact: true }).fill(smtp.codeIn(mail));
      await page.locator('form[data-form="forget-code"] button[type="submit"]').click();
      await page.waitForSelector('h2[data-step="3"]');

      await page.getByLabel(authZhCN.common.newPassword, { exact: true }).fill(newPassword);
      await page.getByLabel(authZhCN.common.confirmPassword, { exact: true }).fill(newPassword);
      await page.locator('form[data-form="forget-password"] button[type="submit"]').click();
      await page.waitForSelector("[data-reset-done]");

      await page.locator('[data-reset-done] a[href="/login"]').click();
      await page.waitForURL((url) => url.pathname === "/login");
      await page.getByLabel(authZhCN.login.account, { exact: true }).fill(account.email);
      await page.getByLabel(authZhCN.common.password, { exact: true }).fill(PASSWORD);
      await page.locator('form[data-form="password-login"] button[type="submit"]').click();
      await page.waitForSelector("[data-form-error]");
      await page.getByLabel(authZhCN.common.password, { exact: true }).fill(newPassword);
      await page.locator('form[data-form="password-login"] button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === "/index");
      expect(await accountName(page)).toBe(account.username);
    });
  });
});

describe("third-party sign-in", () => {
  it("signs in at a real OpenID provider and comes back to the page asked for", async () => {
    await withPage(harness, async (page, context) => {
      await open(page, harness.server.origin, `/login?redirect=${encodeURIComponent("/news")}`);
      await page.locator("button[data-third-party]").click();
      await page.waitForURL((url) => url.pathname === "/news", { timeout: 20_000 });
      expect(await accountName(page)).toBe(OIDC_ACCOUNT.name);
      expect(await tokenCookie(context)).toBeDefined();
      const cached = JSON.parse((await page.evaluate(() => localStorage.getItem("userInfo"))) ?? "{}") as Record<string, unknown>;
      expect(cached).toMatchObject({ webEmail: OIDC_ACCOUNT.email, isLogin: true, isFirstLogin: true });
    });
  });

  it("a forged callback ends on an error with a way back to log in", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/callback?code=forged&state=forged");
      await page.waitForSelector('[data-oidc-state="failed"]');
      expect(await page.locator('[data-oidc-state="failed"] a[href="/login"]').count()).toBe(1);
    });
  });
});
