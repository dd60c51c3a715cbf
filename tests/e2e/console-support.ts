import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { authCatalogs } from "../../app/i18n/auth-catalogs.ts";
import type { Language } from "../../common/constants.ts";
import type { StaffRole } from "../../common/staff-roles.ts";
import { waitForHydration } from "./helpers.ts";
import { PASSWORD } from "./leads-support.ts";

const projectRoot = path.resolve(import.meta.dirname, "..", "..");
let counter = 0;

/**
 * `npm run admin -- create-user ...` (the README's way) against a test server's data directory:
 * the script npm would run, run by this Node, as tests/api/admin-cli.test.ts runs it (npm's own
 * start was half of each call's time).
 */
export async function createStaffAccount(dataDir: string, role: StaffRole): Promise<string> {
  counter += 1;
  const username = `${role}_${Date.now().toString(36)}${counter}`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      "server/cli/admin.ts",
      "create-user",
      "--username",
      username,
      "--password",
      PASSWORD,
      "--email",
      `${username}@staff.test`,
      "--role",
      role,
    ],
    { cwd: projectRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } },
  );
  expect(stdout).toContain(`Created staff account "${username}"`);
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
