import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { Language } from "../../common/constants.ts";
import { pages, type PageEntry } from "../../app/page-registry.ts";
import { homePageContent } from "../../content/pages/home-page.ts";
import { expectedHeading } from "../support/page-expectations.ts";
import {
  isSameDocument,
  markDocument,
  navigateInApp,
  open,
  startHarness,
  stopHarness,
  tagline,
  withPage,
  type Harness,
} from "./helpers.ts";

/** Spec section 2: every screen, with a concrete id for the news detail and without the redirect helper. */
const screens = pages
  .filter((page) => page.id !== "redirect")
  .map((page): PageEntry & { url: string } => ({ ...page, url: page.path === "/newsDetail/:id" ? "/newsDetail/12" : page.path }));

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await stopHarness(harness);
});

function fetchManual(requestPath: string): Promise<Response> {
  return fetch(harness.server.origin + requestPath, { redirect: "manual" });
}

/** The target of a redirect, as an absolute URL resolved against the request. */
async function redirectTarget(requestPath: string): Promise<URL> {
  const response = await fetchManual(requestPath);
  expect([301, 302, 303, 307, 308], `status of ${requestPath}`).toContain(response.status);
  const location = response.headers.get("location");
  expect(location, `Location of ${requestPath}`).toBeTruthy();
  return new URL(location!, harness.server.origin + requestPath);
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
        "/login",
        "/register",
        "/forget",
        "/callback",
        "/callbackSuccess",
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
    expect(target.origin).toBe(harness.server.origin);
    expect(target.pathname + target.search).toBe(to);
  });

  it("/redirect//evil.example stays on the same origin", async () => {
    const response = await fetchManual("/redirect//evil.example");
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    const location = response.headers.get("location");
    expect(location).toBe("/evil.example");
    expect(new URL(location!, harness.server.origin).origin).toBe(harness.server.origin);
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

async function expectScreen(page: Page, screen: PageEntry, language: Language) {
  const heading = page.locator("h1");
  expect(await heading.count()).toBe(1);
  expect((await heading.textContent())?.trim()).toBe(expectedHeading(screen, language));
  // The news detail is titled after its article (issue 5); other screens after the registry.
  const pageTitle = screen.id === "newsDetail" ? expectedHeading(screen, language) : screen.title[language];
  expect(await page.title()).toBe(`${pageTitle} - ${tagline(language)}`);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(language === "zh_CN" ? "zh-CN" : "en");
  // hiddenNav / hiddenFooter of the registry decide whether the bar and the footer render.
  expect(await page.locator(".nav-bar").count()).toBe(screen.hiddenNav ? 0 : 1);
  expect(await page.locator(".site-footer").count()).toBe(screen.hiddenFooter ? 0 : 1);
  // The floating tool is part of the main layout on every screen.
  expect(await page.locator(".floating-tools").count()).toBe(1);
}

describe.each([
  ["Chinese at the spec path", "zh_CN" as Language, ""],
  ["English under /en", "en_US" as Language, "/en"],
])("every screen renders in %s", (_label, language, prefix) => {
  it.each(screens.map((screen) => [screen.url, screen] as const))("%s", async (url, screen) => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, prefix + url);
      expect(new URL(page.url()).pathname).toBe(prefix + url);
      await expectScreen(page, screen, language);
    });
  });
});

describe("client-side navigation", () => {
  it("an unknown path ends at /index", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/about");
      await markDocument(page);
      await navigateInApp(page, "/no-such-page");
      await page.waitForURL((url) => url.pathname === "/index");
      await page.locator("h1", { hasText: homePageContent.zh_CN.hero.title }).waitFor();
      expect(await page.title()).toBe(`首页 - ${tagline("zh_CN")}`);
      expect(await isSameDocument(page)).toBe(true);
    });
  });

  it("an unknown /en path ends at /en/index in English", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/en/about");
      await markDocument(page);
      await navigateInApp(page, "/en/no-such-page");
      await page.waitForURL((url) => url.pathname === "/en/index");
      await page.locator("h1", { hasText: homePageContent.en_US.hero.title }).waitFor();
      expect(await page.title()).toBe(`Home - ${tagline("en_US")}`);
      expect(await isSameDocument(page)).toBe(true);
    });
  });

  it("a non-numeric news id ends at /index", async () => {
    await withPage(harness, async (page) => {
      await open(page, harness.server.origin, "/news");
      await markDocument(page);
      await navigateInApp(page, "/newsDetail/abc");
      await page.waitForURL((url) => url.pathname === "/index");
      await page.locator("h1", { hasText: homePageContent.zh_CN.hero.title }).waitFor();
      expect(await isSameDocument(page)).toBe(true);
    });
  });
});
