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

export const twoStepSetupCall = defineCall({
  method: "POST",
  path: "/admin/two-step/setup",
  summary: "Console: a new authenticator secret (QR code and text), held ten minutes until a code confirms it",
  tag,
  access: "session",
  answer: { data: z.object({ setupKey: z.string(), secret: z.string(), uri: z.string(), qrSvg: z.string() }) },
});

export const twoStepEnableBody = z.object({ setupKey: z.string().check(z.minLength(1), z.maxLength(128)), code: sixDigitCode() });

export const twoStepEnableCall = defineCall({
  method: "POST",
  path: "/admin/two-step/enable",
  summary: "Console: turn two-step sign-in on with a code from the new secret (this session counts as verified)",
  tag,
  access: "session",
  body: twoStepEnableBody,
  answer: { data: z.null() },
});

export const twoStepVerifyBody = z.object({ code: sixDigitCode() });

export const twoStepVerifyCall = defineCall({
  method: "POST",
  path: "/admin/two-step/verify",
  summary: "Console: pass the second step for this session with a current authenticator code (five tries per quarter hour)",
  tag,
  access: "session",
  body: twoStepVerifyBody,
  answer: { data: z.null() },
});
