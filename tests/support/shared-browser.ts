import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { TEST_BROWSER_PATH, TEST_CHROMIUM_ARGS } from "./browser.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the project's one Chromium listens (tests/support/shared-browser.ts). */
    browserEndpoint: string;
  }
}

/**
 * Global setup of the browser project: one Chromium for all its files, each connecting to it
 * with contexts of its own, instead of a launch per file (a second or more of a loaded machine
 * each, and a browser's worth of processes starting up).
 */
export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({ executablePath: TEST_BROWSER_PATH, headless: true, args: TEST_CHROMIUM_ARGS });
  project.provide("browserEndpoint", server.wsEndpoint());
  return () => server.close();
}
