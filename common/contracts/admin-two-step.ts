import * as z from "zod/mini";
import { defineCall } from "./call.ts";
import { sixDigitCode } from "./fields.ts";

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
  summary: "Console: turn two-step sign-in on with a code from the new secret (this session counts as verified)",
  tag,
  access: "session",
  body: twoStepEnableBody,
  answer: { data: z.null() },
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
