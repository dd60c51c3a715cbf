import type { Language } from "../../../common/constants.ts";
import { isValidEmail, isValidPassword, isValidPhone, isValidUsername, validationMessages } from "../../../common/validate.ts";
import type { AuthMessages } from "../../i18n/auth-zh-cn.ts";
import type { CodeChannel } from "../../lib/auth/api.ts";

/** An e-mail address goes by e-mail, anything else is taken as a mobile number. */
export function channelOf(target: string): CodeChannel {
  return target.includes("@") ? "email" : "sms";
}

const SIX_DIGITS = /^\d{6}$/;

/** Field checks of the sign-in forms, with the messages of common/validate.ts (spec section 5). */
export function authRules(language: Language, text: AuthMessages) {
  const messages = validationMessages[language];
  const required = (value: string) => (value.trim() ? null : messages.required);
  return {
    required,
    username: (value: string) => required(value) ?? (isValidUsername(value.trim()) ? null : messages.username),
    newPassword: (value: string) => (value ? (isValidPassword(value) ? null : messages.password) : messages.required),
    confirmOf:
      <V extends Record<string, string>>(other: keyof V) =>
      (value: string, values: V) =>
        value ? (value === values[other] ? null : text.common.passwordMismatch) : messages.required,
    email: (value: string) => required(value) ?? (isValidEmail(value.trim()) ? null : messages.email),
    target: (value: string) => {
      const trimmed = value.trim();
      if (!trimmed) return messages.required;
      const valid = channelOf(trimmed) === "email" ? isValidEmail(trimmed) : isValidPhone(trimmed);
      return valid ? null : text.common.targetInvalid;
    },
    code: (value: string) => (SIX_DIGITS.test(value.trim()) ? null : value.trim() ? text.common.codeInvalid : messages.required),
    captcha: (value: string) => (value.trim() ? null : text.common.captchaRequired),
  };
}
