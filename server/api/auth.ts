import { Hono, type Context } from "hono";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import type { Config } from "../config.ts";
import { clientIp } from "../security/client-ip.ts";
import type { ClientContext } from "../services/accounts.ts";
import type { Services } from "../services/container.ts";
import { ServiceError } from "../services/service-error.ts";
import { ok, requestLanguage } from "./envelope.ts";
import { encryptedBody, validate, type BodyVariables } from "./request-body.ts";
import {
  emailLoginSchema,
  oneTimeQuerySchema,
  passwordLoginSchema,
  registerSchema,
  resetPasswordSchema,
  sendCodeSchema,
  smsLoginSchema,
  verifyCodeSchema,
} from "./auth-schemas.ts";

const CAPTCHAS_PER_IP_PER_MINUTE = 10;

/** Registration, log-in by password or code, password reset and third-party sign-in (spec section 7). */
export function authRoutes(services: Services, config: Config) {
  const { accounts, captchas, throttle, codes, oidc, sessions } = services;
  const encrypted = encryptedBody(services.envelopeKeys);
  const app = new Hono<{ Variables: BodyVariables }>();

  const client = (c: Context): ClientContext => ({
    ip: clientIp(c, config.TRUST_PROXY),
    userAgent: c.req.header("user-agent") ?? "",
    clientId: c.req.header("clientid") || WEB_CLIENT_ID,
    language: requestLanguage(c),
  });

  app.get("/auth/code", async (c) => {
    const { ip } = client(c);
    const { captchaRequired } = await throttle.state(ip);
    if (!config.CAPTCHA_ENABLED && !captchaRequired) return ok(c, { captchaEnabled: false });
    const allowed = await services.rateLimits.take(`captcha:${ip}`, CAPTCHAS_PER_IP_PER_MINUTE, 60_000);
    if (!allowed.allowed)
      throw new ServiceError(429, "tooManyRequests", { data: { retryAfterSeconds: Math.ceil(allowed.retryAfterMs / 1000) } });
    const { uuid, svg } = await captchas.issue();
    return ok(c, { captchaEnabled: true, uuid, img: Buffer.from(svg).toString("base64") });
  });

  app.get("/auth/tenant/list", (c) => ok(c, { tenantEnabled: false, voList: null }));

  const register = async (c: Context<{ Variables: BodyVariables }>) => {
    const body = validate(c, registerSchema, c.get("body"));
    return ok(c, await accounts.register(body), "registered");
  };
  app.post("/auth/register", encrypted, register);
  app.post("/v1/web/user/registered", encrypted, register);

  app.post("/v1/web/user/login", encrypted, async (c) => {
    const grantType = c.req.header("granttype") ?? "password";
    const body = c.get("body");
    if (grantType === "password") {
      const { username, password, code, uuid } = validate(c, passwordLoginSchema, body);
      return ok(c, await accounts.loginWithPassword({ account: username, password, code, uuid }, client(c)));
    }
    if (grantType === "email") {
      const { email, emailCode } = validate(c, emailLoginSchema, body);
      return ok(c, await accounts.loginWithCode({ channel: "email", target: email, code: emailCode }, client(c)));
    }
    if (grantType === "sms") {
      const { phonenumber, smsCode } = validate(c, smsLoginSchema, body);
      return ok(c, await accounts.loginWithCode({ channel: "sms", target: phonenumber, code: smsCode }, client(c)));
    }
    throw new ServiceError(500, "grantTypeInvalid");
  });

  app.post("/v1/web/user/login/get-verify-code", encrypted, async (c) => {
    const body = validate(c, sendCodeSchema, c.get("body"));
    const context = client(c);
    const { captchaRequired } = await throttle.state(context.ip);
    if (config.CAPTCHA_ENABLED || captchaRequired) await captchas.verify(body.uuid, body.code);
    const accountExists = Boolean(await accounts.findByTarget(body.channel, body.target));
    await codes.send({
      channel: body.channel,
      target: body.target,
      purpose: body.purpose,
      accountExists,
      language: context.language,
      ip: context.ip,
    });
    return ok(c, { cooldownSeconds: 60 }, "codeSent");
  });

  app.post("/v1/web/user/login/verify-code", encrypted, async (c) => {
    const body = validate(c, verifyCodeSchema, c.get("body"));
    return ok(c, await accounts.verifyResetCode({ channel: body.channel, target: body.target, code: body.verifyCode }));
  });

  app.post("/v1/web/user/login/reset/password", encrypted, async (c) => {
    const body = validate(c, resetPasswordSchema, c.get("body"));
    await accounts.resetPassword(body);
    return ok(c, null, "passwordReset");
  });

  app.get("/auth/oidc/authorize", async (c) => {
    if (!oidc.enabled) throw new ServiceError(500, "oidcNotConfigured");
    return c.redirect(await oidc.authorizationUrl(c.req.query("redirect")), 302);
  });

  app.get("/auth/oidc/callback", async (c) => {
    if (!oidc.enabled) throw new ServiceError(500, "oidcNotConfigured");
    return ok(c, await oidc.completeSignIn(new URL(c.req.url).searchParams));
  });

  app.get("/v1/web/user/login/code-token", async (c) => {
    const { uniqueKey } = validate(c, oneTimeQuerySchema, c.req.query());
    const result = await oidc.takeResult(uniqueKey);
    if (!result) throw new ServiceError(500, "oneTimeKeyInvalid");
    const user = await services.accounts.userInfo(result.userId);
    const context = client(c);
    const session = await sessions.create({
      userId: user.userId,
      clientId: context.clientId,
      ip: context.ip,
      userAgent: context.userAgent,
    });
    return ok(c, { access_token: session.token, expire_in: session.expiresInSeconds, client_id: context.clientId });
  });

  app.get("/v1/web/user/login/get-user", async (c) => {
    const { uniqueKey } = validate(c, oneTimeQuerySchema, c.req.query());
    const result = await oidc.peekResult(uniqueKey);
    if (!result) throw new ServiceError(500, "oneTimeKeyInvalid");
    return ok(c, {
      provider: result.provider,
      email: result.email,
      nickname: result.nickname,
      avatar: result.avatar,
      isNewAccount: result.isNewAccount,
    });
  });

  return app;
}
