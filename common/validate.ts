/** Helper checks and messages of spec section 5, shared by the browser forms and the server. */

import { PASSWORD_LENGTH, USERNAME_LENGTH, type Language } from "./constants.ts";

const EXTERNAL_PREFIX = /^(?:https?:|mailto:|tel:)/;

// Second digit 3-9 excludes numbers no Chinese mobile operator issues.
const MOBILE = /^1[3-9]\d{9}$/;
// Area code "0" + 2-3 digits, bare, hyphenated or in parentheses. Local numbers never start
// with 0, so "01234567" counts as a number with a truncated area code, not as a local number.
const LANDLINE = /^(?:0\d{2,3}-?|\(0\d{2,3}\))?[1-9]\d{6,7}(?:-\d{1,6})?$/;

const PASSWORD_SYMBOLS = "!@#$%^&*()_+-=[]{};:,.?~";
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

export function isExternal(path: string): boolean {
  return EXTERNAL_PREFIX.test(path);
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

export type ValidationRule = "phone" | "password" | "username" | "email" | "required";

export const validationMessages: Readonly<Record<Language, Readonly<Record<ValidationRule, string>>>> = {
  zh_CN: {
    phone: "请输入正确的手机号码或座机号码",
    password: `密码须为 ${PASSWORD_LENGTH.min} 到 ${PASSWORD_LENGTH.max} 位字母、数字或符号 ${PASSWORD_SYMBOLS}，且至少包含一个数字、一个小写字母和一个大写字母`,
    username: `用户名须为 ${USERNAME_LENGTH.min} 到 ${USERNAME_LENGTH.max} 位汉字、字母、数字、下划线或连字符`,
    email: "请输入正确的邮箱地址",
    required: "此项为必填项",
  },
  en_US: {
    phone: "Enter a valid mobile or landline number",
    password: `Password must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} letters, digits or the symbols ${PASSWORD_SYMBOLS}, with at least one digit, one lowercase and one uppercase letter`,
    username: `Username must be ${USERNAME_LENGTH.min} to ${USERNAME_LENGTH.max} characters: Chinese characters, letters, digits, underscores or hyphens`,
    email: "Enter a valid email address",
    required: "This field is required",
  },
};

export type BookingField = "username" | "phone" | "company" | "otherDesc";

export const bookingMessages: Readonly<Record<Language, Readonly<Record<BookingField, string>>>> = {
  zh_CN: {
    username: "请输入您的姓名",
    phone: "请输入您的联系电话",
    company: "请输入您的公司",
    otherDesc: "请填写",
  },
  en_US: {
    username: "Please enter your name",
    phone: "Please enter your contact phone number",
    company: "Please enter your company",
    otherDesc: "Please fill in this field",
  },
};
