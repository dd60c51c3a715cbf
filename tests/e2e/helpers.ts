import { expect } from "vitest";
import type { Browser, BrowserContext, Page, Response } from "playwright-core";
import type { Language } from "../../common/constants.ts";
import { catalogs } from "../../app/i18n/catalogs.ts";
import { launchBrowser, newWatchedPage, type PageProblems } from "../support/browser.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";

/** The page size every test uses unless it says otherwise. */
export const VIEWPORT = { width: 1280, height: 720 } as const;

export function tagline(language: Language): string {
  return catalogs[language].site.tagline;
}

export interface Harness {
  server: RunningServer;
  browser: Browser;
  /**
   * A cookie-less context shared by the tests of a file that neither set cookies nor change the
   * context (see `withSharedPage`): it keeps its HTTP cache, which makes each page load cheaper.
   */
  context: BrowserContext;
}

/** One production server and one Chromium per test file. */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const server = await startServer(env);
  try {
    const browser = await launchBrowser();
    const context = await browser.newContext({ viewport: VIEWPORT });
    return { server, browser, context };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

export async function stopHarness(harness: Harness | undefined): Promise<void> {
  if (!harness) return;
  try {
    await harness.browser.close();
  } finally {
    await harness.server.stop();
  }
}

/**
 * React Router's <ScrollRestoration> switches the history to manual scroll restoration in an
 * effect, which runs only once the document has hydrated: a reliable "the app is interactive".
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => window.history.scrollRestoration === "manual");
}

/** Loads a URL of the test server, expects a 200 page, and waits for hydration. */
export async function open(page: Page, origin: string, path: string): Promise<Response> {
  const response = await page.goto(origin + path);
  expect(response, `no response for ${path}`).not.toBeNull();
  expect(response!.status(), `status of ${path}`).toBe(200);
  await waitForHydration(page);
  return response!;
}

/** A fresh context (no cookies, no storage) and a page that records console errors and failed requests. */
export async function newPage(
  harness: Harness,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await harness.browser.newContext({ viewport: VIEWPORT, ...options });
  const { page, problems } = await newWatchedPage(context);
  return { context, page, problems };
}

export function expectNoProblems(problems: PageProblems): void {
  expect(problems.consoleErrors, "console errors").toEqual([]);
  expect(problems.failedRequests, "failed requests").toEqual([]);
}

/** Scrolls instantly (no smooth scrolling) and waits until the position is reached. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.waitForFunction((top) => Math.round(window.scrollY) === top, y);
}

/** Waits until the first element matching `selector` has the attribute value. */
export function attributeIs(page: Page, selector: string, name: string, value: string, timeout?: number) {
  return page.waitForFunction(
    ([sel, attr, expected]) => document.querySelector(sel!)?.getAttribute(attr!) === expected,
    [selector, name, value],
    { timeout },
  );
}

/**
 * Runs `body` with a page in a fresh context, then requires that the page logged no console
 * error and had no failed request, and always closes the context.
 */
export async function withPage(
  harness: Harness,
  body: (page: Page, context: BrowserContext) => Promise<void>,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<void> {
  const { context, page, problems } = await newPage(harness, options);
  try {
    await body(page, context);
    expectNoProblems(problems);
  } finally {
    await context.close();
  }
}

/**
 * Like `withPage`, but a new page in the file's shared context (no cookies are ever set in it):
 * for tests that neither set cookies nor change the context.
 */
export async function withSharedPage(harness: Harness, body: (page: Page) => Promise<void>): Promise<void> {
  const { page, problems } = await newWatchedPage(harness.context);
  try {
    await body(page);
    expectNoProblems(problems);
  } finally {
    await page.close();
  }
}

const ROUTER_GLOBAL = "__reactRouterDataRouter";
const SAME_DOCUMENT_MARK = "e2eSameDocument";

/** Navigates with the app's own router, as a <Link> would, without reloading the document. */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate(
    ([key, target]) => (window as unknown as Record<string, { navigate(to: string): Promise<void> }>)[key!]!.navigate(target!),
    [ROUTER_GLOBAL, to],
  );
}

/** Marks the current document, so that `isSameDocument` can later tell a reload from a client-side navigation. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate((key) => ((window as unknown as Record<string, boolean>)[key] = true), SAME_DOCUMENT_MARK);
}

export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate((key) => (window as unknown as Record<string, boolean | undefined>)[key] === true, SAME_DOCUMENT_MARK);
}
