import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PARTNER_AGREEMENT_VERSION } from "../../content/pages/partner.ts";
import { PROOF_OF_WORK_HEADER } from "../../server/services/proof-of-work.ts";
import { encryptedPost, type Envelope } from "../support/api-client.ts";
import { proofOfWorkHeader } from "../support/proof-of-work.ts";
import { createTestApp, manualClock, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const application = {
  name: "李华",
  phone: "021-12345678",
  email: "pow@example.test",
  company: "工作量证明公司",
  other: "",
  agreed: true,
  agreementVersion: PARTNER_AGREEMENT_VERSION,
  website: "",
};

describe.each(databaseKinds)("proof-of-work on %s", (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  let ipCounter = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(database.handle, { TRUST_PROXY: "true" }, manualClock());
  });
  afterAll(async () => {
    await app.services.outbox.stop();
    await database.drop();
  });

  async function apply(headers: Record<string, string>, company = application.company) {
    ipCounter += 1;
    const response = await app.request("/api/v1/web/partner/apply", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${ipCounter}`, ...headers },
      body: JSON.stringify({ ...application, company }),
    });
    return (await response.json()) as Envelope;
  }

  const stored = async (company: string) =>
    (await database.handle.db.selectFrom("partner_application").select("id").where("company", "=", company).execute()).length;

  it("refuses a partner application, a code and a registration without a solved challenge", async () => {
    expect(await apply({}, "没有证明")).toMatchObject({
      code: 500,
      msg: "安全校验未通过，请刷新页面后重试",
      data: { proofOfWorkRequired: true },
    });
    expect(await apply({ [PROOF_OF_WORK_HEADER]: "bm90IGpzb24=" }, "乱码证明")).toMatchObject({ code: 500 });
    expect(await stored("没有证明")).toBe(0);
    const code = await encryptedPost(
      app,
      "/api/v1/web/user/login/get-verify-code",
      { channel: "email", target: "nowork@example.test", purpose: "register" },
      { proofOfWork: false, ip: "192.0.2.50" },
    );
    expect(code.envelope.code).toBe(500);
    const register = await encryptedPost(
      app,
      "/api/auth/register",
      { username: "no_work", password: "Sunrise2026", confirmPassword: "Sunrise2026", email: "nowork@example.test", emailCode: "123456" },
      { proofOfWork: false, ip: "192.0.2.51" },
    );
    expect(register.envelope.msg).toBe("安全校验未通过，请刷新页面后重试");
  });

  it("accepts a solved challenge once", async () => {
    const header = await proofOfWorkHeader(app);
    expect((await apply(header, "证明一次")).code).toBe(200);
    expect((await apply(header, "证明两次")).code).toBe(500);
    expect(await stored("证明一次")).toBe(1);
    expect(await stored("证明两次")).toBe(0);
  });

  it("refuses a challenge whose parameters were changed (an easier counter, another expiry)", async () => {
    const header = await proofOfWorkHeader(app);
    const payload = JSON.parse(Buffer.from(header[PROOF_OF_WORK_HEADER]!, "base64").toString()) as {
      challenge: { parameters: Record<string, unknown> };
      solution: { counter: number };
    };
    payload.challenge.parameters.keyPrefix = "0";
    expect((await apply({ [PROOF_OF_WORK_HEADER]: Buffer.from(JSON.stringify(payload)).toString("base64") }, "篡改证明")).code).toBe(500);
    expect(await stored("篡改证明")).toBe(0);
  });

  it("asks for real work: the counter to find lies between 3,000 and 12,000", async () => {
    const counters = [];
    for (let index = 0; index < 5; index += 1) {
      const header = await proofOfWorkHeader(app);
      counters.push(
        (JSON.parse(Buffer.from(header[PROOF_OF_WORK_HEADER]!, "base64").toString()) as { solution: { counter: number } }).solution.counter,
      );
    }
    for (const counter of counters) expect(counter).toBeGreaterThanOrEqual(3_000);
    for (const counter of counters) expect(counter).toBeLessThan(12_000);
  });
});
