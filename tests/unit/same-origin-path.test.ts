import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../app/lib/auth/redirect.ts";
import { sameOriginPath } from "../../common/same-origin-path.ts";
import { OPEN_REDIRECT_PAYLOADS } from "../support/open-redirect-payloads.ts";

const SITE = "https://site.test";

function staysOnSite(path: string): boolean {
  // How a browser follows the answer: relative to the current page, with its own parser.
  return new URL(path, `${SITE}/login`).origin === SITE;
}

describe("same-origin paths", () => {
  it("has a table of at least twenty open-redirect payloads", () => {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(OPEN_REDIRECT_PAYLOADS)("sameOriginPath(%j) never leaves the site", (payload) => {
    const path = sameOriginPath(payload) ?? "/index";
    expect(path.startsWith("/") && !path.startsWith("//")).toBe(true);
    expect(staysOnSite(path)).toBe(true);
  });

  it.each(OPEN_REDIRECT_PAYLOADS)("safeRedirect(%j) never leaves the site", (payload) => {
    const path = safeRedirect(payload, "/index");
    expect(staysOnSite(path)).toBe(true);
    expect(path.startsWith("//")).toBe(false);
  });

  it.each([
    ["/about", "/about"],
    ["/news?type=2#top", "/news?type=2#top"],
    ["/en/cloudProduct", "/en/cloudProduct"],
    ["/a b", "/a%20b"],
    ["/新闻", "/%E6%96%B0%E9%97%BB"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("keeps the same-site path %j as %j", (value, expected) => {
    expect(sameOriginPath(value)).toBe(expected);
  });

  it.each(["//evil.example", "/\\evil.example", "/\t/evil.example", "/.//evil.example", "https://evil.example", "about"])(
    "refuses %j",
    (value) => {
      expect(sameOriginPath(value)).toBeNull();
    },
  );
});
