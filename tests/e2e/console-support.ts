import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { authCatalogs } from "../../app/i18n/auth-catalogs.ts";
import type { Language } from "../../common/constants.ts";
import type { StaffRole } from "../../common/staff-roles.ts";
import { waitForHydration } from "./helpers.ts";
import { PASSWORD } from "./leads-support.ts";
import { openDatabase } from "../../server/db/database.ts";
import { userAdminOf } from "../support/staff-session.ts";

let counter = 0;

/**
 * A staff account of this role in a running SQLite server's database, made by the service
 * `npm run admin -- create-user` calls (tests/api/admin-cli.test.ts runs the script itself): a
 * process per account, which loads the server's modules, was most of each call's second.
 */
export async function createStaffAccount(dataDir: string, role: StaffRole): Promise<string> {
  counter += 1;
  const username = `${role}_${Date.now().toString(36)}${counter}`;
  const database = openDatabase({ sqliteFile: path.join(dataDir, "site.db") });
  try {
    const result = await userAdminOf(database.db).createOrUpdateStaff({
      username,
      password: PASSWORD,
      email: `${username}@staff.test`,
      role,
    });
    expect(result.created).toBe(true);
  } finally {
    await database.close();
  }
  return username;
}

/** Opens a console address signed out, is sent to /login with it as the redirect, signs in and lands there. */
export async function signInToConsole(page: Page, origin: string, username: string, language: Language, target = "/admin") {
  await page.context().addCookies([{ name: "language", value: language, url: origin }]);
  await page.goto(origin + target);
  await page.waitForURL((url) => url.pathname === "/login");
  expect(new URL(page.url()).searchParams.get("redirect")).toBe(target);
  await waitForHydration(page);
  const form = page.locator('form[data-form="password-login"]');
  await form.getByRole("textbox", { name: authCatalogs[language].login.account, exact: true }).fill(username);
  await form.locator('input[type="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === target);
}
