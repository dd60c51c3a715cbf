import type { MiddlewareHandler } from "hono";
import type { Sessions } from "../services/sessions.ts";
import type { ApiEnv } from "./api-env.ts";
import { ServiceError } from "../services/service-error.ts";

/** Requires a valid bearer token issued to this client (header `clientid`), else code 401. */
export function requireSession(sessions: Sessions): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const token = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
    if (!token) throw new ServiceError(401, "unauthorized");
    c.set("session", await sessions.authenticate(token, c.req.header("clientid") ?? c.req.query("clientid")));
    await next();
  };
}
