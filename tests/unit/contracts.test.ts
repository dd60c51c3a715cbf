import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { LANGUAGES } from "../../common/constants.ts";
import { passwordLoginBody, registerBody, resetPasswordBody, sendCodeBody } from "../../common/contracts/auth.ts";
import { bookingBody, partnerBody } from "../../common/contracts/leads.ts";
import { newsListQuery } from "../../common/contracts/content.ts";
import { fieldMessages } from "../../common/field-messages.ts";
import { channelOf } from "../../app/components/form/send-code.tsx";

/** Each field's first problem, as the form kit and the server's validation show it (message keys). */
function problems(schema: z.ZodMiniType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  const found: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}

const register = { username: "zhangsan", password: "Secret123", confirmPassword: "Secret123", email: "a@example.com", emailCode: "123456" };

describe("the sign-in contracts (spec section 5)", () => {
  it.each([
    ["zhangsan", undefined],
    ["张三_abc-1", undefined],
    ["abc", "usernameInvalid"],
    ["a".repeat(21), "usernameInvalid"],
    ["bad name", "usernameInvalid"],
    ["", "required"],
  ])("username %j", (username, key) => {
    expect(problems(registerBody, { ...register, username }).username).toBe(key);
  });

  it.each([
    ["Secret123", undefined],
    ["Abcdefg1!", undefined],
    ["secret123", "passwordInvalid"],
    ["SECRET123", "passwordInvalid"],
    ["Secretabc", "passwordInvalid"],
    ["Sec1", "passwordInvalid"],
    [`Aa1${"x".repeat(30)}`, "passwordInvalid"],
    ["", "required"],
  ])("new password %j", (password, key) => {
    expect(problems(registerBody, { ...register, password, confirmPassword: password }).password).toBe(key);
    expect(problems(resetPasswordBody, { resetToken: "t", password, confirmPassword: password }).password).toBe(key);
  });

  it("the confirmation must match, and is required", () => {
    expect(problems(registerBody, register)).toEqual({});
    expect(problems(registerBody, { ...register, confirmPassword: "Secret124" })).toEqual({ confirmPassword: "passwordMismatch" });
    expect(problems(resetPasswordBody, { resetToken: "t", password: "Secret123", confirmPassword: "" }).confirmPassword).toBe("required");
  });

  it.each([
    ["a@example.com", undefined, "email"],
    ["13812345678", undefined, "sms"],
    ["010-12345678", undefined, "sms"],
    ["a@b", "targetInvalid", "email"],
    ["12345", "targetInvalid", "sms"],
    ["  ", "required", "sms"],
  ])("code target %j", (target, key, channel) => {
    expect(channelOf(target.trim())).toBe(channel);
    expect(problems(sendCodeBody, { channel: channelOf(target.trim()), target, purpose: "login" }).target).toBe(key);
  });

  it.each([
    ["123456", undefined],
    [" 123456 ", undefined],
    ["12345", "codeFormat"],
    ["12345a", "codeFormat"],
    ["", "required"],
  ])("verification code %j", (emailCode, key) => {
    expect(problems(registerBody, { ...register, emailCode }).emailCode).toBe(key);
  });

  it("a log-in password longer than any valid one is refused before it is checked", () => {
    expect(problems(passwordLoginBody, { username: "u", password: "x".repeat(65) }).password).toBe("invalidField");
  });
});

describe("the lead contracts (spec sections 3-5)", () => {
  const empty = { username: "", phone: "", email: "", company: "", posts: "", demandType: "", otherDesc: "", remark: "" };
  const filled = { ...empty, username: "张三", phone: "13800138000", company: "示例科技" };

  it("requires username, phone and company with the spec's exact messages", () => {
    expect(problems(bookingBody, empty)).toEqual({ username: "bookingUsername", phone: "bookingPhone", company: "bookingCompany" });
    expect(fieldMessages.zh_CN.bookingUsername).toBe("请输入您的姓名");
    expect(fieldMessages.zh_CN.bookingPhone).toBe("请输入您的联系电话");
    expect(fieldMessages.zh_CN.bookingCompany).toBe("请输入您的公司");
    expect(fieldMessages.zh_CN.bookingOtherDesc).toBe("请填写");
  });

  it("otherDesc is required only for demand type 5", () => {
    expect(problems(bookingBody, { ...filled, demandType: "5" })).toEqual({ otherDesc: "bookingOtherDesc" });
    expect(problems(bookingBody, { ...filled, demandType: "3" })).toEqual({});
    expect(problems(bookingBody, { ...filled, demandType: "5", otherDesc: "GPU 集群" })).toEqual({});
  });

  it("a demand type is a whole number from 1 (the server checks it against the dictionary), or none", () => {
    expect(bookingBody.parse({ ...filled, demandType: "" }).demandType).toBeNull();
    expect(bookingBody.parse({ ...filled, demandType: 2 }).demandType).toBe(2);
    expect(bookingBody.parse({ ...filled, demandType: "6" }).demandType).toBe(6);
    for (const demandType of ["0", "-1", "1.5", "abc", 2 ** 31, {}]) {
      expect(problems(bookingBody, { ...filled, demandType })).toEqual({ demandType: "demandTypeInvalid" });
    }
  });

  it("checks the phone and the optional e-mail", () => {
    expect(problems(bookingBody, { ...filled, phone: "12345", email: "not-an-email" })).toEqual({
      phone: "phoneInvalid",
      email: "emailInvalid",
    });
    expect(problems(bookingBody, { ...filled, phone: "010-12345678", email: "" })).toEqual({});
  });

  it("partner applications: four fields required, well-formed, and consent", () => {
    const body = { name: "", phone: "1", email: "x@", company: " ", other: "", agreed: false, agreementVersion: "v" };
    expect(problems(partnerBody, body)).toEqual({
      name: "partnerName",
      phone: "phoneInvalid",
      email: "emailInvalid",
      company: "partnerCompany",
      agreed: "agreementRequired",
    });
    expect(problems(partnerBody, { ...body, phone: "", email: "" })).toMatchObject({ phone: "partnerPhone", email: "partnerEmail" });
  });
});

describe("query contracts", () => {
  it("news pages default and stay in range", () => {
    expect(newsListQuery.parse({})).toEqual({ pageNum: 1, pageSize: 9 });
    expect(newsListQuery.parse({ pageNum: "2", type: "4" })).toEqual({ pageNum: 2, pageSize: 9, type: 4 });
    expect(newsListQuery.safeParse({ type: "5" }).success).toBe(false);
    expect(newsListQuery.safeParse({ pageSize: "51" }).success).toBe(false);
  });
});

describe("field messages", () => {
  it("state the limits in both languages", () => {
    expect(fieldMessages.zh_CN.passwordInvalid).toContain("8 到 32");
    expect(fieldMessages.en_US.passwordInvalid).toContain("8 to 32");
    expect(fieldMessages.zh_CN.usernameInvalid).toContain("4 到 20");
    expect(fieldMessages.en_US.usernameInvalid).toContain("4 to 20");
  });

  it.each(LANGUAGES)("every key has a non-empty text in %s, the same keys in both languages", (language) => {
    const texts = fieldMessages[language];
    expect(Object.keys(texts).toSorted()).toEqual(Object.keys(fieldMessages.zh_CN).toSorted());
    expect(Object.values(texts).every((text) => text.trim().length > 0)).toBe(true);
  });
});

describe("the list of every contract", () => {
  it("imports every module of common/contracts/ that defines a call (the OpenAPI test and the browser's sealed calls read it)", () => {
    const dir = path.resolve(import.meta.dirname, "../../common/contracts");
    const listed = fs.readFileSync(path.join(dir, "all-calls.ts"), "utf8");
    const defining = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith(".ts") && fs.readFileSync(path.join(dir, name), "utf8").includes("defineCall("))
      .filter((name) => name !== "call.ts");
    expect(defining.filter((name) => !listed.includes(`"./${name}"`))).toEqual([]);
  });
});
