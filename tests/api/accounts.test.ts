import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CAPTCHA_TTL_MS } from "../../server/services/captcha.ts";
import { THROTTLE } from "../../server/services/login-throttle.ts";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../server/services/sessions.ts";
import { CODE_TTL_MS } from "../../server/services/verification-codes.ts";
import { apiGet, encryptedPost, type CallOptions } from "../support/api-client.ts";
import { startSmtpCapture, type SmtpCapture } from "../support/smtp-capture.ts";
import { createTestApp, manualClock, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const PASSWORD = "Sunrise2026";

describe.each(databaseKinds)("accounts API on %s", (kind) => {
  let database: TestDatabase;
  let smtp: SmtpCapture;
  let app: TestApp;
  let clock: ReturnType<typeof manualClock>;
  let ipCounter = 0;
  let ip: string;
  const at = (): CallOptions => ({ ip });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startSmtpCapture();
    clock = manualClock();
    app = await createTestApp(database.handle, { SMTP_URL: smtp.url, TRUST_PROXY: "true", MAIL_FROM: "Site <no-reply@site.test>" }, clock);
  });
  afterAll(async () => {
    await app.services.outbox.stop();
    await smtp.close();
    await database.drop();
  });
  beforeEach(() => {
    // Each test comes from its own address, so throttling in one test does not leak into the next.
    ipCounter += 1;
    ip = `198.51.100.${ipCounter}`;
    clock.advance(2 * 60 * 1000);
  });

  async function requestCode(target: string, purpose: "login" | "register" | "reset", options = at()) {
    const result = await encryptedPost(app, "/api/v1/web/user/login/get-verify-code", { channel: "email", target, purpose }, options);
    await app.services.outbox.dispatch();
    return result;
  }

  async function registerUser(username: string, email: string) {
    await requestCode(email, "register");
    const code = smtp.codeIn(await smtp.waitFor(email));
    const { envelope } = await encryptedPost<{ userId: number }>(
      app,
      "/api/auth/register",
      {
        username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        email,
        emailCode: code,
        clientId: "web-portal",
        grantType: "password",
      },
      at(),
    );
    expect(envelope).toMatchObject({ code: 200 });
    return envelope.data.userId;
  }

  async function login(username: string, password = PASSWORD, options = at()) {
    return encryptedPost<{ access_token: string; expire_in: number; captchaRequired?: boolean; retryAfterSeconds?: number }>(
      app,
      "/api/v1/web/user/login",
      { username, password, clientId: "web-portal" },
      { ...options, headers: { granttype: "password" } },
    );
  }

  describe("captcha", () => {
    it("is off by default and issued single-use, case-insensitive, for two minutes when enabled", async () => {
      expect((await apiGet(app, "/api/auth/code", at())).envelope.data).toEqual({ captchaEnabled: false });
      const strict = await createTestApp(database.handle, { CAPTCHA_ENABLED: "true", TRUST_PROXY: "true" }, clock);
      const { envelope } = await apiGet<{ captchaEnabled: boolean; uuid: string; img: string }>(strict, "/api/auth/code", at());
      expect(envelope.data.captchaEnabled).toBe(true);
      // A PNG (tests/unit/captcha-image.test.ts checks what is in it).
      expect(Buffer.from(envelope.data.img, "base64").subarray(1, 4).toString()).toBe("PNG");

      const issued = await strict.services.captchas.issue();
      await expect(strict.services.captchas.verify(issued.uuid, issued.answer.toLowerCase())).resolves.toBeUndefined();
      await expect(strict.services.captchas.verify(issued.uuid, issued.answer)).rejects.toMatchObject({ key: "captchaExpired" });

      const wrong = await strict.services.captchas.issue();
      await expect(strict.services.captchas.verify(wrong.uuid, "zzzz")).rejects.toMatchObject({ key: "captchaWrong" });
      const late = await strict.services.captchas.issue();
      clock.advance(CAPTCHA_TTL_MS + 1);
      await expect(strict.services.captchas.verify(late.uuid, late.answer)).rejects.toMatchObject({ key: "captchaExpired" });
    });

    it("limits captcha images to ten a minute per address", async () => {
      const strict = await createTestApp(database.handle, { CAPTCHA_ENABLED: "true", TRUST_PROXY: "true" }, clock);
      const codes = [];
      for (let i = 0; i < 11; i += 1) codes.push((await apiGet(strict, "/api/auth/code", at())).envelope.code);
      expect(codes.slice(0, 10).every((code) => code === 200)).toBe(true);
      expect(codes[10]).toBe(429);
    });

    it("gates log-in when enabled, and the answer must match", async () => {
      const strict = await createTestApp(database.handle, { CAPTCHA_ENABLED: "true", TRUST_PROXY: "true" }, clock);
      const missing = await encryptedPost(strict, "/api/v1/web/user/login", { username: "nobody", password: PASSWORD }, at());
      expect(missing.envelope).toMatchObject({ code: 500, msg: "请输入图形验证码", data: { captchaRequired: true } });
      const issued = await strict.services.captchas.issue();
      const wrong = await encryptedPost(
        strict,
        "/api/v1/web/user/login",
        { username: "nobody", password: PASSWORD, code: "qqqq", uuid: issued.uuid },
        at(),
      );
      expect(wrong.envelope.msg).toBe("验证码错误");
    });
  });

  it("reports tenancy off", async () => {
    expect((await apiGet(app, "/api/auth/tenant/list")).envelope).toMatchObject({
      code: 200,
      data: { tenantEnabled: false, voList: null },
    });
  });

  describe("encryption envelope", () => {
    it("refuses plaintext bodies on encrypted endpoints", async () => {
      const response = await app.request("/api/v1/web/user/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "a", password: "b" }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ code: 500, msg: "请求未加密，请刷新页面后重试" });
    });

    it("rejects a tampered body or a key it cannot unwrap with a clear message", async () => {
      const tampered = await app.request("/api/v1/web/user/login", {
        method: "POST",
        headers: { "encrypt-key": "bm90LWEta2V5", "content-language": "en_US" },
        body: "AAAA",
      });
      expect(await tampered.json()).toMatchObject({ code: 500, msg: "The request could not be verified; refresh the page and try again" });
    });

    it("seals the answer to an encrypted request with the request's key", async () => {
      const result = await login("nobody-at-all");
      expect(result.sealed).toBe(true);
      expect(result.envelope.code).toBe(500);
    });
  });

  describe("registration", () => {
    it("registers with an e-mailed code and logs in by username and by e-mail", async () => {
      const userId = await registerUser("zhang_wei", "zhang.wei@example.test");
      expect(userId).toBeGreaterThan(0);
      const byName = await login("zhang_wei");
      expect(byName.envelope).toMatchObject({ code: 200, data: { expire_in: SESSION_ABSOLUTE_MS / 1000, client_id: "web-portal" } });
      expect(byName.envelope.data.access_token).toMatch(/^[\w-]{43}$/);
      expect((await login("Zhang.Wei@example.test")).envelope.code).toBe(200);
    });

    it("validates every field and reports all problems", async () => {
      const { envelope } = await encryptedPost<{ fields: Record<string, string> }>(
        app,
        "/api/v1/web/user/registered",
        {
          username: "ab",
          password: "short",
          confirmPassword: "other",
          email: "not-an-email",
          emailCode: "12",
        },
        at(),
      );
      expect(envelope.code).toBe(500);
      expect(Object.keys(envelope.data.fields).toSorted()).toEqual(["confirmPassword", "email", "emailCode", "password", "username"]);
      expect(envelope.data.fields.password).toMatch(/8/);
      const wrongTypes = await encryptedPost(app, "/api/auth/register", { username: 42, password: ["x"], email: null }, at());
      expect(wrongTypes.envelope.code).toBe(500);
      const notObject = await encryptedPost(app, "/api/auth/register", "just a string", at());
      expect(notObject.envelope.code).toBe(500);
    });

    it("refuses a wrong code and a taken username", async () => {
      await requestCode("li.na@example.test", "register");
      await smtp.waitFor("li.na@example.test");
      const wrong = await encryptedPost(
        app,
        "/api/auth/register",
        { username: "li_na", password: PASSWORD, confirmPassword: PASSWORD, email: "li.na@example.test", emailCode: "000000" },
        at(),
      );
      expect(wrong.envelope).toMatchObject({ code: 500, msg: "验证码错误或已失效" });
      await registerUser("wang_fang", "wang.fang@example.test");
      clock.advance(61_000);
      await requestCode("other.wang@example.test", "register");
      const code = smtp.codeIn(await smtp.waitFor("other.wang@example.test"));
      const taken = await encryptedPost(
        app,
        "/api/auth/register",
        { username: "wang_fang", password: PASSWORD, confirmPassword: PASSWORD, email: "other.wang@example.test", emailCode: code },
        at(),
      );
      expect(taken.envelope).toMatchObject({ code: 500, msg: "该用户名已被注册，请换一个" });
      // The refusal left the code unused: the visitor retries with another name and the same code.
      const retry = await encryptedPost(
        app,
        "/api/auth/register",
        { username: "other_wang", password: PASSWORD, confirmPassword: PASSWORD, email: "other.wang@example.test", emailCode: code },
        at(),
      );
      expect(retry.envelope).toMatchObject({ code: 200 });
    });

    it("answers the same for a taken address but mails its owner a notice instead of a code", async () => {
      await registerUser("chen_jie", "chen.jie@example.test");
      clock.advance(61_000);
      const before = smtp.messages.length;
      const again = await requestCode("chen.jie@example.test", "register");
      const fresh = await requestCode("brand.new@example.test", "register");
      expect(again.envelope).toEqual(fresh.envelope);
      const notice = await smtp.waitFor("chen.jie@example.test", (mail) => smtp.messages.indexOf(mail) >= before);
      expect(notice.text).not.toMatch(/\b\d{6}\b/);
      expect(notice.subject).toContain("已注册");
    });
  });

  describe("password log-in, throttling and lockout", () => {
    it("answers an unknown account exactly like a wrong password", async () => {
      await registerUser("zhao_lei", "zhao.lei@example.test");
      const wrongPassword = await login("zhao_lei", "Wrong-pass1");
      const unknown = await login("no_such_user", "Wrong-pass1");
      expect(wrongPassword.envelope).toEqual(unknown.envelope);
      expect(wrongPassword.envelope).toMatchObject({ code: 500, msg: "账号或密码错误" });
    });

    it("raises the captcha after three failures from an address", async () => {
      for (let i = 0; i < 2; i += 1) expect((await login("ghost", "Wrong-pass1")).envelope.data).toEqual({ captchaRequired: false });
      expect((await login("ghost", "Wrong-pass1")).envelope.data).toEqual({ captchaRequired: true });
      expect((await apiGet(app, "/api/auth/code", at())).envelope.data).toMatchObject({ captchaEnabled: true });
      expect((await login("ghost", "Wrong-pass1")).envelope.msg).toBe("请输入图形验证码");
    });

    it("locks an account for one address after five failures, tells the time, and leaves other addresses alone", async () => {
      await registerUser("sun_li", "sun.li@example.test");
      for (let i = 0; i < 5; i += 1) {
        const issued = await app.services.captchas.issue();
        await encryptedPost(
          app,
          "/api/v1/web/user/login",
          { username: "sun_li", password: "Wrong-pass1", code: issued.answer, uuid: issued.uuid },
          at(),
        );
      }
      const locked = await login("sun_li");
      expect(locked.envelope).toMatchObject({ code: 429, msg: "登录失败次数过多，请 15 分钟后再试", data: { retryAfterSeconds: 900 } });
      const english = await encryptedPost(
        app,
        "/api/v1/web/user/login",
        { username: "sun_li", password: PASSWORD },
        { ...at(), headers: { "content-language": "en_US" } },
      );
      expect(english.envelope.msg).toBe("Too many failed attempts; try again in 15 minutes");
      expect((await login("sun_li", PASSWORD, { ip: "192.0.2.77" })).envelope.code).toBe(200);
      clock.advance(15 * 60 * 1000 + 1);
      const issued = await app.services.captchas.issue();
      expect(
        (
          await encryptedPost(
            app,
            "/api/v1/web/user/login",
            { username: "sun_li", password: PASSWORD, code: issued.answer, uuid: issued.uuid },
            at(),
          )
        ).envelope.code,
      ).toBe(200);
    });

    // A hundred password checks: slow on a loaded machine.
    it("locks an address that guesses across many accounts", async () => {
      for (let i = 0; i < THROTTLE.maxFailuresPerIp; i += 1) {
        const issued = await app.services.captchas.issue();
        await encryptedPost(
          app,
          "/api/v1/web/user/login",
          { username: `spray_${i}`, password: "Wrong-pass1", code: issued.answer, uuid: issued.uuid },
          at(),
        );
      }
      expect((await login("someone_else")).envelope.code).toBe(429);
    }, 120_000);
  });

  describe("codes: e-mail log-in and password reset", () => {
    it("logs in with an e-mailed code once; the code expires after ten minutes", async () => {
      await registerUser("qian_yu", "qian.yu@example.test");
      clock.advance(61_000);
      await requestCode("qian.yu@example.test", "login");
      const code = smtp.codeIn(
        await smtp.waitFor("qian.yu@example.test", (mail) => mail.subject.includes(smtp.codeIn(mail)) && mail.text.includes("登录")),
      );
      const first = await encryptedPost(
        app,
        "/api/v1/web/user/login",
        { email: "qian.yu@example.test", emailCode: code },
        { ...at(), headers: { granttype: "email" } },
      );
      expect(first.envelope.code).toBe(200);
      const again = await encryptedPost(
        app,
        "/api/v1/web/user/login",
        { email: "qian.yu@example.test", emailCode: code },
        { ...at(), headers: { granttype: "email" } },
      );
      expect(again.envelope).toMatchObject({ code: 500, msg: "验证码错误或已失效" });

      clock.advance(61_000);
      await requestCode("qian.yu@example.test", "login");
      const late = smtp.codeIn(smtp.messages.at(-1) ?? (await smtp.waitFor("qian.yu@example.test")));
      clock.advance(CODE_TTL_MS + 1);
      const expired = await encryptedPost(
        app,
        "/api/v1/web/user/login",
        { email: "qian.yu@example.test", emailCode: late },
        { ...at(), headers: { granttype: "email" } },
      );
      expect(expired.envelope.code).toBe(500);
    });

    it("sends at most one code a minute per address and answers the same for unknown accounts", async () => {
      const known = await requestCode("nobody.here@example.test", "login");
      expect(known.envelope).toMatchObject({ code: 200, data: { cooldownSeconds: 60 } });
      const soon = await requestCode("nobody.here@example.test", "login");
      expect(soon.envelope).toMatchObject({ code: 429, data: { retryAfterSeconds: 60 } });
      expect(smtp.messages.some((mail) => mail.to.includes("nobody.here@example.test"))).toBe(false);
    });

    it("burns a code after five wrong guesses", async () => {
      await registerUser("zhou_min", "zhou.min@example.test");
      clock.advance(61_000);
      await requestCode("zhou.min@example.test", "reset");
      const code = smtp.codeIn(smtp.messages.at(-1) as never);
      for (let i = 0; i < 5; i += 1) {
        await encryptedPost(
          app,
          "/api/v1/web/user/login/verify-code",
          { channel: "email", target: "zhou.min@example.test", purpose: "reset", verifyCode: "999999" },
          at(),
        );
      }
      const right = await encryptedPost(
        app,
        "/api/v1/web/user/login/verify-code",
        { channel: "email", target: "zhou.min@example.test", purpose: "reset", verifyCode: code },
        at(),
      );
      expect(right.envelope.code).toBe(500);
    });

    it("resets a password in steps and revokes the old sessions", async () => {
      await registerUser("wu_hao", "wu.hao@example.test");
      const oldSession = (await login("wu_hao")).envelope.data.access_token;
      clock.advance(61_000);
      await requestCode("wu.hao@example.test", "reset");
      const code = smtp.codeIn(await smtp.waitFor("wu.hao@example.test", (mail) => mail.text.includes("重置密码")));
      const verified = await encryptedPost<{ resetToken: string; expiresInSeconds: number }>(
        app,
        "/api/v1/web/user/login/verify-code",
        { channel: "email", target: "wu.hao@example.test", purpose: "reset", verifyCode: code },
        at(),
      );
      expect(verified.envelope).toMatchObject({ code: 200, data: { expiresInSeconds: 900 } });
      const newPassword = "Moonlight2027";
      const mismatch = await encryptedPost(
        app,
        "/api/v1/web/user/login/reset/password",
        { resetToken: verified.envelope.data.resetToken, password: newPassword, confirmPassword: "x" },
        at(),
      );
      expect(mismatch.envelope.msg).toBe("两次输入的密码不一致");
      const reset = await encryptedPost(
        app,
        "/api/v1/web/user/login/reset/password",
        { resetToken: verified.envelope.data.resetToken, password: newPassword, confirmPassword: newPassword },
        at(),
      );
      expect(reset.envelope).toMatchObject({ code: 200, msg: "密码已重置，请使用新密码登录" });
      const reused = await encryptedPost(
        app,
        "/api/v1/web/user/login/reset/password",
        { resetToken: verified.envelope.data.resetToken, password: newPassword, confirmPassword: newPassword },
        at(),
      );
      expect(reused.envelope.code).toBe(500);
      expect((await apiGet(app, "/api/v1/web/account/user-info", { ...at(), token: oldSession })).envelope.code).toBe(401);
      expect((await login("wu_hao")).envelope.code).toBe(500);
      expect((await login("wu_hao", newPassword)).envelope.code).toBe(200);
    });
  });

  describe("sessions", () => {
    it("returns the user fields of spec section 3 and revokes the session at logout", async () => {
      const userId = await registerUser("he_jing", "he.jing@example.test");
      const token = (await login("he_jing")).envelope.data.access_token;
      const info = await apiGet(app, "/api/v1/web/account/user-info", { ...at(), token });
      expect(info.envelope).toMatchObject({
        code: 200,
        data: {
          userId,
          webUser: "he_jing",
          webEmail: "he.jing@example.test",
          webNickname: "he_jing",
          avatar: "",
          roles: ["web_user"],
          permissions: [],
        },
      });
      expect(Object.keys(info.envelope.data as object).toSorted()).toEqual([
        "authType",
        "avatar",
        "createTime",
        "dept",
        "firmAuthId",
        "lastLoginTime",
        "permissions",
        "personalAuthId",
        "remark",
        "roles",
        "secAuthFlag",
        "userId",
        "webEmail",
        "webNickname",
        "webPhone",
        "webUser",
      ]);
      expect((await apiGet(app, "/api/v1/web/account/logout", { ...at(), token })).envelope).toMatchObject({ code: 200, msg: "退出成功" });
      expect((await apiGet(app, "/api/v1/web/account/user-info", { ...at(), token })).envelope).toMatchObject({
        code: 401,
        msg: "无效的会话，或者会话已过期，请重新登录。",
      });
    });

    it("refuses a missing token, a foreign client id, and expired sessions", async () => {
      expect((await apiGet(app, "/api/v1/web/account/user-info", at())).envelope).toMatchObject({
        code: 401,
        msg: "认证失败，无法访问系统资源",
      });
      await registerUser("lin_tao", "lin.tao@example.test");
      const token = (await login("lin_tao")).envelope.data.access_token;
      expect((await apiGet(app, "/api/v1/web/account/user-info", { ...at(), token, headers: { clientid: "other" } })).envelope.code).toBe(
        401,
      );
      clock.advance(SESSION_IDLE_MS + 1);
      expect((await apiGet(app, "/api/v1/web/account/user-info", { ...at(), token })).envelope.code).toBe(401);

      const busy = (await login("lin_tao")).envelope.data.access_token;
      for (let day = 0; day < 7; day += 1) {
        clock.advance(SESSION_IDLE_MS - 60_000);
        expect((await apiGet(app, "/api/v1/web/account/user-info", { ...at(), token: busy })).envelope.code).toBe(200);
      }
      clock.advance(SESSION_ABSOLUTE_MS);
      expect((await apiGet(app, "/api/v1/web/account/user-info", { ...at(), token: busy })).envelope.code).toBe(401);
    });
  });

  describe("bad input never gets a 5xx", () => {
    it.each([
      ["GET", "/api/v1/web/user/login/code-token?uniqueKey=&codeTokenType=oidc"],
      ["GET", "/api/v1/web/user/login/get-user?uniqueKey=abc&codeTokenType=wechat"],
      ["GET", "/api/v1/web/user/login/code-token?uniqueKey=unknown&codeTokenType=oidc"],
      ["GET", "/api/auth/oidc/authorize"],
    ])("%s %s", async (method, path) => {
      const response = await app.request(path, { method });
      expect(response.status).toBe(200);
      expect((await response.json()).code).toBe(500);
    });

    it("refuses an oversized body", async () => {
      const { envelope, status } = await encryptedPost(app, "/api/auth/register", { username: "x".repeat(70 * 1024) }, at());
      expect(status).toBe(413);
      expect(envelope).toMatchObject({ code: 413, msg: "请求内容过大" });
    });

    it("refuses an unknown grant type", async () => {
      const { envelope } = await encryptedPost(app, "/api/v1/web/user/login", {}, { ...at(), headers: { granttype: "wechat" } });
      expect(envelope).toMatchObject({ code: 500, msg: "授权类型不正确" });
    });
  });
});
