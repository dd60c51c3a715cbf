import { describe, expect, it } from "vitest";
import { companyKey, emailKey, phoneKey } from "../../server/services/lead-keys.ts";

describe("what duplicate detection compares", () => {
  it("folds e-mail case and spaces", () => {
    expect(emailKey("  Li.Lei@Example.TEST ")).toBe("li.lei@example.test");
  });

  it("keeps a phone number's digits, without China's country code, and ignores numbers too short to mean anything", () => {
    expect(phoneKey("+86 138-0013-8000")).toBe("13800138000");
    expect(phoneKey("0086 13800138000")).toBe("13800138000");
    expect(phoneKey("021-1234 5678")).toBe("02112345678");
    expect(phoneKey("12345")).toBe("");
  });

  it("folds a company's case, width and trailing punctuation", () => {
    expect(companyKey("ＡＣＭＥ  Ltd.")).toBe("acme ltd");
    expect(companyKey("星河算力有限公司。")).toBe("星河算力有限公司");
  });
});
