import * as z from "zod/mini";
import { PERMISSIONS } from "../staff-roles.ts";
import { defineCall } from "./call.ts";
import { sixDigitCode } from "./fields.ts";
import { reauthentication } from "./admin-users.ts";

/**
 * Two-step sign-in for staff (TOTP): a signed-in staff member's own calls, answered before the
 * second step is done (every other console call waits for it where it is needed).
 */
const tag = "admin";

export const twoStepState = z.object({
  /** ADMIN_TOTP_REQUIRED: every staff account must use it. */
  required: z.boolean(),
  enrolled: z.boolean(),
  /** This session has passed the second step. */
  verified: z.boolean(),
  /** The account's unused recovery codes. */
  recoveryCodesLeft: z.number(),
  /** This session passed with a recovery code and the authenticator has not been replaced since: the console asks for a new one. */
  recovered: z.boolean(),
  /** SITE_TIME_ZONE: the console shows times and filters days in it, whatever the browser's zone. */
  timeZone: z.string(),
});

export const twoStepStateCall = defineCall({
  method: "GET",
  path: "/admin/two-step",
  summary: "Console: whether two-step sign-in is required, set up for this account, and passed in this session; the site's time zone",
  tag,
  access: "session",
  answer: { data: twoStepState },
});

export const twoStepEnrolCodeCall = defineCall({
  method: "POST",
  path: "/admin/two-step/enrol-code",
  summary:
    "Console: enrolment, first step: a code to the account's e-mail address (answered masked), so that a password alone cannot enrol an authenticator",
  tag,
  access: "session",
  answer: { data: z.object({ email: z.string(), cooldownSeconds: z.number() }) },
});

export const twoStepSetupBody = z.object({ emailCode: sixDigitCode() });

export const twoStepSetupCall = defineCall({
  method: "POST",
  path: "/admin/two-step/setup",
  summary:
    "Console: with the code sent to the account's e-mail, a new authenticator secret (QR code and text), held ten minutes until a code confirms it",
  tag,
  access: "session",
  body: twoStepSetupBody,
  answer: { data: z.object({ setupKey: z.string(), secret: z.string(), uri: z.string(), qrSvg: z.string() }) },
});

/** The image captcha a guess needs after a few wrong ones from this address (GET /admin/two-step/captcha). */
const captchaFields = {
  captcha: z.optional(z.string().check(z.trim(), z.maxLength(16))),
  captchaUuid: z.optional(z.string().check(z.trim(), z.maxLength(64))),
};

export const twoStepCaptchaCall = defineCall({
  method: "GET",
  path: "/admin/two-step/captcha",
  summary: "Console: an image captcha for the two-step form, which asks for one after three wrong codes from an address",
  tag,
  access: "session",
  answer: { data: z.object({ uuid: z.string(), img: z.string() }) },
});

export const twoStepEnableBody = z.object({
  setupKey: z.string().check(z.minLength(1), z.maxLength(128)),
  code: sixDigitCode(),
  ...captchaFields,
});

export const twoStepEnableCall = defineCall({
  method: "POST",
  path: "/admin/two-step/enable",
  summary:
    "Console: turn two-step sign-in on (or replace a lost authenticator) with a code from the new secret; answers the ten new recovery codes, this once (this session counts as verified)",
  tag,
  access: "session",
  body: twoStepEnableBody,
  answer: { data: z.object({ recoveryCodes: z.array(z.string()) }) },
});

export const twoStepVerifyBody = z.object({ code: sixDigitCode(), ...captchaFields });

export const twoStepVerifyCall = defineCall({
  method: "POST",
  path: "/admin/two-step/verify",
  summary:
    "Console: pass the second step for this session with a current authenticator code, each code once; per account and address a captcha after three wrong ones, a lock after ten per quarter hour",
  tag,
  access: "session",
  body: twoStepVerifyBody,
  answer: { data: z.null() },
});

export const twoStepRecoverBody = z.object({
  /** As printed ("7k2m-q9xd-4hwc-ev3p"); case, spaces and dashes do not matter. */
  recoveryCode: z
    .string({ error: "required" })
    .check(z.trim(), z.minLength(1, { error: "required" }), z.maxLength(40, { error: "invalidField" })),
  ...captchaFields,
});

export const twoStepRecoverCall = defineCall({
  method: "POST",
  path: "/admin/two-step/recover",
  summary:
    "Console: pass the second step with a recovery code instead of the authenticator, each code once; counted with the authenticator codes' guesses. Answers how many codes are left",
  tag,
  access: "session",
  body: twoStepRecoverBody,
  answer: { data: z.object({ recoveryCodesLeft: z.number() }) },
});

export const recoveryCodesRenewBody = z.object(reauthentication);

export const recoveryCodesRenewCall = defineCall({
  method: "POST",
  path: "/admin/two-step/recovery-codes",
  summary:
    "Console: ten new recovery codes in place of all the old ones, after the staff member's password or a current authenticator code; answered this once",
  tag,
  access: "session",
  permission: PERMISSIONS.console,
  body: recoveryCodesRenewBody,
  answer: { data: z.object({ recoveryCodes: z.array(z.string()) }) },
});
