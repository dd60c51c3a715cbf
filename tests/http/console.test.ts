import { describe, expect, it } from "vitest";
import { adminCatalogs } from "../../app/i18n/admin-catalogs.ts";
import { fetchPage, parseDocument, sharedOrigin } from "../support/html.ts";

/** The console's page as the server sends it: a shell that is never cached or indexed. */
const origin = sharedOrigin();

describe("/admin over HTTP", () => {
  it.each([
    ["zh_CN", undefined],
    ["en_US", "language=en_US"],
  ] as const)("is a %s shell marked no-store and noindex", async (language, cookie) => {
    const response = await fetchPage(origin, "/admin", cookie ? { cookie } : {});
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const document = parseDocument(await response.text());
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    expect(document.title).toBe(adminCatalogs[language].title);
    expect(document.querySelector("main[aria-busy]")?.textContent).toBe(adminCatalogs[language].loading);
  });

  it.each(["/index", "/login"])("is not part of %s: the page names no console module", async (path) => {
    const html = await (await fetchPage(origin, path)).text();
    expect(html).not.toMatch(/\/assets\/(console-layout|dashboard|audit|users|weekly-chart|data-table)-/);
    expect(html).not.toContain('"routes/admin/');
  });
});
