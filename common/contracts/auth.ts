import * as z from "zod/mini";
import { CURRENT_PASSWORD_MAX, NICKNAME_MAX } from "../constants.ts";
import { captchaAnswer, email, newPassword, phone, requiredText, sixDigitCode, username } from "./fields.ts";
import { defineCall } from "./call.ts";

/** Registration, log-in by password or code, password reset and third-party sign-in (spec section 7). */
const tag = "auth";

const loginData = z.object({
  access_token: z.string(),
  expire_in: z.number(),
  client_id: z.string(),
});

/** What a code is sent for: signing in, registering, a password reset, or a new address on the account page. */
export const CODE_PURPOSES = ["login", "register", "reset", "change-email", "change-phone"] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
const purpose = z.enum(CODE_PURPOSES, { error: "invalidField" });

/** An e-mail address for the e-mail channel, a phone number for SMS. */
const channelTarget = z.discriminatedUnion(
  "channel",
  [
    z.object({ channel: z.literal("email"), target: email("required", "targetInvalid") }),
    z.object({ channel: z.literal("sms"), target: phone("required", "targetInvalid") }),
  ],
  { error: "targetInvalid" },
);

/** The reference sends its client id in sign-in bodies too; the header is what counts. */
const webClient = { clientId: z.optional(z.string().check(z.maxLength(64))) };

export const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>((body) => body.password === body.confirmPassword, {
  error: "passwordMismatch",
  path: ["confirmPassword"],
});

/** An ALTCHA challenge (altcha-lib v2 shape); its solution goes in the `x-altcha` header of the calls that need one. */
export const proofOfWorkCall = defineCall({
  method: "GET",
  path: "/auth/pow",
  summary: "A proof-of-work challenge for registration, sending a code and partner applications (header x-altcha)",
  tag,
  access: "public",
  answer: {
    data: z.object({
      parameters: z.record(z.string(), z.unknown()),
      signature: z.optional(z.string()),
    }),
  },
});

export const captchaCall = defineCall({
  method: "GET",
  path: "/auth/code",
  summary: "Whether an image captcha is needed now, and a new one if so",
  tag,
  access: "public",
  answer: {
    data: z.object({
      captchaEnabled: z.boolean(),
      uuid: z.optional(z.string()),
      /** base64 of the image, without a data-URL prefix. */
      img: z.optional(z.string()),
    }),
  },
});

export const tenantListCall = defineCall({
  method: "GET",
  path: "/auth/tenant/list",
  summary: "Tenants (the site has none)",
  tag,
  access: "public",
  answer: { data: z.object({ tenantEnabled: z.boolean(), voList: z.null() }) },
});

export const registerBody = z
  .object({
    username: username(),
    password: newPassword(),
    confirmPassword: z.string({ error: "required" }).check(z.minLength(1, { error: "required" })),
    email: email(),
    emailCode: sixDigitCode(),
    nickname: z.optional(z.string({ error: "invalidField" }).check(z.trim(), z.maxLength(NICKNAME_MAX, { error: "invalidField" }))),
    /** Optional; a number is confirmed by an SMS code like the e-mail address, since it can then log in. */
    phonenumber: z.optional(phone()),
    smsCode: z.optional(sixDigitCode()),
    ...webClient,
    grantType: z.optional(z.literal("password", { error: "invalidField" })),
  })
  .check(
    passwordsMatch,
    z.refine((body) => !body.phonenumber || Boolean(body.smsCode), { error: "required", path: ["smsCode"] }),
  );

const registerCall = (path: string) =>
  defineCall({
    method: "POST",
    path,
    summary:
      "Create an account with a username, a password and an e-mail address confirmed by a code, and optionally a phone number confirmed by an SMS code",
    tag,
    access: "public",
    encrypted: true,
    proofOfWork: true,
    body: registerBody,
    analyticsEvent: "registration",
    answer: { data: z.object({ userId: z.number() }) },
  });

export const registerCallRuoyi = registerCall("/auth/register");
export const registerWebCall = registerCall("/v1/web/user/registered");

export const passwordLoginBody = z.object({
  username: requiredText("required", 254),
  // Longer than any valid password: answered like a wrong password, so nothing is revealed.
  password: z
    .string({ error: "required" })
    .check(z.minLength(1, { error: "required" }), z.maxLength(CURRENT_PASSWORD_MAX, { error: "invalidField" })),
  ...captchaAnswer,
  ...webClient,
});
export const emailLoginBody = z.object({ email: email(), emailCode: sixDigitCode(), ...webClient });
export const smsLoginBody = z.object({ phonenumber: phone(), smsCode: sixDigitCode(), ...webClient });

export const loginCall = defineCall({
  method: "POST",
  path: "/v1/web/user/login",
  summary: "Log in by password (header grantType: password), e-mailed code (email) or SMS code (sms)",
  tag,
  access: "public",
  encrypted: true,
  analyticsEvent: "sign_in",
  bodyByHeader: { header: "grantType", variants: { password: passwordLoginBody, email: emailLoginBody, sms: smsLoginBody } },
  answer: { data: loginData },
});

export const sendCodeBody = z.intersection(channelTarget, z.object({ purpose, ...captchaAnswer }));

export const sendCodeCall = defineCall({
  method: "POST",
  path: "/v1/web/user/login/get-verify-code",
  summary:
    "Send a six-digit code by e-mail or SMS; the answer is the same whether or not an account exists (purposes change-email and change-phone: to a signed-in visitor only)",
  tag,
  access: "sessionIfAny",
  encrypted: true,
  proofOfWork: true,
  body: sendCodeBody,
  answer: { data: z.object({ cooldownSeconds: z.number() }) },
});

export const verifyCodeBody = z.intersection(
  channelTarget,
  z.object({ purpose: z.literal("reset", { error: "invalidField" }), verifyCode: sixDigitCode() }),
);

export const verifyCodeCall = defineCall({
  method: "POST",
  path: "/v1/web/user/login/verify-code",
  summary: "Trade a password-reset code for a reset ticket",
  tag,
  access: "public",
  encrypted: true,
  body: verifyCodeBody,
  answer: { data: z.object({ resetToken: z.string(), expiresInSeconds: z.number() }) },
});

export const resetPasswordBody = z
  .object({
    resetToken: requiredText("required", 254),
    password: newPassword(),
    confirmPassword: z.string({ error: "required" }).check(z.minLength(1, { error: "required" })),
  })
  .check(passwordsMatch);

export const resetPasswordCall = defineCall({
  method: "POST",
  path: "/v1/web/user/login/reset/password",
  summary: "Set a new password with a reset ticket; every session of the account ends",
  tag,
  access: "public",
  encrypted: true,
  body: resetPasswordBody,
  answer: { data: z.null() },
});

export const reportChangeBody = z.object({ reportKey: requiredText("required", 254) });

export const reportChangeCall = defineCall({
  method: "POST",
  path: "/v1/web/user/report-change",
  summary:
    "The owner's answer to a notice of a changed e-mail address, phone number or password (the link's key, once, seven days): an e-mail change still in place is undone and every session ends; answers the account's e-mail address now",
  tag,
  access: "public",
  encrypted: true,
  body: reportChangeBody,
  answer: { data: z.object({ email: z.nullable(z.string()) }) },
});

export const oidcAuthorizeCall = defineCall({
  method: "GET",
  path: "/auth/oidc/authorize",
  summary: "Start third-party sign-in (link=1: link the identity to the signed-in account): redirects to the OpenID provider",
  tag,
  access: "sessionIfAny",
  query: z.object({ redirect: z.optional(z.string()), link: z.optional(z.literal("1")), clientid: z.optional(z.string()) }),
  answer: { redirect: true },
});

export const oidcCallbackCall = defineCall({
  method: "GET",
  path: "/auth/oidc/callback",
  summary: "Finish third-party sign-in with the provider's answer (code, state)",
  tag,
  access: "public",
  query: z.object({ code: z.optional(z.string()), state: z.optional(z.string()) }),
  answer: { data: z.object({ uniqueKey: z.string(), codeTokenType: z.literal("oidc"), redirect: z.string() }) },
});

const oneTimeQuery = z.object({
  uniqueKey: requiredText("required", 254),
  codeTokenType: z.literal("oidc", { error: "invalidField" }),
});

export const codeTokenCall = defineCall({
  method: "GET",
  path: "/v1/web/user/login/code-token",
  summary: "Trade a third-party sign-in result for a session",
  tag,
  access: "public",
  query: oneTimeQuery,
  answer: { data: loginData },
});

export const oidcUserCall = defineCall({
  method: "GET",
  path: "/v1/web/user/login/get-user",
  summary: "Who a third-party sign-in result belongs to",
  tag,
  access: "public",
  query: oneTimeQuery,
  answer: {
    data: z.object({
      provider: z.string(),
      email: z.nullable(z.string()),
      nickname: z.string(),
      avatar: z.string(),
      isNewAccount: z.boolean(),
    }),
  },
});
