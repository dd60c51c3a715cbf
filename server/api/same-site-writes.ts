import type { MiddlewareHandler } from "hono";
import { fail } from "./envelope.ts";
import { bearerToken, sessionCookieToken } from "./session-cookie.ts";

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for every API call that changes state (docs/decisions/017).
 * Browsers name the page that sent a POST in `Origin`: it must be this site (the address the
 * request came to, or SITE_ORIGIN behind a proxy). A request without `Origin` is not from a
 * current browser's form or script; it may carry a bearer token or nothing, never the session
 * cookie alone, and `Sec-Fetch-Site`, when present, must not say another site sent it.
 */
export function sameSiteWrites(siteOrigin: string): MiddlewareHandler {
  const site = new URL(siteOrigin).origin;
  return async (c, next) => {
    if (READ_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const refused =
      origin !== undefined
        ? origin !== site && origin !== new URL(c.req.url).origin
        : (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") ||
          (!bearerToken(c) && Boolean(sessionCookieToken(c)));
    if (refused) return fail(c, 403, "crossSiteRefused");
    return next();
  };
}
