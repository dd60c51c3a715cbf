import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Language } from "../../common/constants.ts";
import { catalogs } from "../../app/i18n/catalogs.ts";
import { pages, type PageEntry } from "../../app/page-registry.ts";
import { fetchPage, okPage, sharedOrigin, texts } from "../support/html.ts";
import { expectedHeading } from "../support/page-expectations.ts";

/** Spec section 2: every screen, with a concrete id for the news detail and without the redirect helper. */
const screens = pages
  .filter((page) => page.id !== "redirect")
  .map((page): PageEntry & { url: string } => ({ ...page, url: page.path === "/newsDetail/:id" ? "/newsDetail/12" : page.path }));

const origin = sharedOrigin();

function fetchManual(requestPath: string): Promise<Response> {
  return fetchPage(origin, requestPath, { redirect: "manual" });
}

/** The target of a redirect, as an absolute URL resolved against the request. */
async function redirectTarget(requestPath: string): Promise<URL> {
  const response = await fetchManual(requestPath);
  expect([301, 302, 303, 307, 308], `status of ${requestPath}`).toContain(response.status);
  const location = response.headers.get("location");
  expect(location, `Location of ${requestPath}`).toBeTruthy();
  return new URL(location!, origin + requestPath);
}

describe("HTTP redirect rules (spec section 2)", () => {
  it("registry covers every route of the spec table", () => {
    // Guards the loops below against a silently shrunken registry.
    expect(screens.map((screen) => screen.url).toSorted()).toEqual(
      [
        "/index",
        "/sunCloudAIProduct",
        "/AIDC",
        "/cloudProduct",
        "/sunCloudAIPro",
        "/networkService",
        "/greenDevelop",
        "/ecologyPartner",
        "/about",
        "/news",
        "/cabinet",
        "/newsDetail/12",
        "/investorRelation",
        "/privacy",
        "/login",
        "/register",
        "/forget",
        "/callback",
        "/callbackSuccess",
        "/account",
        "/search",
        "/401",
      ].toSorted(),
    );
  });

  it.each([
    ["/", "/index"],
    ["/en", "/en/index"],
    ["/no-such-page", "/index"],
    ["/en/no-such-page", "/en/index"],
    ["/deeply/nested/unknown/path", "/index"],
    ["/newsDetail/abc", "/index"],
    ["/newsDetail/12a", "/index"],
    ["/en/newsDetail/abc", "/en/index"],
    ["/redirect/about", "/about"],
    ["/redirect/news?type=2", "/news?type=2"],
    ["/en/redirect/about", "/en/about"],
  ])("%s redirects to %s", async (from, to) => {
    const target = await redirectTarget(from);
    expect(target.origin).toBe(origin);
    expect(target.pathname + target.search).toBe(to);
  });

  it("/redirect//evil.example stays on the same origin", async () => {
    const response = await fetchManual("/redirect//evil.example");
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    const location = response.headers.get("location");
    expect(location).toBe("/evil.example");
    expect(new URL(location!, origin).origin).toBe(origin);
  });

  it("a numeric news id is served, not redirected", async () => {
    const response = await fetchManual("/newsDetail/12");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
  });

  it("an unknown API path answers the JSON envelope with code 404, not the HTML app", async () => {
    const response = await fetchManual("/api/nope");
    expect(response.headers.get("content-type")).toContain("application/json");
    const text = await response.text();
    expect(text.trimStart().startsWith("<")).toBe(false);
    expect(JSON.parse(text)).toMatchObject({ code: 404 });
  });

  it("a missing hashed asset is a plain 404", async () => {
    const response = await fetchManual("/assets/missing.js");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type") ?? "").not.toContain("text/html");
  });

  it("a real hashed asset is cached for a year as immutable", async () => {
    const assetsDir = path.resolve(import.meta.dirname, "..", "..", "build", "client", "assets");
    const asset = fs.readdirSync(assetsDir).find((name) => /^entry\.client-[\w-]+\.js$/.test(name));
    expect(asset, "entry.client asset in build/client/assets").toBeTruthy();
    const response = await fetchManual(`/assets/${asset}`);
    expect(response.status).toBe(200);
    const cacheControl = response.headers.get("cache-control") ?? "";
    expect(cacheControl).toContain("immutable");
    expect(cacheControl).toContain("max-age=31536000");
  });
});

describe.each([
  ["Chinese at the spec path", "zh_CN" as Language, ""],
  ["English under /en", "en_US" as Language, "/en"],
])("every screen renders in %s", (_label, language, prefix) => {
  // Hydration, and the URL after it: e2e/pages.test.ts.
  it.each(screens.map((screen) => [screen.url, screen] as const))("%s", async (url, screen) => {
    const { document } = await okPage(origin, prefix + url);
    expect(texts(document, "h1")).toEqual([expectedHeading(screen, language)]);
    // The news detail is titled after its article (issue 5); other screens after the registry.
    const pageTitle = screen.id === "newsDetail" ? expectedHeading(screen, language) : screen.title[language];
    expect(document.title).toBe(`${pageTitle} - ${catalogs[language].site.tagline}`);
    expect(document.documentElement.getAttribute("lang")).toBe(language === "zh_CN" ? "zh-CN" : "en");
    // hiddenNav / hiddenFooter of the registry decide whether the bar and the footer render.
    expect(document.querySelectorAll(".nav-bar").length).toBe(screen.hiddenNav ? 0 : 1);
    expect(document.querySelectorAll(".site-footer").length).toBe(screen.hiddenFooter ? 0 : 1);
    // The floating tool is part of the main layout on every screen.
    expect(document.querySelectorAll(".floating-tools").length).toBe(1);
  });
});
