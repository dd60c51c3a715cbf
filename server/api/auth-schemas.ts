import { z } from "zod";
import { isValidEmail, isValidPassword, isValidPhone, isValidUsername } from "../../common/validate.ts";

/** Error texts are server message keys (server/i18n/server-messages.ts); the API translates them. */
const requiredText = z.string({ error: "required" }).trim().min(1, { error: "required" }).max(254, { error: "invalidField" });
const optionalText = z.string({ error: "invalidField" }).trim().max(254, { error: "invalidField" }).optional();
const username = z.string({ error: "required" }).trim().min(1, { error: "required" }).refine(isValidUsername, { error: "usernameInvalid" });
const password = z.string({ error: "required" }).min(1, { error: "required" }).refine(isValidPassword, { error: "passwordInvalid" });
const email = z.string({ error: "required" }).trim().min(1, { error: "required" }).refine(isValidEmail, { error: "emailInvalid" });
const phone = z.string({ error: "required" }).trim().min(1, { error: "required" }).refine(isValidPhone, { error: "phoneInvalid" });
const code = z
  .string({ error: "required" })
  .trim()
  .regex(/^\d{6}$/, { error: "codeInvalid" });
const captcha = { code: optionalText, uuid: optionalText };

export const registerSchema = z
  .object({
    username,
    password,
    confirmPassword: z.string({ error: "required" }),
    email,
    emailCode: code,
    nickname: z.string().trim().max(64, { error: "invalidField" }).optional(),
  })
  .refine((body) => body.password === body.confirmPassword, { error: "passwordMismatch", path: ["confirmPassword"] });

export const passwordLoginSchema = z.object({
  username: requiredText,
  password: z.string({ error: "required" }).min(1, { error: "required" }).max(64, { error: "loginFailed" }),
  ...captcha,
});
export const emailLoginSchema = z.object({ email, emailCode: code });
export const smsLoginSchema = z.object({ phonenumber: phone, smsCode: code });

const channelTarget = z.discriminatedUnion(
  "channel",
  [z.object({ channel: z.literal("email"), target: email }), z.object({ channel: z.literal("sms"), target: phone })],
  { error: "invalidField" },
);

export const sendCodeSchema = z.intersection(
  channelTarget,
  z.object({ purpose: z.enum(["login", "register", "reset"], { error: "invalidField" }), ...captcha }),
);
export const verifyCodeSchema = z.intersection(
  channelTarget,
  z.object({ purpose: z.literal("reset", { error: "invalidField" }), verifyCode: code }),
);

export const resetPasswordSchema = z
  .object({ resetToken: requiredText, password, confirmPassword: z.string({ error: "required" }) })
  .refine((body) => body.password === body.confirmPassword, { error: "passwordMismatch", path: ["confirmPassword"] });

export const oneTimeQuerySchema = z.object({ uniqueKey: requiredText, codeTokenType: z.literal("oidc", { error: "invalidField" }) });
