import type { MiddlewareHandler } from "hono";
import type { SessionInfo, Sessions } from "../services/sessions.ts";
import { ServiceError } from "../services/service-error.ts";

export type SessionVariables = { session: SessionInfo };

/** Requires a valid bearer token issued to this client (header `clientid`), else code 401. */
export function requireSession(sessions: Sessions): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const token = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
    if (!token) throw new ServiceError(401, "unauthorized");
    c.set("session", await sessions.authenticate(token, c.req.header("clientid") ?? c.req.query("clientid")));
    await next();
  };
}
