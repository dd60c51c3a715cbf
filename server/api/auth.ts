import { WEB_CLIENT_ID } from "../../common/constants.ts";
import {
  captchaCall,
  codeTokenCall,
  emailLoginBody,
  loginCall,
  oidcAuthorizeCall,
  oidcCallbackCall,
  oidcUserCall,
  passwordLoginBody,
  proofOfWorkCall,
  registerCallRuoyi,
  registerWebCall,
  reportChangeCall,
  resetPasswordCall,
  sendCodeCall,
  smsLoginBody,
  tenantListCall,
  verifyCodeCall,
} from "../../common/contracts/auth.ts";
import type { Config } from "../config.ts";
import { clientIp } from "../security/client-ip.ts";
import type { ClientContext, LoginResult } from "../services/accounts.ts";
import type { Services } from "../services/container.ts";
import { ServiceError } from "../services/service-error.ts";
import type { ApiContext } from "./api-env.ts";
import { callRouter } from "./call-router.ts";
import { ok, requestLanguage } from "./envelope.ts";
import { validate } from "./request-body.ts";
import { bindSignIn, endSignInBinding, signInBinding, startBrowserSession } from "./session-cookie.ts";
import { STATE_TTL_MS } from "../services/oidc.ts";

/** Registration, log-in by password or code, password reset and third-party sign-in (spec section 7). */
export function authRoutes(services: Services, config: Config) {
  const { accounts, captchas, oidc } = services;
  const { app, handle } = callRouter(services);

  const client = (c: ApiContext): ClientContext => ({
    ip: clientIp(c, config.TRUST_PROXY),
    userAgent: c.req.header("user-agent") ?? "",
    clientId: c.req.header("clientid") || WEB_CLIENT_ID,
    language: requestLanguage(c),
  });

  handle(captchaCall, async (c) => ok(c, await captchas.challenge(client(c).ip)));

  handle(proofOfWorkCall, async (c) => ok(c, await services.proofOfWork.challenge(client(c).ip)));

  handle(tenantListCall, (c) => ok(c, { tenantEnabled: false, voList: null }));

  for (const call of [registerCallRuoyi, registerWebCall]) {
    handle(call, async (c, { body }) => ok(c, await accounts.register(body, client(c)), "registered"));
  }

  /** The answer keeps access_token for API clients; the browser uses the HttpOnly cookie instead. */
  const signedIn = (c: ApiContext, result: LoginResult) => {
    startBrowserSession(c, services.cookies, result.access_token, result.expire_in);
    return ok(c, result);
  };

  handle(loginCall, async (c) => {
    const grantType = c.req.header("granttype") ?? "password";
    if (grantType === "password") {
      const { username, password, code, uuid } = validate(c, passwordLoginBody, c.get("body"));
      return signedIn(c, await accounts.loginWithPassword({ account: username, password, code, uuid }, client(c)));
    }
    if (grantType === "email") {
      const { email, emailCode } = validate(c, emailLoginBody, c.get("body"));
      return signedIn(c, await accounts.loginWithCode({ channel: "email", target: email, code: emailCode }, client(c)));
    }
    if (grantType === "sms") {
      const { phonenumber, smsCode } = validate(c, smsLoginBody, c.get("body"));
      return signedIn(c, await accounts.loginWithCode({ channel: "sms", target: phonenumber, code: smsCode }, client(c)));
    }
    throw new ServiceError(500, "grantTypeInvalid");
  });

  handle(sendCodeCall, async (c, { body }) => ok(c, await accounts.sendCode(body, client(c), c.get("sessionIfAny")), "codeSent"));

  handle(verifyCodeCall, async (c, { body }) =>
    ok(c, await accounts.verifyResetCode({ channel: body.channel, target: body.target, code: body.verifyCode }, client(c))),
  );

  handle(resetPasswordCall, async (c, { body }) => {
    await accounts.resetPassword(body, client(c));
    return ok(c, null, "passwordReset");
  });

  handle(reportChangeCall, async (c, { body }) =>
    ok(c, await services.accountChangeNotices.report(body.reportKey, client(c).ip), "changeReported"),
  );

  handle(oidcAuthorizeCall, async (c, { query }) => {
    const { url, binding } = await oidc.authorizationUrl(query.redirect, query.link === "1", c.get("sessionIfAny"));
    bindSignIn(c, services.cookies, binding, STATE_TTL_MS / 1000);
    return c.redirect(url, 302);
  });

  // The provider may add parameters of its own (iss, session_state ...): hand over the whole query.
  handle(oidcCallbackCall, async (c) => ok(c, await oidc.completeSignIn(new URL(c.req.url).searchParams, signInBinding(c))));

  handle(codeTokenCall, async (c, { query }) => {
    const result = await accounts.sessionFromOidcResult(query.uniqueKey, signInBinding(c), client(c));
    endSignInBinding(c, services.cookies);
    return signedIn(c, result);
  });

  handle(oidcUserCall, async (c, { query }) => ok(c, await accounts.oidcResultOwner(query.uniqueKey, signInBinding(c))));

  return app;
}
