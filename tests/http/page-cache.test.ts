import { describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, sharedOrigin } from "../support/html.ts";

const origin = sharedOrigin();
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(origin + path, { headers: { "User-Agent": BROWSER_USER_AGENT, ...headers }, redirect: "manual" });

/** The nonce of the page's policy, after checking the policy. */
function pagePolicyNonce(response: Response): string {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src 'nonce-[\w-]{24}' 'strict-dynamic'/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
  return /'nonce-([\w-]+)'/.exec(csp)?.[1] ?? "";
}

describe("page answers", () => {
  it("are UTF-8 HTML the browser revalidates, with a strong ETag and a 304 when it matches", async () => {
    await get("/about");
    const page = await get("/about", { "accept-encoding": "br, gzip" });
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(page.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    // Documents are precompressed gzip stamped with the answer's nonce (decision 011).
    expect(page.headers.get("content-encoding")).toBe("gzip");
    const etag = page.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get("/about", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await get("/en/about", { "if-none-match": etag })).status).toBe(200);
  });

  it("carry a Content-Security-Policy with a fresh nonce on every script, cached or not", async () => {
    const nonces = new Set<string>();
    for (const path of ["/index", "/index", "/en/index", "/en/news?page=999", "/newsDetail/99999999"]) {
      const response = await get(path, { "accept-encoding": "gzip" });
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const nonce = pagePolicyNonce(response);
      nonces.add(nonce);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>/g)].map((match) => match[0]);
      expect(scripts.length).toBeGreaterThan(2);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).not.toContain("csp-nonce-placeholder");
    }
    expect(nonces.size).toBe(5);
    expect((await get("/news?page=999")).status).toBe(404);
  });

  it("share one cached page across unread query strings and a session cookie", async () => {
    const anonymous = await get("/cabinet");
    const body = (await anonymous.text()).replaceAll(pagePolicyNonce(anonymous), "NONCE");
    const signedIn = await get("/cabinet?utm_source=newsletter&fbclid=abc", { cookie: "Admin-Token=eyJ.session-of-someone" });
    expect(signedIn.headers.get("etag")).toBe(anonymous.headers.get("etag"));
    const signedInBody = (await signedIn.text()).replaceAll(pagePolicyNonce(signedIn), "NONCE");
    expect(signedInBody).toBe(body);
    expect(signedInBody).not.toContain("utm_source");
    expect(signedInBody).not.toContain("session-of-someone");
  });

  it("send the security headers on cached pages and API answers alike", async () => {
    for (const path of ["/index", "/api/health"]) {
      const response = await get(path);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      // The shared server's SITE_ORIGIN is https (tests/support/site-config.ts).
      expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    }
  });
});
