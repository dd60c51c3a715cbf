import { logoutCall, userInfoCall } from "../../common/contracts/account.ts";
import type { Services } from "../services/container.ts";
import { callRouter } from "./call-router.ts";
import { ok } from "./envelope.ts";
import { endBrowserSession } from "./session-cookie.ts";

/** The signed-in visitor's own account (spec section 7). */
export function accountRoutes(services: Services) {
  const { app, handle } = callRouter(services);
  handle(userInfoCall, async (c) => ok(c, await services.accounts.userInfo(c.get("session").userId)));
  handle(logoutCall, async (c) => {
    await services.sessions.revoke(c.get("session").tokenHash);
    endBrowserSession(c, services.cookies);
    return ok(c, null, "loggedOut");
  });
  return app;
}
