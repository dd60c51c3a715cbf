import {
  changeEmailCall,
  changeNicknameCall,
  changePasswordCall,
  changePhoneCall,
  deleteAccountCall,
  logoutCall,
  sessionsCall,
  signOutElsewhereCall,
  userInfoCall,
} from "../../common/contracts/account.ts";
import type { Config } from "../config.ts";
import { clientIp } from "../security/client-ip.ts";
import type { Services } from "../services/container.ts";
import { callRouter } from "./call-router.ts";
import { ok } from "./envelope.ts";
import { endBrowserSession } from "./session-cookie.ts";

/** The signed-in visitor's own account (spec section 7) and the account page (issue 14). */
export function accountRoutes(services: Services, config: Config) {
  const { app, handle } = callRouter(services);
  const { accountSettings: settings } = services;
  handle(userInfoCall, async (c) => ok(c, await services.accounts.userInfo(c.get("session").userId)));
  handle(logoutCall, async (c) => {
    await services.sessions.revoke(c.get("session").tokenHash);
    endBrowserSession(c, services.cookies);
    return ok(c, null, "loggedOut");
  });

  handle(changeNicknameCall, async (c, { body }) =>
    ok(c, await settings.changeNickname(c.get("session").userId, body.nickname), "nicknameChanged"),
  );
  handle(changeEmailCall, async (c, { body }) =>
    ok(
      c,
      await settings.changeEmail(
        c.get("session").userId,
        { email: body.email, code: body.emailCode, password: body.password },
        clientIp(c, config.TRUST_PROXY),
      ),
      "emailChanged",
    ),
  );
  handle(changePhoneCall, async (c, { body }) =>
    ok(
      c,
      await settings.changePhone(
        c.get("session").userId,
        { phone: body.phonenumber, code: body.smsCode, password: body.password },
        clientIp(c, config.TRUST_PROXY),
      ),
      "phoneChanged",
    ),
  );
  handle(changePasswordCall, async (c, { body }) =>
    ok(c, await settings.changePassword(c.get("session"), body, clientIp(c, config.TRUST_PROXY)), "passwordChanged"),
  );
  handle(sessionsCall, async (c) => ok(c, await settings.openSessions(c.get("session"))));
  handle(signOutElsewhereCall, async (c) => ok(c, await settings.signOutElsewhere(c.get("session")), "signedOutElsewhere"));
  handle(deleteAccountCall, async (c, { body }) => {
    await settings.deleteAccount(c.get("session").userId, body.password, clientIp(c, config.TRUST_PROXY));
    endBrowserSession(c, services.cookies);
    return ok(c, null, "accountDeleted");
  });
  return app;
}
