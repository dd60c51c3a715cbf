import { afterAll, beforeAll, expect, inject } from "vitest";
import { chromium, type Browser, type BrowserContext, type Download, type Page, type Response } from "playwright-core";
import type { Language } from "../../common/constants.ts";
import { catalogs } from "../../app/i18n/catalogs.ts";
import { newWatchedPage, TEST_BROWSER_PATH, TEST_CHROMIUM_ARGS, type PageProblems } from "../support/browser.ts";
import { seededDataDir, startServer } from "../support/server-process.ts";

/** The page size every test uses unless it says otherwise. */
export const VIEWPORT = { width: 1280, height: 720 } as const;

export function tagline(language: Language): string {
  return catalogs[language].site.tagline;
}

export interface Harness {
  /** The site server: the run's shared one, or the file's own (see `startHarness`). */
  server: SiteServer;
  browser: Browser;
  /**
   * The file's browser context. `withPage` clears its cookies and storage before each use, so
   * every test starts as a new visitor, but keeps its HTTP cache, which makes page loads cheap.
   */
  context: BrowserContext;
  stop(): Promise<void>;
}

export interface SiteServer {
  origin: string;
  dataDir: string;
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * The Chromium of this test worker, launched by its first browser file and kept for the next ones (a
 * worker runs file after file); Playwright closes it when the worker ends. Every file makes and closes
 * its own contexts. It replaces one browser for the whole project behind a Playwright server in
 * Vitest's main process, which relayed every call and event (decision 016).
 */
function browserOfThisWorker(): Promise<Browser> {
  workerBrowser ??= chromium.launch({ executablePath: TEST_BROWSER_PATH, headless: true, args: TEST_CHROMIUM_ARGS }).then(
    (browser) => {
      browser.on("disconnected", () => (workerBrowser = undefined));
      return browser;
    },
    (error: unknown) => {
      // The next file tries again rather than inheriting this launch's failure.
      workerBrowser = undefined;
      throw error;
    },
  );
  return workerBrowser;
}

/**
 * Chromium with one context, on the server the run's http and e2e files share (tests/support/shared-server.ts)
 * or, when `env` is given, on a production server of the file's own with that configuration
 * (mail, OpenID, animations; or data the file changes), started on a copy of a seeded data directory.
 */
export async function startHarness(env?: Record<string, string>): Promise<Harness> {
  if (env?.DATABASE_URL || env?.FILE_STORAGE) throw new Error("A file's own server runs on SQLite with local files (seededDataDir).");
  const own = env ? await startServer(env, seededDataDir()) : undefined;
  const server: SiteServer = own ?? { origin: inject("sharedServerOrigin"), dataDir: inject("sharedServerDataDir") };
  try {
    const browser = await browserOfThisWorker();
    const context = await browser.newContext({ viewport: VIEWPORT });
    return {
      server,
      browser,
      context,
      stop: async () => {
        try {
          await context.close();
        } finally {
          await own?.stop();
        }
      },
    };
  } catch (error) {
    await own?.stop();
    throw error;
  }
}

export async function stopHarness(harness: Harness | undefined): Promise<void> {
  await harness?.stop();
}

/**
 * One tab of the file's context for a describe's sweep of pages, as a visitor going from page to
 * page: for visits that set no cookie and scroll nowhere, where a new tab (a new renderer) or a new
 * context per page only made each load slower. `next()` gives the tab with the problems recorded on
 * the previous page forgotten.
 */
export function sweepTab(harness: () => Harness): { next(): { page: Page; problems: PageProblems } } {
  let tab: { page: Page; problems: PageProblems };
  beforeAll(async () => {
    tab = await newWatchedPage(harness().context);
  });
  afterAll(async () => {
    await tab?.page.close();
  });
  return {
    next() {
      tab.problems.consoleErrors.length = 0;
      tab.problems.cspViolations.length = 0;
      tab.problems.failedRequests.length = 0;
      return tab;
    },
  };
}

/** A finished download's bytes (read over the browser connection: its file is on the browser's side). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
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

export function expectNoProblems(problems: PageProblems): void {
  expect(problems.consoleErrors, "console errors").toEqual([]);
  expect(problems.cspViolations, "Content-Security-Policy violations").toEqual([]);
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
 * Forgets the visitor: cookies, local storage and other site storage of the context. The HTTP
 * cache stays. (A new page brings a new session storage anyway.)
 */
async function forgetVisitor(context: BrowserContext, page: Page, origin: string): Promise<void> {
  await context.clearCookies();
  const session = await context.newCDPSession(page);
  try {
    await session.send("Storage.clearDataForOrigin", {
      origin,
      storageTypes: "local_storage,indexeddb,cache_storage,service_workers",
    });
  } finally {
    await session.detach();
  }
}

/**
 * Runs the test's steps, then requires a page without problems. A step that fails also names what
 * the page had logged or been refused by then (an error answer behind a control that never
 * appeared, say), which its own message cannot tell.
 */
async function runWatched(problems: PageProblems, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    const seen = [...problems.failedRequests, ...problems.consoleErrors, ...problems.cspViolations];
    if (seen.length > 0 && error instanceof Error) error.message += `\nMeanwhile the page had: ${seen.join("; ")}`;
    throw error;
  }
  expectNoProblems(problems);
}

/**
 * Runs `body` with a new page of the file's context as a new visitor would see it (no cookies, no
 * storage), then requires that the page logged no console error and had no failed request.
 */
export async function withPage(harness: Harness, body: (page: Page, context: BrowserContext) => Promise<void>): Promise<void> {
  const { page, problems } = await newWatchedPage(harness.context);
  try {
    await forgetVisitor(harness.context, page, harness.server.origin);
    await runWatched(problems, () => body(page, harness.context));
  } finally {
    await page.close();
  }
}

/**
 * Like `withPage`, in a context of its own: for another device (viewport, touch), a media
 * preference, or a second visitor beside the first.
 */
export async function withNewContext(
  harness: Harness,
  body: (page: Page, context: BrowserContext) => Promise<void>,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<void> {
  const context = await harness.browser.newContext({ viewport: VIEWPORT, ...options });
  try {
    const { page, problems } = await newWatchedPage(context);
    await runWatched(problems, () => body(page, context));
  } finally {
    await context.close();
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
