import { Hono } from "hono";
import type { Services } from "../services/container.ts";
import { ok } from "./envelope.ts";
import { requireSession, type SessionVariables } from "./session-guard.ts";

/** The signed-in visitor's own account (spec section 7). */
export function accountRoutes(services: Services) {
  const app = new Hono<{ Variables: SessionVariables }>();
  app.use(requireSession(services.sessions));
  app.get("/user-info", async (c) => ok(c, await services.accounts.userInfo(c.get("session").userId)));
  app.get("/logout", async (c) => {
    await services.sessions.revoke(c.get("session").tokenHash);
    return ok(c, null, "loggedOut");
  });
  return app;
}
