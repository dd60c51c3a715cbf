import { Writable } from "node:stream";
import type { Challenge } from "altcha-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PARTNER_AGREEMENT_VERSION } from "../../content/pages/partner.ts";
import { createLogger } from "../../server/logger.ts";
import { POW_WORK, PROOF_OF_WORK_HEADER, secretCounter } from "../../server/services/proof-of-work.ts";
import { apiGet, encryptedPost, type Envelope } from "../support/api-client.ts";
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
  /** What the server logged, one JSON line each (info and above). */
  const logLines: Array<{ level: number; msg: string; outboxId?: number }> = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(JSON.parse(chunk.toString()) as (typeof logLines)[number]);
        done();
      },
    });
    app = await createTestApp(database.handle, { TRUST_PROXY: "true" }, manualClock(), { logger: createLogger("info", destination) });
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

  it("accepts a solved challenge once; a replay, even 10 in parallel, gets the usual refusal and no error line (issue 25 item 5)", async () => {
    const header = await proofOfWorkHeader(app);
    expect((await apply(header, "证明一次")).code).toBe(200);
    const linesBefore = logLines.length;
    const replays = await Promise.all(Array.from({ length: 10 }, (_, i) => apply(header, `证明重放 ${i}`)));
    for (const replay of replays) {
      expect(replay).toEqual({ code: 500, msg: "安全校验未通过，请刷新页面后重试", data: { proofOfWorkRequired: true } });
    }
    // Above info, only the outbox's own lines (the sales notice of the one application finds no mail server here).
    expect(logLines.slice(linesBefore).filter((line) => line.level > 30 && line.outboxId === undefined)).toEqual([]);
    expect(await stored("证明一次")).toBe(1);
    const fresh = await proofOfWorkHeader(app);
    const race = await Promise.all(Array.from({ length: 10 }, (_, i) => apply(fresh, `同时提交 ${i}`)));
    expect(race.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(race.filter((answer) => answer.msg === "安全校验未通过，请刷新页面后重试")).toHaveLength(9);
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

  it("asks for real work: PBKDF2 at 5,000 iterations a try, a secret counter drawn over the whole range (issue 25 item 5)", async () => {
    const { envelope } = await apiGet<Challenge>(app, "/api/auth/pow", { ip: "192.0.2.60" });
    expect(envelope.data.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 5_000 });
    // Drawn uniformly from 0..counterMax: with 20,000 draws every end of the range comes up (a miss is a 1-in-e^100 event).
    const draws = Array.from({ length: 20_000 }, () => secretCounter());
    expect([Math.min(...draws), Math.max(...draws)]).toEqual([0, POW_WORK.counterMax]);
    const header = await proofOfWorkHeader(app);
    const { solution } = JSON.parse(Buffer.from(header[PROOF_OF_WORK_HEADER]!, "base64").toString()) as { solution: { counter: number } };
    expect(solution.counter).toBeLessThanOrEqual(POW_WORK.counterMax);
  });

  it("makes a flood pay: the cost doubles every 10 challenges an address fetches beyond 20 in 10 minutes, up to 32 times (issue 25 item 5)", async () => {
    const costs: number[] = [];
    for (let i = 0; i < 80; i += 1) {
      costs.push((await apiGet<Challenge>(app, "/api/auth/pow", { ip: "192.0.2.61" })).envelope.data.parameters.cost);
    }
    const base = POW_WORK.baseCost;
    expect(costs.slice(0, 20)).toEqual(Array.from({ length: 20 }, () => base));
    expect([costs[20], costs[30], costs[40], costs[50], costs[60], costs[79]]).toEqual([
      2 * base,
      4 * base,
      8 * base,
      16 * base,
      32 * base,
      32 * base,
    ]);
    // Another address still pays the base cost, and so does this one once the window has passed.
    expect((await apiGet<Challenge>(app, "/api/auth/pow", { ip: "192.0.2.62" })).envelope.data.parameters.cost).toBe(base);
    (app.services.clock as ReturnType<typeof manualClock>).advance(POW_WORK.windowMs);
    expect((await apiGet<Challenge>(app, "/api/auth/pow", { ip: "192.0.2.61" })).envelope.data.parameters.cost).toBe(base);
  });
});
