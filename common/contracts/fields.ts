import * as z from "zod/mini";
import { EMAIL_MAX, PHONE_MAX, URL_MAX } from "../constants.ts";
import type { FieldMessageKey } from "../field-messages.ts";
import { imageUrl as acceptedImageUrl } from "../image-url.ts";
import { isValidEmail, isValidPassword, isValidPhone, isValidUsername } from "../validate.ts";

/**
 * The field schemas the contracts are built from. Every error message is a key of
 * common/field-messages.ts; texts are trimmed before they are checked.
 */
const error = (key: FieldMessageKey) => ({ error: key });

/** A required text of at most `max` characters. */
export function requiredText(requiredKey: FieldMessageKey, max: number) {
  return z.string(error(requiredKey)).check(z.trim(), z.minLength(1, error(requiredKey)), z.maxLength(max, error("invalidField")));
}

/** An optional text of at most `max` characters, "" when absent. */
export function optionalText(max: number) {
  return z._default(z.optional(z.string(error("invalidField")).check(z.trim(), z.maxLength(max, error("invalidField")))), "");
}

/** Text with a format check after the required check. */
function formatted(requiredKey: FieldMessageKey, max: number, isValid: (value: string) => boolean, invalidKey: FieldMessageKey) {
  return requiredText(requiredKey, max).check(z.refine(isValid, error(invalidKey)));
}

export const username = () => formatted("required", 64, isValidUsername, "usernameInvalid");
export const email = (requiredKey: FieldMessageKey = "required", invalidKey: FieldMessageKey = "emailInvalid") =>
  formatted(requiredKey, EMAIL_MAX, isValidEmail, invalidKey);
export const phone = (requiredKey: FieldMessageKey = "required", invalidKey: FieldMessageKey = "phoneInvalid") =>
  formatted(requiredKey, PHONE_MAX, isValidPhone, invalidKey);
/** A new password: the spec's rule (8-32, digit, lower and upper case). Not trimmed. */
export const newPassword = () =>
  z.string(error("required")).check(z.minLength(1, error("required")), z.refine(isValidPassword, error("passwordInvalid")));
/** A six-digit e-mail or SMS code. */
export const sixDigitCode = () =>
  z.string(error("required")).check(z.trim(), z.minLength(1, error("required")), z.regex(/^\d{6}$/, error("codeFormat")));

/**
 * An image address in a console-edited field: one of our stored files (/files/...) or an https url
 * on an allowed origin (common/image-url.ts); stored as the rule wrote it.
 */
export const imageUrl = () =>
  z.string(error("imageUrlInvalid")).check(
    z.trim(),
    z.maxLength(URL_MAX, error("tooLong")),
    z.refine((value) => acceptedImageUrl(value) !== null, error("imageUrlInvalid")),
    z.overwrite((value) => acceptedImageUrl(value) ?? value),
  );

/** An optional e-mail address: "" or a valid one. */
export const optionalEmail = () =>
  optionalText(EMAIL_MAX).check(z.refine((value) => value === "" || isValidEmail(value), error("emailInvalid")));

/** A positive database id in the range both databases store (PostgreSQL integer: below 2^31). */
export const recordId = () =>
  z.coerce
    .number(error("invalidField"))
    .check(z.int(error("invalidField")), z.minimum(1, error("invalidField")), z.maximum(2_147_483_647, error("invalidField")));

/** The pair the login and code forms send when the captcha is on. */
export const captchaAnswer = {
  code: z.optional(z.string(error("invalidField")).check(z.trim(), z.maxLength(16, error("invalidField")))),
  uuid: z.optional(z.string(error("invalidField")).check(z.trim(), z.maxLength(64, error("invalidField")))),
};
