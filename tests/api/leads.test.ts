import net from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import { PARTNER_AGREEMENT_VERSION } from "../../content/pages/partner.ts";
import { hashPassword } from "../../server/security/passwords.ts";
import { BOOKING_WINDOW_MS } from "../../server/services/leads.ts";
import type { AdminDictEntry } from "../../common/contracts/admin-dictionaries.ts";
import type { DictEntry } from "../../common/contracts/content.ts";
import { apiGet, encryptedPost, type Envelope } from "../support/api-client.ts";
import { proofOfWorkHeader } from "../support/proof-of-work.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";
import { signInStaff, staffHeaders } from "../support/staff-session.ts";
import { createTestApp, manualClock, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const SALES = "sales@site.test";
const PASSWORD = "Sunrise2026";

function booking(overrides: Record<string, unknown> = {}) {
  return {
    userId: 999_999,
    username: "王小明",
    phone: "13800138000",
    email: "wang@example.test",
    company: "示例科技",
    posts: "CTO",
    demandType: 1,
    otherDesc: "",
    remark: "希望下周演示",
    ...overrides,
  };
}

function application(overrides: Record<string, unknown> = {}) {
  return {
    name: "李华",
    phone: "021-12345678",
    email: "li.hua@example.test",
    company: "合作伙伴公司",
    other: "渠道合作",
    agreed: true,
    agreementVersion: PARTNER_AGREEMENT_VERSION,
    website: "",
    ...overrides,
  };
}

describe.each(databaseKinds)("leads on %s", (kind) => {
  let database: TestDatabase;
  let smtp: SmtpCapture;
  let app: TestApp;
  let clock: ReturnType<typeof manualClock>;
  let token: string;
  let userId: number;
  let ipCounter = 0;
  let ip = "";

  async function post<T = unknown>(path: string, body: unknown, headers: Record<string, string> = {}) {
    const response = await app.request(path, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        clientid: WEB_CLIENT_ID,
        "x-forwarded-for": ip,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(path.endsWith("/partner/apply") ? await proofOfWorkHeader(app) : {}),
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Envelope<T>;
  }

  /** The lead's number (its inbox row): what the e-mail, the console and chat messages show. */
  async function leadNumber(leadKind: "booking" | "partner", sourceId: number): Promise<number> {
    const row = await database.handle.db
      .selectFrom("lead")
      .select("id")
      .where("kind", "=", leadKind)
      .where("source_id", "=", sourceId)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startSmtpCapture();
    clock = manualClock();
    app = await createTestApp(database.handle, { SMTP_URL: smtp.url, SALES_EMAIL: SALES, TRUST_PROXY: "true" }, clock);
    const user = await database.handle.db
      .insertInto("web_user")
      .values({
        username: "booker",
        nickname: "Booker",
        email: "booker@example.test",
        phone: null,
        password_hash: await hashPassword(PASSWORD),
        personal_auth_id: null,
        firm_auth_id: null,
        created_at: clock.now(),
        last_login_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    userId = user.id;
    const login = await encryptedPost<{ access_token: string }>(
      app,
      "/api/v1/web/user/login",
      { username: "booker", password: PASSWORD },
      { headers: { granttype: "password" } },
    );
    token = login.envelope.data.access_token;
  });
  afterAll(async () => {
    await app.services.outbox.stop();
    await smtp.close();
    await database.drop();
  });
  beforeEach(() => {
    // Each test books afresh: a new booking-limit window (tests/api/abuse-limits.test.ts tests the limit).
    clock.advance(BOOKING_WINDOW_MS);
    ipCounter += 1;
    ip = `198.51.100.${ipCounter}`;
  });

  describe("demo booking", () => {
    it("is refused without a session (code 401)", async () => {
      const saved = token;
      token = "";
      expect(await post("/api/v1/web/user/booking", booking())).toMatchObject({ code: 401, msg: "认证失败，无法访问系统资源" });
      token = saved;
    });

    it("stores a booking exactly once, for the signed-in account, and e-mails sales", async () => {
      const body = booking({ company: "唯一公司" });
      const first = await post<{ bookingId: number; duplicate: boolean }>("/api/v1/web/user/booking", body);
      expect(first).toMatchObject({ code: 200, msg: "预约成功，我们的顾问将在一个工作日内与您联系", data: { duplicate: false } });
      const again = await post<{ bookingId: number; duplicate: boolean }>("/api/v1/web/user/booking", body);
      expect(again.data).toEqual({ bookingId: first.data.bookingId, duplicate: true });
      const rows = await database.handle.db.selectFrom("booking").selectAll().where("company", "=", "唯一公司").execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        user_id: userId,
        username: "王小明",
        phone: "13800138000",
        demand_type: 1,
        other_desc: "",
        posts: "CTO",
      });
      await app.services.outbox.dispatch();
      const number = await leadNumber("booking", first.data.bookingId);
      const mail = await smtp.waitFor(SALES, (m) => m.subject.includes(`产品演示预约 #${number}】`));
      expect(mail.text).toContain("唯一公司");
      expect(mail.text).toContain("云服务器");
    });

    it("stores concurrent identical submissions once", async () => {
      const body = booking({ company: "并发公司" });
      const answers = await Promise.all([1, 2, 3, 4].map(() => post<{ bookingId: number }>("/api/v1/web/user/booking", body)));
      expect(new Set(answers.map((answer) => answer.data.bookingId)).size).toBe(1);
      expect(await database.handle.db.selectFrom("booking").select("id").where("company", "=", "并发公司").execute()).toHaveLength(1);
    });

    it.each([
      [{ username: "" }, "username", "请输入您的姓名"],
      [{ username: "   " }, "username", "请输入您的姓名"],
      [{ phone: "" }, "phone", "请输入您的联系电话"],
      [{ phone: "12345" }, "phone", "请输入正确的手机号码或座机号码"],
      [{ company: undefined }, "company", "请输入您的公司"],
      [{ demandType: 5, otherDesc: "" }, "otherDesc", "请填写"],
      [{ demandType: 9 }, "demandType", "请选择有效的需求类型"],
      [{ email: "not-mail" }, "email", "请输入正确的邮箱地址"],
    ])("rejects %o with the message for %s", async (overrides, field, expected) => {
      const answer = await post<{ fields: Record<string, string> }>("/api/v1/web/user/booking", booking(overrides));
      expect(answer.code).toBe(500);
      expect(answer.data.fields[field]).toBe(expected);
    });

    it("refuses a demand type the console disabled, in both languages, and the public list no longer offers it; an added one is accepted", async () => {
      const admin = await signInStaff(app, "admin", "leads_admin");
      const entries = (await (await app.request("/api/admin/dictionaries", { headers: staffHeaders(admin) })).json()) as Envelope<
        AdminDictEntry[]
      >;
      const containers = entries.data.find((entry) => entry.dictType === "web_demand_type" && entry.dictValue === "3");
      let version = containers?.version;
      const setEnabled = async (enabled: boolean) => {
        const response = await app.request(`/api/admin/dictionaries/${containers?.id}`, {
          method: "PUT",
          headers: { ...staffHeaders(admin), "content-type": "application/json" },
          body: JSON.stringify({ label: containers?.label, labelEn: containers?.labelEn, enabled, version }),
        });
        const answer = (await response.json()) as Envelope<AdminDictEntry>;
        expect(answer.code).toBe(200);
        version = answer.data.version;
      };
      const offered = async (language: string) =>
        (await apiGet<DictEntry[]>(app, "/api/v1/web/dict/data/type/web_demand_type", { headers: { "content-language": language } }))
          .envelope.data;

      await setEnabled(false);
      try {
        expect((await offered("zh_CN")).map((entry) => entry.dictValue)).toEqual(["1", "2", "4", "5"]);
        expect((await offered("en_US")).map((entry) => entry.dictLabel)).toEqual(["Cloud server", "Object storage", "Database", "Other"]);
        for (const [language, message] of [
          ["zh_CN", "请选择有效的需求类型"],
          ["en_US", "Choose a valid demand type"],
        ]) {
          const refused = await post<{ fields: Record<string, string> }>(
            "/api/v1/web/user/booking",
            booking({ demandType: 3, company: `停用类型公司 ${language}` }),
            { "content-language": language! },
          );
          expect(refused).toMatchObject({ code: 500, msg: message, data: { fields: { demandType: message } } });
        }
        expect(await database.handle.db.selectFrom("booking").select("id").where("company", "like", "停用类型公司%").execute()).toEqual([]);
        // The console still sees every entry.
        const all = (await (await app.request("/api/admin/dictionaries", { headers: staffHeaders(admin) })).json()) as Envelope<
          AdminDictEntry[]
        >;
        expect(all.data.find((entry) => entry.id === containers?.id)?.enabled).toBe(false);
      } finally {
        await setEnabled(true);
      }
      const accepted = await post("/api/v1/web/user/booking", booking({ demandType: 3, company: "启用类型公司" }));
      expect(accepted.code).toBe(200);
      // A type added in the console can be booked as soon as it is offered.
      const added = await app.request("/api/admin/dictionaries", {
        method: "POST",
        headers: { ...staffHeaders(admin), "content-type": "application/json" },
        body: JSON.stringify({ dictType: "web_demand_type", dictValue: "6", label: "GPU 算力", labelEn: "GPU compute" }),
      });
      expect(((await added.json()) as Envelope).code).toBe(200);
      expect((await post("/api/v1/web/user/booking", booking({ demandType: 6, company: "新增类型公司" }))).code).toBe(200);
    });

    it("answers in English for English visitors", async () => {
      const answer = await post<{ fields: Record<string, string> }>("/api/v1/web/user/booking", booking({ username: "" }), {
        "content-language": "en_US",
      });
      expect(answer.msg).toBe("Please enter your name");
    });

    it("requires the description only for type 5 and drops it otherwise", async () => {
      const other = await post<{ bookingId: number }>(
        "/api/v1/web/user/booking",
        booking({ demandType: "5", otherDesc: "GPU 集群托管", company: "其他需求公司" }),
      );
      expect(other.code).toBe(200);
      const plain = await post<{ bookingId: number }>(
        "/api/v1/web/user/booking",
        booking({ demandType: 2, otherDesc: "ignored", company: "对象存储公司", email: "" }),
      );
      expect(plain.code).toBe(200);
      const rows = await database.handle.db
        .selectFrom("booking")
        .select(["company", "other_desc", "demand_type"])
        .where("company", "in", ["其他需求公司", "对象存储公司"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        { company: "其他需求公司", other_desc: "GPU 集群托管", demand_type: 5 },
        { company: "对象存储公司", other_desc: "", demand_type: 2 },
      ]);
    });

    it("never answers malformed input with a 5xx", async () => {
      expect((await post("/api/v1/web/user/booking", "{not json")).code).toBe(500);
      expect((await post("/api/v1/web/user/booking", "[1,2]")).code).toBe(500);
      expect((await post("/api/v1/web/user/booking", { username: 5, phone: { a: 1 }, company: [] })).code).toBe(500);
      const oversized = await app.request("/api/v1/web/user/booking", {
        method: "POST",
        headers: { "content-type": "application/json", clientid: WEB_CLIENT_ID, authorization: `Bearer ${token}` },
        body: JSON.stringify(booking({ remark: "x".repeat(70_000) })),
      });
      expect(oversized.status).toBe(413);
      expect(((await oversized.json()) as Envelope).msg).toBe("请求内容过大");
    });
  });

  describe("partner application", () => {
    it("requires agreement to the current user authorisation agreement", async () => {
      expect((await post("/api/v1/web/partner/apply", application({ agreed: false }))).msg).toBe("请先阅读并同意《用户授权协议》");
      expect((await post("/api/v1/web/partner/apply", application({ agreed: undefined }))).msg).toBe("请先阅读并同意《用户授权协议》");
      expect((await post("/api/v1/web/partner/apply", application({ agreementVersion: "2020-01" }))).msg).toBe(
        "请先阅读并同意《用户授权协议》",
      );
    });

    it("stores the application with the agreement version and consent time, and e-mails sales", async () => {
      const answer = await post<{ applicationId: number }>("/api/v1/web/partner/apply", application({ company: "同意公司" }));
      expect(answer).toMatchObject({ code: 200, msg: "申请已提交，我们将在五个工作日内与您联系" });
      const row = await database.handle.db
        .selectFrom("partner_application")
        .selectAll()
        .where("id", "=", answer.data.applicationId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ company: "同意公司", agreement_version: PARTNER_AGREEMENT_VERSION, consented_at: clock.now(), ip });
      await app.services.outbox.dispatch();
      const number = await leadNumber("partner", answer.data.applicationId);
      const mail = await smtp.waitFor(SALES, (m) => m.subject.includes(`合作伙伴申请 #${number}`));
      expect(mail.text).toContain(PARTNER_AGREEMENT_VERSION);
      // The number the e-mail gives is the lead's in the console, and the e-mail links to it.
      expect(mail.text).toContain(`线索编号 Lead: #${number}`);
      expect(mail.text).toMatch(new RegExp(`/admin/leads\\?lead=${number}\\b`));
    });

    it("validates the fields", async () => {
      const answer = await post<{ fields: Record<string, string> }>(
        "/api/v1/web/partner/apply",
        application({ name: "", phone: "abc", email: "", company: "" }),
      );
      expect(Object.keys(answer.data.fields).toSorted()).toEqual(["company", "email", "name", "phone"]);
    });

    it("silently drops a submission whose honeypot is filled", async () => {
      const answer = await post("/api/v1/web/partner/apply", application({ company: "机器人公司", website: "http://spam.example" }));
      expect(answer.code).toBe(200);
      expect(await database.handle.db.selectFrom("partner_application").select("id").where("company", "=", "机器人公司").execute()).toEqual(
        [],
      );
    });

    it("limits applications to five an hour per address", async () => {
      const codes = [];
      for (let i = 0; i < 6; i += 1) codes.push((await post("/api/v1/web/partner/apply", application({ company: `限流公司${i}` }))).code);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });

  it("keeps a lead when the mail server is down and delivers it later", async () => {
    // Let the working app finish its own sending first, so that only the offline one tries this lead.
    await app.services.outbox.dispatch();
    // A "mail server" that hangs up on every connection: a port number that is merely free could
    // be taken by another test's SMTP server in the meantime.
    const brokenMailServer = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => brokenMailServer.listen(0, "127.0.0.1", resolve));
    const deadPort = (brokenMailServer.address() as net.AddressInfo).port;
    const offline = await createTestApp(
      database.handle,
      { SMTP_URL: `smtp://127.0.0.1:${deadPort}`, SALES_EMAIL: SALES, TRUST_PROXY: "true" },
      clock,
    );
    const response = await offline.request("/api/v1/web/partner/apply", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.200", ...(await proofOfWorkHeader(offline)) },
      body: JSON.stringify(application({ company: "离线公司" })),
    });
    const answer = (await response.json()) as Envelope<{ applicationId: number }>;
    expect(answer.code).toBe(200);
    await offline.services.outbox.dispatch();
    const pending = await database.handle.db
      .selectFrom("outbox")
      .selectAll()
      .where("subject", "like", `%合作伙伴申请 #${await leadNumber("partner", answer.data.applicationId)}】%`)
      .executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ status: "pending", attempts: 1 });
    expect(pending.last_error).toBeTruthy();
    await offline.services.outbox.stop();
    brokenMailServer.close();

    clock.advance(5 * 60 * 1000);
    await app.services.outbox.dispatch();
    const sent = await database.handle.db
      .selectFrom("outbox")
      .select(["status", "attempts"])
      .where("id", "=", pending.id)
      .executeTakeFirstOrThrow();
    expect(sent).toEqual({ status: "sent", attempts: 2 });
    expect((await smtp.waitFor(SALES, (m) => m.text.includes("离线公司"))).subject).toContain("合作伙伴申请");
  });
});
