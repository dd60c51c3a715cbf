import type { MiddlewareHandler } from "hono";
import type { Sessions } from "../services/sessions.ts";
import type { ApiEnv } from "./api-env.ts";
import { ServiceError } from "../services/service-error.ts";
import { bearerToken, endBrowserSession, sessionCookieToken, type CookiePolicy } from "./session-cookie.ts";

/**
 * Requires a valid session issued to this client (header `clientid`), else code 401: a bearer
 * token (API clients) or the session cookie (the browser). A cookie that no longer opens a
 * session is cleared, so the page stops believing it is signed in.
 */
export function requireSession(sessions: Sessions, cookies: CookiePolicy): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const bearer = bearerToken(c);
    const token = bearer ?? sessionCookieToken(c);
    if (!token) throw new ServiceError(401, "unauthorized");
    try {
      c.set("session", await sessions.authenticate(token, c.req.header("clientid") ?? c.req.query("clientid")));
    } catch (error) {
      if (!bearer && error instanceof ServiceError && error.code === 401) endBrowserSession(c, cookies);
      throw error;
    }
    await next();
  };
}
