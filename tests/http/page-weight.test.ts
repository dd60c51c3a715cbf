import { describe, expect, it } from "vitest";
import { pages } from "../../app/page-registry.ts";
import { documentWeight } from "../support/document-weight.ts";
import { fetchPage, sharedOrigin } from "../support/html.ts";

/** Byte budgets of the HTML (docs/decisions/010-page-speed-budgets.md); JavaScript: first-load-size.test.ts. */
const INLINE_CSS_BUDGET_BYTES = 12 * 1024;
// The goal is 45 KB; the home page is at 54.3 KB in Chinese and 58.0 KB in English (markup and
// loader data of a long page; the route announcer and phone contact bar added 0.4 KB): this keeps
// it from growing until that is done.
const HOME_HTML_BUDGET_BYTES = 59 * 1024;

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

  it.each(["/index", "/en/index"])("%s stays within its HTML budget", async (pagePath) => {
    const html = await (await fetchPage(origin, pagePath)).text();
    expect(documentWeight(html).rawBytes).toBeLessThanOrEqual(HOME_HTML_BUDGET_BYTES);
  });
});
