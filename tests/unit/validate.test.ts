import { describe, expect, it } from "vitest";
import { isExternal } from "../../common/external-link.ts";
import { isHttp, isValidEmail, isValidPassword, isValidPhone, isValidUsername } from "../../common/validate.ts";

describe("isHttp", () => {
  it.each([
    ["http://example.com", true],
    ["https://example.com/a", true],
    ["see https://example.com", true],
    ["/index", false],
    ["ftp://example.com", false],
    ["HTTP://EXAMPLE.COM", false],
  ])("%s -> %s", (value, expected) => {
    expect(isHttp(value)).toBe(expected);
  });
});

describe("isExternal", () => {
  it.each([
    ["http://example.com", true],
    ["https:example.com", true],
    ["mailto:sales@example.com", true],
    ["tel:4000000000", true],
    ["/newsDetail/1", false],
    ["index", false],
    ["see https://example.com", false],
  ])("%s -> %s", (value, expected) => {
    expect(isExternal(value)).toBe(expected);
  });
});

describe("isValidPhone", () => {
  it.each([
    "13812345678",
    "19912345678",
    "12800138000",
    "10812345678",
    "010-12345678",
    "0755-1234567",
    "01012345678",
    "12345678",
    "1234567",
    "(021)12345678",
    "(0755)1234567",
    "010-12345678-123",
    "12345678-123456",
  ])("accepts %s", (value) => {
    expect(isValidPhone(value)).toBe(true);
  });

  it.each([
    ["mobile not starting with 1", "23812345678"],
    ["10 digits", "1381234567"],
    ["12 digits", "138123456789"],
    ["6-digit local number", "123456"],
    ["9-digit local number", "123456789"],
    ["area code without leading 0", "755-1234567"],
    ["5-digit area code", "07555-1234567"],
    ["local number starting with 0", "010-01234567"],
    ["bare number starting with 0", "01234567"],
    ["unbalanced parenthesis", "(021-12345678"],
    ["7-digit extension", "010-12345678-1234567"],
    ["letters", "1381234567a"],
    ["spaces", "138 1234 5678"],
    ["empty", ""],
  ])("rejects %s", (_label, value) => {
    expect(isValidPhone(value)).toBe(false);
  });
});

describe("isValidPassword", () => {
  it.each([
    ["8 characters", "Abcdefg1"],
    ["32 characters", `Ab1${"x".repeat(29)}`],
    ["every allowed symbol", "Ab1!@#$%^&*()_+-=[]{};:,.?~"],
    ["digits first", "12345678aB"],
  ])("accepts %s", (_label, value) => {
    expect(isValidPassword(value)).toBe(true);
  });

  it.each([
    ["7 characters", "Abcdef1"],
    ["33 characters", `Ab1${"x".repeat(30)}`],
    ["no digit", "Abcdefgh"],
    ["no lowercase", "ABCDEFG1"],
    ["no uppercase", "abcdefg1"],
    ["a space", "Abcd efg1"],
    ["a backslash", "Abcdefg1\\"],
    ["an angle bracket", "Abcdefg1<"],
    ["a quote", "Abcdefg1'"],
    ["a non-ASCII letter", "Abcdefg1é"],
    ["a Chinese character", "Abcdefg1密"],
    ["empty", ""],
  ])("rejects %s", (_label, value) => {
    expect(isValidPassword(value)).toBe(false);
  });
});

describe("isValidUsername", () => {
  it.each([
    ["4 characters", "abcd"],
    ["20 characters", "a".repeat(20)],
    ["all allowed kinds", "张三_Li-4"],
    ["4 Chinese characters", "云计算中"],
    ["Chinese only, 20", "数".repeat(20)],
    ["an ideograph outside the BMP counted once", "𠀀bcd"],
  ])("accepts %s", (_label, value) => {
    expect(isValidUsername(value)).toBe(true);
  });

  it.each([
    ["3 characters", "abc"],
    ["3 Chinese characters", "张三丰"],
    ["21 characters", "a".repeat(21)],
    ["21 Chinese characters", "数".repeat(21)],
    ["a space", "ab cd"],
    ["a dot", "ab.cd"],
    ["an at sign", "ab@cd"],
    ["CJK punctuation", "张三，李四"],
    ["Japanese kana", "あいうえ"],
    ["empty", ""],
  ])("rejects %s", (_label, value) => {
    expect(isValidUsername(value)).toBe(false);
  });
});

describe("isValidEmail", () => {
  it.each([
    "sales@example.com",
    "first.last+tag@mail.example.com.cn",
    "a_b-c@sub-domain.example.io",
    `${"a".repeat(64)}@example.com`,
    `a@${Array.from({ length: 4 }, () => "b".repeat(60)).join(".")}.com`,
  ])("accepts %s", (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    ["no at sign", "sales.example.com"],
    ["no TLD", "sales@example"],
    ["one-letter TLD", "sales@example.c"],
    ["numeric TLD", "sales@example.123"],
    ["leading dot", ".sales@example.com"],
    ["double dot", "sa..les@example.com"],
    ["label starting with a hyphen", "sales@-example.com"],
    ["two at signs", "a@b@example.com"],
    ["a space", "sa les@example.com"],
    ["65-character local part", `${"a".repeat(65)}@example.com`],
    ["over 254 characters", `a@${Array.from({ length: 5 }, () => "b".repeat(60)).join(".")}.com`],
    ["empty", ""],
  ])("rejects %s", (_label, value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});
