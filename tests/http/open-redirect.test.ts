import http from "node:http";
import { describe, expect, it } from "vitest";
import { BROWSER_USER_AGENT, sharedOrigin } from "../support/html.ts";
import { OPEN_REDIRECT_PAYLOADS } from "../support/open-redirect-payloads.ts";

const origin = sharedOrigin();

/** GET with the path sent byte for byte (fetch would normalise "\\" and tabs before sending). */
function rawGet(rawPath: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, path: rawPath, method: "GET", headers: { "user-agent": BROWSER_USER_AGENT }, insecureHTTPParser: true },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** Every way a payload can travel in a request path: encoded as a browser would, and raw where HTTP allows. */
function pathForms(payload: string): string[] {
  const forms = [encodeURIComponent(payload), encodeURI(payload)];
  // A request line cannot hold raw whitespace or control characters; everything else goes raw too.
  // eslint-disable-next-line no-control-regex -- those characters are exactly what HTTP forbids raw
  if (!/[\s\u0000-\u001f\u007f-\uffff]/.test(payload)) forms.push(payload);
  return [...new Set(forms)];
}

describe("/redirect/* and the open-redirect table (issue 11)", () => {
  const cases = OPEN_REDIRECT_PAYLOADS.flatMap((payload) =>
    pathForms(payload).flatMap((form) => [
      `/redirect/${form}`,
      `/en/redirect/${form}`,
      `/redirect/x?redirect=${encodeURIComponent(payload)}`,
    ]),
  );

  it("tries more than twenty payloads", () => {
    expect(OPEN_REDIRECT_PAYLOADS.length).toBeGreaterThanOrEqual(20);
  });

  it.each(cases)("GET %j stays on the site", async (requestPath) => {
    const { status, location } = await rawGet(requestPath);
    // Browsers drop tabs and newlines and read "\\" as "/": the WHATWG URL parser does the same.
    const followed = location === undefined ? origin : new URL(location, `${origin}/redirect/`).origin;
    expect({ requestPath, serverError: status >= 500, followed, protocolRelative: /^[/\\]{2}/.test(location ?? "") }).toEqual({
      requestPath,
      serverError: false,
      followed: origin,
      protocolRelative: false,
    });
  });

  it("still re-navigates to a page of the site, keeping the query", async () => {
    expect(await rawGet("/redirect/news?type=2")).toEqual({ status: 302, location: "/news?type=2" });
    expect(await rawGet("/en/redirect/cloudProduct")).toEqual({ status: 302, location: "/en/cloudProduct" });
    expect(await rawGet("/redirect/%09/evil.example")).toEqual({ status: 302, location: "/evil.example" });
  });

  it("answers a page, never a server error, whatever character the path holds", async () => {
    const characters = Array.from({ length: 0x7f - 0x21 }, (_, index) => String.fromCharCode(0x21 + index)).filter(
      (ch) => ch !== "#" && ch !== "?",
    );
    const encoded = ["%", "%0", "%zz", "%E0%A4%A", "%FF", "%C0%AF", "%00", "%0D%0A", "%2e%2e", "%uD800", "%F0%9F%98%80"];
    const failures: string[] = [];
    for (const base of ["/redirect/", "/", "/newsDetail/", "/en/", "/api/v1/web/news/"]) {
      for (const piece of [...characters, ...encoded]) {
        const requestPath = `${base}a${piece}b`;
        const { status } = await rawGet(requestPath);
        if (status >= 500) failures.push(`${requestPath} -> ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
