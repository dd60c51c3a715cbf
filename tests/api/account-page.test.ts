import http from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AccountSession, UserInfo } from "../../common/contracts/account.ts";
import { hashPassword } from "../../server/security/passwords.ts";
import { apiGet, encryptedPost, type CallOptions } from "../support/api-client.ts";
import { freePort } from "../support/server-process.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";
import { createTestApp, manualClock, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const PASSWORD = "Sunrise2026";
const NEW_PASSWORD = "Moonrise2027";
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** An SMS gateway stand-in: a real HTTP server that records what the webhook posts. */
async function startSmsGateway() {
  const received: Array<{ to: string; text: string }> = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push(JSON.parse(body) as { to: string; text: string });
      res.end("{}");
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseKinds)("account page API on %s", (kind) => {
  let database: TestDatabase;
  let smtp: SmtpCapture;
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  let app: TestApp;
  const clock = manualClock();
  let ipCounter = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startSmtpCapture();
    gateway = await startSmsGateway();
    app = await createTestApp(
      database.handle,
      { SMTP_URL: smtp.url, SMS_WEBHOOK_URL: gateway.url, TRUST_PROXY: "true", MAIL_FROM: "Site <no-reply@site.test>" },
      clock,
    );
  });
  afterAll(async () => {
    await app.services.outbox.stop();
    await smtp.close();
    await gateway.close();
    await database.drop();
  });
  beforeEach(() => clock.advance(2 * 60 * 1000));

  async function createUser(username: string, email: string, phone: string | null = null) {
    const row = await database.handle.db
      .insertInto("web_user")
      .values({ username, nickname: username, email, phone, password_hash: await hashPassword(PASSWORD), created_at: clock.now() })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A new session of `username`, as a bearer token, from its own address and device. */
  async function login(username: string, userAgent = DESKTOP, password = PASSWORD) {
    ipCounter += 1;
    const ip = `198.51.100.${ipCounter}`;
    const { envelope } = await encryptedPost<{ access_token: string }>(
      app,
      "/api/v1/web/user/login",
      { username, password },
      { ip, headers: { granttype: "password", "user-agent": userAgent } },
    );
    expect(envelope.code).toBe(200);
    return { token: envelope.data.access_token, ip } satisfies CallOptions;
  }

  const userInfo = (session: CallOptions) => apiGet<UserInfo>(app, "/api/v1/web/account/user-info", session);
  const post = <T = unknown>(path: string, body: unknown, session: CallOptions) =>
    encryptedPost<T>(app, `/api/v1/web/account/${path}`, body, session).then((answer) => answer.envelope);

  async function sendCode(channel: "email" | "sms", target: string, purpose: string, session: CallOptions) {
    const { envelope } = await encryptedPost(app, "/api/v1/web/user/login/get-verify-code", { channel, target, purpose }, session);
    await app.services.outbox.dispatch();
    return envelope;
  }

  it("changes the nickname", async () => {
    await createUser("nick_user", "nick@example.test");
    const session = await login("nick_user");
    expect(await post("nickname", { nickname: "  " }, session)).toMatchObject({ code: 500, msg: "此项为必填项" });
    const changed = await post<UserInfo>("nickname", { nickname: " 小明 " }, session);
    expect(changed).toMatchObject({ code: 200, data: { webNickname: "小明" } });
    expect((await userInfo(session)).envelope.data.webNickname).toBe("小明");
  });

  it("changes the e-mail address with a code sent to the new address, never to one another account has", async () => {
    await createUser("mail_user", "old.mail@example.test");
    await createUser("mail_owner", "owned@example.test");
    const session = await login("mail_user");

    // Without a session no change-of-address code is sent.
    const anonymous = await sendCode("email", "new.mail@example.test", "change-email", { ip: "192.0.2.1" });
    expect(anonymous.code).toBe(401);

    expect((await sendCode("email", "new.mail@example.test", "change-email", session)).code).toBe(200);
    const code = smtp.codeIn(await smtp.waitFor("new.mail@example.test"));
    const wrong = code === "000000" ? "111111" : "000000";
    expect(await post("email", { email: "new.mail@example.test", emailCode: wrong, password: PASSWORD }, session)).toMatchObject({
      code: 500,
      msg: "验证码错误或已失效",
    });
    expect((await userInfo(session)).envelope.data.webEmail).toBe("old.mail@example.test");
    expect(await post<UserInfo>("email", { email: "New.Mail@example.test", emailCode: code, password: PASSWORD }, session)).toMatchObject({
      code: 200,
      data: { webEmail: "new.mail@example.test" },
    });
    // Single use.
    expect((await post("email", { email: "new.mail@example.test", emailCode: code, password: PASSWORD }, session)).code).toBe(500);

    // A taken address gets a notice instead of a code, and no code makes it this account's.
    const before = smtp.messages.length;
    expect((await sendCode("email", "owned@example.test", "change-email", session)).code).toBe(200);
    const notice = await smtp.waitFor("owned@example.test", (mail) => smtp.messages.indexOf(mail) >= before);
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    expect(notice.subject).toContain("已注册");
    expect(await post("email", { email: "owned@example.test", emailCode: "123456", password: PASSWORD }, session)).toMatchObject({
      code: 500,
    });
    const owner = await database.handle.db.selectFrom("web_user").select("username").where("email", "=", "owned@example.test").execute();
    expect(owner).toEqual([{ username: "mail_owner" }]);

    // A code for one purpose does not serve another channel.
    expect((await sendCode("sms", "13700000001", "change-email", session)).code).toBe(500);
  });

  it("changes the phone number with an SMS code sent to the new number", async () => {
    await createUser("phone_user", "phone.user@example.test", "13600000001");
    await createUser("phone_owner", "phone.owner@example.test", "13600000002");
    const session = await login("phone_user");
    expect((await sendCode("sms", "13600000003", "change-phone", session)).code).toBe(200);
    const sms = gateway.received.findLast((message) => message.to === "13600000003");
    const code = /\b(\d{6})\b/.exec(sms?.text ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect(await post<UserInfo>("phone", { phonenumber: "13600000003", smsCode: code, password: PASSWORD }, session)).toMatchObject({
      code: 200,
      data: { webPhone: "13600000003" },
    });
    expect(await post("phone", { phonenumber: "12", smsCode: "123456", password: PASSWORD }, session)).toMatchObject({
      code: 500,
      msg: "请输入正确的手机号码或座机号码",
    });

    expect((await sendCode("sms", "13600000002", "change-phone", session)).code).toBe(200);
    expect(gateway.received.findLast((message) => message.to === "13600000002")?.text).not.toMatch(/\b\d{6}\b/);
    expect((await post("phone", { phonenumber: "13600000002", smsCode: "123456", password: PASSWORD }, session)).code).toBe(500);
    expect((await userInfo(session)).envelope.data.webPhone).toBe("13600000003");
  });

  it("a session alone changes no e-mail address or phone number: the current password is asked, and a wrong one uses up no code (issue 25 item 8)", async () => {
    await createUser("stolen_session", "stolen.session@example.test", "13600000011");
    const session = await login("stolen_session");
    expect((await sendCode("email", "thief@example.test", "change-email", session)).code).toBe(200);
    const code = smtp.codeIn(await smtp.waitFor("thief@example.test"));
    const withoutPassword = await post<{ fields: Record<string, string> }>(
      "email",
      { email: "thief@example.test", emailCode: code },
      session,
    );
    expect([withoutPassword.code, withoutPassword.data.fields?.password]).toEqual([500, "此项为必填项"]);
    expect(await post("email", { email: "thief@example.test", emailCode: code, password: "Guess2026x" }, session)).toMatchObject({
      code: 500,
      msg: "当前密码不正确",
    });
    expect((await sendCode("sms", "13600000012", "change-phone", session)).code).toBe(200);
    const smsCode = /\b(\d{6})\b/.exec(gateway.received.findLast((message) => message.to === "13600000012")?.text ?? "")?.[1] ?? "";
    expect((await post("phone", { phonenumber: "13600000012", smsCode }, session)).code).toBe(500);
    expect((await userInfo(session)).envelope.data).toMatchObject({ webEmail: "stolen.session@example.test", webPhone: "13600000011" });
    // The owner, who knows the password, still changes it with the same code.
    expect((await post("email", { email: "thief@example.test", emailCode: code, password: PASSWORD }, session)).code).toBe(200);
  });

  it("tells the old address of an e-mail change, with a link that undoes it and signs every device out (issue 25 item 8)", async () => {
    const userId = await createUser("taken_over", "owner.inbox@example.test");
    const owner = await login("taken_over");
    const thief = await login("taken_over", PHONE);
    expect((await sendCode("email", "thief.inbox@example.test", "change-email", thief)).code).toBe(200);
    const code = smtp.codeIn(await smtp.waitFor("thief.inbox@example.test"));
    expect((await post("email", { email: "thief.inbox@example.test", emailCode: code, password: PASSWORD }, thief)).code).toBe(200);
    await app.services.outbox.dispatch();
    const notice = await smtp.waitFor("owner.inbox@example.test", (mail) => mail.subject.includes("邮箱已更改"));
    expect(notice.subject).toContain("e-mail address was changed");
    expect(notice.text).toContain("thief.inbox@example.test");
    expect(notice.text).toContain("taken_over");
    const links = [...notice.text.matchAll(/(http:\/\/\S+?)#report=([\w-]+)/g)];
    expect(links.map((link) => new URL(link[1]!).pathname)).toEqual(["/forget", "/en/forget"]);
    const reportKey = links[0]![2]!;
    expect(links[1]![2]).toBe(reportKey);

    const reported = await encryptedPost<{ email: string | null }>(
      app,
      "/api/v1/web/user/report-change",
      { reportKey },
      { ip: "203.0.113.77" },
    );
    expect(reported.envelope).toMatchObject({
      code: 200,
      msg: "已撤销更改，所有设备均已退出登录",
      data: { email: "owner.inbox@example.test" },
    });
    const account = await database.handle.db.selectFrom("web_user").select("email").where("id", "=", userId).executeTakeFirstOrThrow();
    expect(account.email).toBe("owner.inbox@example.test");
    expect((await userInfo(owner)).envelope.code).toBe(401);
    expect((await userInfo(thief)).envelope.code).toBe(401);
    // Once only.
    const again = await encryptedPost(app, "/api/v1/web/user/report-change", { reportKey }, { ip: "203.0.113.77" });
    expect(again.envelope).toMatchObject({ code: 500, msg: "该链接已使用或已过期" });
    const audit = await database.handle.db
      .selectFrom("audit_log")
      .select(["action", "target", "detail"])
      .where("action", "=", "accountChangeReported")
      .execute();
    expect(audit).toEqual([
      { action: "accountChangeReported", target: `user:${userId}`, detail: JSON.stringify({ change: "email", restored: true }) },
    ]);
  });

  it("tells the account's e-mail address of a new phone number or password (issue 25 item 8)", async () => {
    await createUser("told_user", "told@example.test", "13600000021");
    const session = await login("told_user");
    expect((await sendCode("sms", "13600000022", "change-phone", session)).code).toBe(200);
    const smsCode = /\b(\d{6})\b/.exec(gateway.received.findLast((message) => message.to === "13600000022")?.text ?? "")?.[1] ?? "";
    expect((await post("phone", { phonenumber: "13600000022", smsCode, password: PASSWORD }, session)).code).toBe(200);
    expect((await post("password", { oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, session)).code).toBe(
      200,
    );
    await app.services.outbox.dispatch();
    const phoneNotice = await smtp.waitFor("told@example.test", (mail) => mail.subject.includes("手机号已更改"));
    expect(phoneNotice.text).toContain("13600000022");
    const passwordNotice = await smtp.waitFor("told@example.test", (mail) => mail.subject.includes("密码已更改"));
    expect(passwordNotice.text).toMatch(/#report=[\w-]+/);
    expect(passwordNotice.text).not.toContain(NEW_PASSWORD);
  });

  it("lists the open sessions with their device and marks this one", async () => {
    await createUser("list_user", "list@example.test");
    const desktop = await login("list_user", DESKTOP);
    const phone = await login("list_user", PHONE);
    const ended = await login("list_user", DESKTOP);
    await apiGet(app, "/api/v1/web/account/logout", ended);

    const { envelope } = await apiGet<AccountSession[]>(app, "/api/v1/web/account/sessions", phone);
    expect(envelope.code).toBe(200);
    expect(envelope.data).toHaveLength(2);
    const current = envelope.data.find((session) => session.current);
    expect(current).toMatchObject({ device: "Safari · iOS", ip: phone.ip });
    expect(envelope.data.find((session) => !session.current)).toMatchObject({ device: "Chrome · Windows", ip: desktop.ip });
    expect(new Date(current!.createdAt).getTime()).toBe(clock.now());
  });

  it("signs out elsewhere: the other sessions end, this one stays", async () => {
    await createUser("elsewhere_user", "elsewhere@example.test");
    await createUser("bystander", "bystander@example.test");
    const here = await login("elsewhere_user");
    const there = await login("elsewhere_user", PHONE);
    const someoneElse = await login("bystander");
    expect(await post("sessions/sign-out-elsewhere", {}, here)).toMatchObject({ code: 200, data: { ended: 1 } });
    expect((await userInfo(there)).envelope.code).toBe(401);
    expect((await userInfo(here)).envelope.code).toBe(200);
    expect((await userInfo(someoneElse)).envelope.code).toBe(200);
    const { envelope } = await apiGet<AccountSession[]>(app, "/api/v1/web/account/sessions", here);
    expect(envelope.data).toHaveLength(1);
  });

  it("changes the password with the current one and ends the other sessions", async () => {
    await createUser("password_user", "password@example.test");
    const here = await login("password_user");
    const there = await login("password_user", PHONE);
    expect(
      await post("password", { oldPassword: "Wrong2026x", password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, here),
    ).toMatchObject({ code: 500, msg: "当前密码不正确" });
    expect(await post("password", { oldPassword: PASSWORD, password: "short", confirmPassword: "short" }, here)).toMatchObject({
      code: 500,
    });
    expect(await post("password", { oldPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, here)).toMatchObject({
      code: 200,
      data: { ended: 1 },
    });
    expect((await userInfo(there)).envelope.code).toBe(401);
    expect((await userInfo(here)).envelope.code).toBe(200);
    await login("password_user", DESKTOP, NEW_PASSWORD);
  });

  it("deletes the account: sessions end, username and address are freed, bookings stay", async () => {
    const userId = await createUser("leaving_user", "leaving@example.test", "13500000001");
    const here = await login("leaving_user");
    const there = await login("leaving_user", PHONE);
    await database.handle.db
      .insertInto("booking")
      .values({
        user_id: userId,
        username: "离开的人",
        phone: "13500000001",
        email: "leaving@example.test",
        company: "示例公司",
        posts: "CTO",
        demand_type: 1,
        other_desc: "",
        remark: "",
        language: "zh_CN",
        fingerprint: "leaving-booking",
        created_at: clock.now(),
      })
      .execute();

    expect(await post("delete", { password: "Wrong2026x" }, here)).toMatchObject({ code: 500, msg: "当前密码不正确" });
    expect((await userInfo(here)).envelope.code).toBe(200);
    expect(await post("delete", { password: PASSWORD }, here)).toMatchObject({ code: 200, data: null });
    expect((await userInfo(here)).envelope.code).toBe(401);
    expect((await userInfo(there)).envelope.code).toBe(401);

    const row = await database.handle.db.selectFrom("web_user").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: null, phone: null, password_hash: null, status: "disabled", nickname: "" });
    expect(row.username).not.toBe("leaving_user");
    const sessions = await database.handle.db.selectFrom("web_session").select("token_hash").where("user_id", "=", userId).execute();
    expect(sessions).toEqual([]);
    const bookings = await database.handle.db.selectFrom("booking").select("id").where("user_id", "=", userId).execute();
    expect(bookings).toHaveLength(1);

    // The username and the e-mail address are free for a new account.
    expect((await sendCode("email", "leaving@example.test", "register", { ip: "192.0.2.50" })).code).toBe(200);
    const code = smtp.codeIn(await smtp.waitFor("leaving@example.test", (mail) => mail.text.includes("完成注册")));
    const registered = await encryptedPost<{ userId: number }>(
      app,
      "/api/v1/web/user/registered",
      { username: "leaving_user", password: PASSWORD, confirmPassword: PASSWORD, email: "leaving@example.test", emailCode: code },
      { ip: "192.0.2.50" },
    );
    expect(registered.envelope.code).toBe(200);
    expect(registered.envelope.data.userId).not.toBe(userId);
  });

  it("registers with an optional phone number confirmed by an SMS code, never one another account has", async () => {
    const client = { ip: "192.0.2.60" };
    const base = { password: PASSWORD, confirmPassword: PASSWORD };
    const registerWith = async (body: Record<string, string>) =>
      (await encryptedPost<{ userId: number }>(app, "/api/v1/web/user/registered", { ...base, ...body }, client)).envelope;
    const emailCode = async (email: string) => {
      clock.advance(61_000);
      await sendCode("email", email, "register", client);
      return smtp.codeIn(await smtp.waitFor(email, (mail) => mail.text.includes("完成注册")));
    };

    // A phone number without its code is refused before any code is used.
    expect(
      await registerWith({ username: "phone_reg", email: "phone.reg@example.test", emailCode: "123456", phonenumber: "13400000001" }),
    ).toMatchObject({ code: 500, msg: "此项为必填项" });

    expect((await sendCode("sms", "13400000001", "register", client)).code).toBe(200);
    const smsCode = /\b(\d{6})\b/.exec(gateway.received.findLast((message) => message.to === "13400000001")?.text ?? "")?.[1] ?? "";
    const registered = await registerWith({
      username: "phone_reg",
      email: "phone.reg@example.test",
      emailCode: await emailCode("phone.reg@example.test"),
      phonenumber: "13400000001",
      smsCode,
    });
    expect(registered.code).toBe(200);
    const row = await database.handle.db.selectFrom("web_user").select("phone").where("id", "=", registered.data.userId).executeTakeFirst();
    expect(row).toEqual({ phone: "13400000001" });

    // A taken number gets a notice, no code, and the registration fails like a wrong code.
    clock.advance(61_000);
    expect((await sendCode("sms", "13400000001", "register", client)).code).toBe(200);
    expect(gateway.received.findLast((message) => message.to === "13400000001")?.text).not.toMatch(/\b\d{6}\b/);
    expect(
      await registerWith({
        username: "phone_reg_two",
        email: "phone.reg.two@example.test",
        emailCode: await emailCode("phone.reg.two@example.test"),
        phonenumber: "13400000001",
        smsCode: "123456",
      }),
    ).toMatchObject({ code: 500, msg: "验证码错误或已失效" });
  });

  it("limits guesses at the current password per account", async () => {
    await createUser("guess_user", "guess@example.test");
    const session = await login("guess_user");
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await post("delete", { password: `Wrong${attempt}abcX` }, session)).code).toBe(500);
    }
    expect((await post("delete", { password: PASSWORD }, session)).code).toBe(429);
    expect((await userInfo(session)).envelope.code).toBe(200);
  });
});
