import type { Context, MiddlewareHandler } from "hono";
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
    const session = await readSession(c, sessions, cookies);
    if (!session) throw new ServiceError(401, "unauthorized");
    c.set("session", session);
    await next();
  };
}

/**
 * Reads the session a request carries, if it carries a valid one: calls open to everyone that do
 * more for a signed-in visitor. A stale token is no session (its cookie is cleared).
 */
export function readSessionIfAny(sessions: Sessions, cookies: CookiePolicy): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    let session;
    try {
      session = await readSession(c, sessions, cookies);
    } catch (error) {
      if (!(error instanceof ServiceError && error.code === 401)) throw error;
    }
    c.set("sessionIfAny", session);
    await next();
  };
}

/** The session of the request's token; undefined without one, code 401 for one that opens none. */
async function readSession(c: Context<ApiEnv>, sessions: Sessions, cookies: CookiePolicy) {
  const bearer = bearerToken(c);
  const token = bearer ?? sessionCookieToken(c);
  if (!token) return undefined;
  try {
    return await sessions.authenticate(token, c.req.header("clientid") ?? c.req.query("clientid"));
  } catch (error) {
    if (!bearer && error instanceof ServiceError && error.code === 401) endBrowserSession(c, cookies);
    throw error;
  }
}
