import fs from "node:fs";
import type { BrowserContext, Page } from "playwright-core";

/** The full browser, for what measures what visitors run: the bench (Lighthouse) and the screenshot scripts. */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

/**
 * The test suite's browser: Chromium's headless shell (Debian's `chromium-headless-shell`, what
 * Playwright runs for headless tests by default), the same Blink and V8 without the desktop
 * browser around them. The end-to-end files took about a third less CPU with it (decision 016).
 * `TEST_BROWSER_PATH` chooses another; without the shell, the full browser at `CHROME_PATH`.
 */
export const TEST_BROWSER_PATH = process.env.TEST_BROWSER_PATH ?? (fs.existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROME_PATH);

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The suite's browser: the pages it opens live for seconds, so V8's optimising compilers (Maglev,
 * TurboFan) compiled code that was thrown away with the page. Without them (every script still runs,
 * interpreted and baseline-compiled) the renderers took about a quarter less CPU for the same page
 * loads and axe runs (decision 016). The bench runs the browser's defaults: it measures what visitors run.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, "--js-flags=--no-opt --no-maglev"];

/** Two rendered frames: what the last change (a resize, a click, a scroll) laid out is on the screen. */
export function framesDrawn(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
  /** `securitypolicyviolation` events: what the Content-Security-Policy blocked. */
  cspViolations: string[];
}

/** A new page that records console errors, uncaught exceptions, CSP violations and failed requests. */
export async function newWatchedPage(context: BrowserContext): Promise<{ page: Page; problems: PageProblems }> {
  const page = await context.newPage();
  const problems: PageProblems = { consoleErrors: [], failedRequests: [], cspViolations: [] };
  await page.exposeFunction("reportCspViolation", (violation: string) => problems.cspViolations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => problems.consoleErrors.push(error.message));
  page.on("requestfailed", (request) => {
    // Navigating away aborts in-flight requests; that is not a failure of the page.
    if (request.failure()?.errorText !== "net::ERR_ABORTED") problems.failedRequests.push(`${request.method()} ${request.url()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.failedRequests.push(`${response.status()} ${response.url()}`);
  });
  return { page, problems };
}
