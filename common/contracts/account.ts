import * as z from "zod/mini";
import { CURRENT_PASSWORD_MAX, NICKNAME_MAX } from "../constants.ts";
import { defineCall } from "./call.ts";
import { email, newPassword, phone, requiredText, sixDigitCode } from "./fields.ts";

/** The signed-in visitor's own account (spec sections 3 and 7). */
const tag = "account";

/** The user fields of spec section 3, plus roles and permissions (spec section 6). */
export const userInfo = z.object({
  userId: z.number(),
  personalAuthId: z.nullable(z.string()),
  firmAuthId: z.nullable(z.string()),
  webUser: z.string(),
  webPhone: z.string(),
  webEmail: z.string(),
  avatar: z.string(),
  createTime: z.nullable(z.string()),
  webNickname: z.string(),
  lastLoginTime: z.nullable(z.string()),
  authType: z.string(),
  secAuthFlag: z.number(),
  remark: z.string(),
  dept: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
});

export type UserInfo = z.output<typeof userInfo>;

export const userInfoCall = defineCall({
  method: "GET",
  path: "/v1/web/account/user-info",
  summary: "The signed-in visitor's account",
  tag,
  access: "session",
  answer: { data: userInfo },
});

export const logoutCall = defineCall({
  method: "GET",
  path: "/v1/web/account/logout",
  summary: "End this session",
  tag,
  access: "session",
  answer: { data: z.null() },
});

/** One session of the account that is still open. */
export const accountSession = z.object({
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** Browser and system read from the user agent, e.g. "Chrome · Windows"; "" when unknown. */
  device: z.string(),
  ip: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});

export type AccountSession = z.output<typeof accountSession>;

export const sessionsCall = defineCall({
  method: "GET",
  path: "/v1/web/account/sessions",
  summary: "The account's open sessions, newest first; the current one is marked",
  tag,
  access: "session",
  answer: { data: z.array(accountSession) },
});

export const signOutElsewhereCall = defineCall({
  method: "POST",
  path: "/v1/web/account/sessions/sign-out-elsewhere",
  summary: "End every session of the account except this one",
  tag,
  access: "session",
  encrypted: true,
  body: z.object({}),
  answer: { data: z.object({ ended: z.number() }) },
});

export const nicknameBody = z.object({ nickname: requiredText("required", NICKNAME_MAX) });

export const changeNicknameCall = defineCall({
  method: "POST",
  path: "/v1/web/account/nickname",
  summary: "Change the nickname",
  tag,
  access: "session",
  encrypted: true,
  body: nicknameBody,
  answer: { data: userInfo },
});

/** The current password as typed: longer than any valid one is simply wrong. */
const currentPassword = () =>
  z
    .string({ error: "required" })
    .check(z.minLength(1, { error: "required" }), z.maxLength(CURRENT_PASSWORD_MAX, { error: "invalidField" }));

export const changeEmailBody = z.object({ email: email(), emailCode: sixDigitCode(), password: currentPassword() });

export const changeEmailCall = defineCall({
  method: "POST",
  path: "/v1/web/account/email",
  summary:
    "Change the e-mail address, with the current password and the code sent to the new address (purpose change-email); the old address is told, with a link that undoes the change",
  tag,
  access: "session",
  encrypted: true,
  body: changeEmailBody,
  answer: { data: userInfo },
});

export const changePhoneBody = z.object({ phonenumber: phone(), smsCode: sixDigitCode(), password: currentPassword() });

export const changePhoneCall = defineCall({
  method: "POST",
  path: "/v1/web/account/phone",
  summary:
    "Change the phone number, with the current password and the code sent to the new number (purpose change-phone); the account's e-mail address is told",
  tag,
  access: "session",
  encrypted: true,
  body: changePhoneBody,
  answer: { data: userInfo },
});

export const changePasswordBody = z
  .object({
    oldPassword: currentPassword(),
    password: newPassword(),
    confirmPassword: z.string({ error: "required" }).check(z.minLength(1, { error: "required" })),
  })
  .check(z.refine((body) => body.password === body.confirmPassword, { error: "passwordMismatch", path: ["confirmPassword"] }));

export const changePasswordCall = defineCall({
  method: "POST",
  path: "/v1/web/account/password",
  summary: "Change the password with the current one; every other session of the account ends and its e-mail address is told",
  tag,
  access: "session",
  encrypted: true,
  body: changePasswordBody,
  answer: { data: z.object({ ended: z.number() }) },
});

export const deleteAccountBody = z.object({ password: currentPassword() });

export const deleteAccountCall = defineCall({
  method: "POST",
  path: "/v1/web/account/delete",
  summary:
    "Delete the account, confirmed by its password: the account is anonymised and disabled, its sessions and third-party links removed, its username, e-mail and phone freed; leads already sent stay",
  tag,
  access: "session",
  encrypted: true,
  body: deleteAccountBody,
  answer: { data: z.null() },
});
