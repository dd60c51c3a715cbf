import { describe, expect, it } from "vitest";
import { pages } from "../../app/page-registry.ts";
import { documentWeight } from "../support/document-weight.ts";
import { fetchPage, sharedOrigin } from "../support/html.ts";

/** Byte budgets of the HTML (docs/decisions/010-page-speed-budgets.md); JavaScript: first-load-size.test.ts. */
const INLINE_CSS_BUDGET_BYTES = 12 * 1024;
// The goal of issue 15. Measured 2026-11-24: /index 45,639 bytes.
const HOME_HTML_BUDGET_BYTES = 45 * 1024;
// /en/index measures 48,901 bytes: the same copy in English is 1.4 KB longer, and it is in the page
// twice (markup, and the loader data React hydrates from). Only dropping copy would bring it to 45 KB.
const ENGLISH_HOME_HTML_BUDGET_BYTES = 48 * 1024;
// The navigation bar's search field (issue 29): its form, field and button, 251 bytes on /index
// (45,658 -> 45,909 measured 2026-11-27 with and without it), its icon drawn by the stylesheet.
const NAV_SEARCH_HTML_BYTES = 256;

const paths = pages
  .filter((page) => page.id !== "redirect")
  .flatMap((page) => [page.path.replace(":id", "1"), `/en${page.path.replace(":id", "1")}`]);

describe("HTML weight", () => {
  const origin = sharedOrigin();

  it.each(paths)("%s inlines at most 12 KB of CSS and links the one stylesheet", async (pagePath) => {
    const html = await (await fetchPage(origin, pagePath)).text();
    expect(documentWeight(html).inlineCssBytes).toBeLessThanOrEqual(INLINE_CSS_BUDGET_BYTES);
    expect(html).toMatch(/<link[^>]+rel="stylesheet" href="\/assets\/root-[\w-]+\.css"/);
  });

  it.each([
    ["/index", HOME_HTML_BUDGET_BYTES + NAV_SEARCH_HTML_BYTES],
    ["/en/index", ENGLISH_HOME_HTML_BUDGET_BYTES + NAV_SEARCH_HTML_BYTES],
  ])("%s stays within its HTML budget", async (pagePath, budgetBytes) => {
    const html = await (await fetchPage(origin, pagePath)).text();
    expect(documentWeight(html).rawBytes).toBeLessThanOrEqual(budgetBytes);
  });
});
