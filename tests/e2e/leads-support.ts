import path from "node:path";
import SQLite from "better-sqlite3";
import type { Page } from "playwright-core";
import type { Language } from "../../common/constants.ts";
import { authEnUS } from "../../app/i18n/auth-en-us.ts";
import { authZhCN } from "../../app/i18n/auth-zh-cn.ts";
import { hashPassword } from "../../server/security/passwords.ts";
import { waitForHydration } from "./helpers.ts";

export const PASSWORD = "Secret123";

export interface TestUser {
  id: number;
  username: string;
  nickname: string;
  email: string;
  phone: string;
}

let counter = 0;

/** Inserts an account straight into the SQLite database of a running server (its data directory). */
export async function createUser(dataDir: string, overrides: Partial<Omit<TestUser, "id">> = {}): Promise<TestUser> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const user = {
    username: `booker_${tag}`,
    nickname: `Tester ${counter}`,
    email: `booker.${tag}@example.test`,
    phone: `1390000${String(1000 + counter).slice(-4)}`,
    ...overrides,
  };
  const passwordHash = await hashPassword(PASSWORD);
  const database = new SQLite(path.join(dataDir, "site.db"));
  try {
    const result = database
      .prepare("INSERT INTO web_user (username, nickname, email, phone, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)")
      .run(user.username, user.nickname, user.email, user.phone, passwordHash, Date.now());
    return { id: Number(result.lastInsertRowid), ...user };
  } finally {
    database.close();
  }
}

/** Rows of a table in the server's SQLite database. */
export function queryRows<T>(dataDir: string, sql: string, ...params: unknown[]): T[] {
  const database = new SQLite(path.join(dataDir, "site.db"), { readonly: true });
  try {
    return database.prepare(sql).all(...params) as T[];
  } finally {
    database.close();
  }
}

/** Logs in through the real /login page the browser is on, and waits for the redirect target. */
export async function logInOnPage(page: Page, user: TestUser, language: Language, expectedPath: string): Promise<void> {
  const text = language === "zh_CN" ? authZhCN : authEnUS;
  await waitForHydration(page);
  const form = page.locator('form[data-form="password-login"]');
  await form.getByRole("textbox", { name: text.login.account, exact: true }).fill(user.username);
  await form.locator('input[type="password"]').fill(PASSWORD);
  await page.locator('form[data-form="password-login"] button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === expectedPath);
  await waitForHydration(page);
  await page.waitForSelector("[data-account-name]");
}
