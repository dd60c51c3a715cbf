/** Helper checks of spec section 5, shared by the browser forms and the server (messages: field-messages.ts). */

import { PASSWORD_LENGTH, USERNAME_LENGTH } from "./constants.ts";

// Spec section 5: 11 digits starting with 1. New number ranges (e.g. 12x) keep being issued, so
// the second digit is not narrowed.
const MOBILE = /^1\d{10}$/;
// Area code "0" + 2-3 digits, bare, hyphenated or in parentheses. Local numbers never start
// with 0, so "01234567" counts as a number with a truncated area code, not as a local number.
const LANDLINE = /^(?:0\d{2,3}-?|\(0\d{2,3}\))?[1-9]\d{6,7}(?:-\d{1,6})?$/;

export const PASSWORD_SYMBOLS = "!@#$%^&*()_+-=[]{};:,.?~";
// Built from the same list the messages show, so rule and wording cannot drift apart.
const PASSWORD_CHARACTERS = new RegExp(`^[A-Za-z0-9${PASSWORD_SYMBOLS.replace(/[\\\]^-]/g, "\\$&")}]+$`);

// `u` makes the quantifier count code points, so ideographs outside the BMP count once.
const USERNAME = new RegExp(`^[\\p{Unified_Ideograph}_A-Za-z0-9-]{${USERNAME_LENGTH.min},${USERNAME_LENGTH.max}}$`, "u");

const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_MAX_LENGTH = 64;
// Dot-atom local part and hostname labels (no leading or trailing hyphen), alphabetic TLD.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isHttp(url: string): boolean {
  return url.includes("http://") || url.includes("https://");
}

export function isValidPhone(value: string): boolean {
  return MOBILE.test(value) || LANDLINE.test(value);
}

export function isValidPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_LENGTH.min &&
    value.length <= PASSWORD_LENGTH.max &&
    PASSWORD_CHARACTERS.test(value) &&
    /\d/.test(value) &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value)
  );
}

export function isValidUsername(value: string): boolean {
  return USERNAME.test(value);
}

export function isValidEmail(value: string): boolean {
  const localLength = value.lastIndexOf("@");
  return value.length <= EMAIL_MAX_LENGTH && localLength <= EMAIL_LOCAL_MAX_LENGTH && EMAIL.test(value);
}
