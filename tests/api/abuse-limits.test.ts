import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import { ENCRYPT_KEY_HEADER, openBody, randomKeyString, sealBody, wrapKey } from "../../common/envelope-crypto.ts";
import { PARTNER_AGREEMENT_VERSION } from "../../content/pages/partner.ts";
import { PROOF_OF_WORK_PATHS, proofOfWorkHeader } from "../support/proof-of-work.ts";
import { MAX_ENCRYPTED_CALLS_IN_FLIGHT_PER_ADDRESS } from "../../server/api/address-gate.ts";
import { MAX_BODY_BYTES } from "../../server/api/request-body.ts";
import { loadEnvelopeKeys } from "../../server/security/envelope-keys.ts";
import { hashPassword } from "../../server/security/passwords.ts";
import { ENVELOPE_MAX_AGE_MS } from "../../server/services/envelope-nonces.ts";
import { THROTTLE } from "../../server/services/login-throttle.ts";
import { CODE_CHECKS, MAX_GUESSES_PER_CODE, SENDS_PER_IP_PER_HOUR } from "../../server/services/verification-codes.ts";
import { apiGet, encryptedPost, type CallOptions, type Envelope } from "../support/api-client.ts";
import { createTestApp, manualClock, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

/**
 * Issue 10: every limit holds under a parallel burst, on both databases (decision 012). The
 * cross-instance cases are in tests/http/abuse-instances.test.ts (server processes: the http project).
 */
const PASSWORD = "Sunrise2026";
const WRONG = "Wrong-pass1";
/** The default of BOOKINGS_PER_ACCOUNT_PER_HOUR. */
const BOOKINGS_PER_ACCOUNT = 5;

const tally = (envelopes: Envelope[]) =>
  envelopes.reduce<Record<string, number>>((counts, envelope) => ({ ...counts, [envelope.msg]: (counts[envelope.msg] ?? 0) + 1 }), {});

for (const kind of databaseKinds) {
  describe(`abuse limits on ${kind}`, () => {
    let database: TestDatabase;
    let app: TestApp;
    let clock: ReturnType<typeof manualClock>;
    let ipCounter = 0;
    let ip = "";
    const at = (): CallOptions => ({ ip });

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      clock = manualClock();
      app = await createTestApp(database.handle, { TRUST_PROXY: "true" }, clock);
    });
    afterAll(async () => {
      await app.services.outbox.stop();
      await database.drop();
    });
    beforeEach(() => {
      ipCounter += 1;
      ip = `198.51.100.${ipCounter}`;
      // A fresh window for every limit, so one test's counts do not leak into the next.
      clock.advance(2 * 60 * 60 * 1000);
    });

    async function createUser(username: string, email: string): Promise<number> {
      const row = await database.handle.db
        .insertInto("web_user")
        .values({ username, nickname: username, email, password_hash: await hashPassword(PASSWORD), created_at: clock.now() })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    }

    /** A log-in code for `target` asked from the address `from`. */
    function sendLoginCode(target: string, from: string) {
      return encryptedPost(
        app,
        "/api/v1/web/user/login/get-verify-code",
        { channel: "email", target, purpose: "login" },
        { ip: from },
      ).then(({ envelope }) => envelope);
    }

    function login(username: string, password: string, options: CallOptions = at(), captcha: { code?: string; uuid?: string } = {}) {
      return encryptedPost<{ access_token?: string; captchaRequired?: boolean }>(
        app,
        "/api/v1/web/user/login",
        { username, password, ...captcha },
        { ...options, headers: { granttype: "password", ...options.headers } },
      );
    }

    async function lastCodeSentTo(recipient: string): Promise<string> {
      const row = await database.handle.db
        .selectFrom("outbox")
        .select("body")
        .where("recipient", "=", recipient)
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow();
      return /\b(\d{6})\b/.exec(row.body)?.[1] ?? "";
    }

    /** Partner applications and bookings are plain JSON calls. */
    async function plainPost(route: string, body: unknown, options: CallOptions = at()) {
      // The limits are under test, not the proof-of-work: solve it as the page does (decision 017).
      const work = PROOF_OF_WORK_PATHS.includes(route) ? await proofOfWorkHeader(app) : {};
      const response = await app.request(route, {
        method: "POST",
        headers: {
          ...work,
          "content-type": "application/json",
          clientid: WEB_CLIENT_ID,
          "x-forwarded-for": options.ip ?? ip,
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        body: JSON.stringify(body),
      });
      return { envelope: (await response.json()) as Envelope };
    }

    async function sealedLogin(issuedAt: number) {
      const key = randomKeyString();
      return {
        headers: {
          clientid: WEB_CLIENT_ID,
          granttype: "password",
          "x-forwarded-for": ip,
          [ENCRYPT_KEY_HEADER]: await wrapKey(key, app.envelopeKeys.publicKeySpki, issuedAt),
        },
        body: await sealBody(JSON.stringify({ username: "nobody_here", password: WRONG }), key),
        key,
      };
    }
    async function send(request: Awaited<ReturnType<typeof sealedLogin>>) {
      const response = await app.request("/api/v1/web/user/login", { method: "POST", headers: request.headers, body: request.body });
      const text = await response.text();
      return JSON.parse(response.headers.get(ENCRYPT_KEY_HEADER) === "1" ? await openBody(text, request.key) : text) as Envelope;
    }

    const check = (target: string, from: string) =>
      encryptedPost(
        app,
        "/api/v1/web/user/login/verify-code",
        { channel: "email", target, purpose: "reset", verifyCode: "123456" },
        { ip: from },
      );

    describe("code guesses", () => {
      it("500 parallel wrong guesses at a reset code compare it at most five times; then the right code is refused", async () => {
        await createUser("guess_target", "guess@example.test");
        const sent = await encryptedPost(
          app,
          "/api/v1/web/user/login/get-verify-code",
          { channel: "email", target: "guess@example.test", purpose: "reset" },
          at(),
        );
        expect(sent.envelope.code).toBe(200);
        const code = await lastCodeSentTo("guess@example.test");
        const wrong = code === "000000" ? "111111" : "000000";
        // From many addresses, so that the per-address check limit is not what stops them.
        const burst = await Promise.all(
          Array.from({ length: 500 }, (_, i) =>
            encryptedPost(
              app,
              "/api/v1/web/user/login/verify-code",
              { channel: "email", target: "guess@example.test", purpose: "reset", verifyCode: wrong },
              { ip: `10.1.${Math.floor(i / 250)}.${i % 250}` },
            ),
          ),
        );
        expect(burst.every(({ envelope }) => envelope.code !== 200)).toBe(true);
        const row = await database.handle.db
          .selectFrom("verification_code")
          .select("attempts")
          .where("target", "=", "guess@example.test")
          .executeTakeFirstOrThrow();
        expect(row.attempts).toBe(MAX_GUESSES_PER_CODE);
        const right = await encryptedPost(
          app,
          "/api/v1/web/user/login/verify-code",
          { channel: "email", target: "guess@example.test", purpose: "reset", verifyCode: code },
          at(),
        );
        expect(right.envelope.code).not.toBe(200);
      });

      it("limits code checks per address and per target", async () => {
        // One after the other: one address may only have a few calls in flight at once anyway.
        const perIp: Awaited<ReturnType<typeof check>>[] = [];
        for (let i = 0; i < CODE_CHECKS.perIp + 5; i += 1) perIp.push(await check(`spray${i}@example.test`, ip));
        expect(perIp.filter(({ envelope }) => envelope.code === 429)).toHaveLength(5);
        const perTarget = await Promise.all(
          Array.from({ length: CODE_CHECKS.perTarget + 5 }, (_, i) => check("one@example.test", `10.2.0.${i + 1}`)),
        );
        expect(perTarget.filter(({ envelope }) => envelope.code === 429)).toHaveLength(5);
        expect(perTarget.find(({ envelope }) => envelope.code === 429)?.envelope.msg).toBe("访问过于频繁，请稍候再试");
      });
    });

    describe("password log-in", () => {
      it("500 parallel wrong passwords from one address check at most three; the right one inside the burst does not sign in", async () => {
        await createUser("burst_owner", "burst@example.test");
        const attempts = Array.from({ length: 500 }, (_, i) => login("burst_owner", i === 250 ? PASSWORD : WRONG));
        const answers = (await Promise.all(attempts)).map(({ envelope }) => envelope);
        const counts = tally(answers);
        expect(counts["账号或密码错误"]).toBeLessThanOrEqual(THROTTLE.captchaAfterFailuresPerIp);
        expect(answers.some((envelope) => envelope.code === 200)).toBe(false);
        // Everything else was refused before the password check: too many in flight, locked, or missing the captcha.
        const refusedCheaply =
          (counts["访问过于频繁，请稍候再试"] ?? 0) +
          (counts["登录失败次数过多，请 15 分钟后再试"] ?? 0) +
          (counts["请输入图形验证码"] ?? 0);
        expect(refusedCheaply).toBe(500 - (counts["账号或密码错误"] ?? 0));
      });

      it("lets one address have only a few encrypted calls in progress; another address is let in meanwhile", async () => {
        await createUser("door_owner", "door@example.test");
        const flood = Array.from({ length: 20 }, () => login("door_owner", WRONG));
        const other = login("door_owner", PASSWORD, { ip: "192.0.2.202" });
        const answers = (await Promise.all(flood)).map(({ envelope }) => envelope);
        const atTheDoor = answers.filter((envelope) => envelope.msg === "访问过于频繁，请稍候再试").length;
        expect(atTheDoor).toBeGreaterThanOrEqual(20 - 2 * MAX_ENCRYPTED_CALLS_IN_FLIGHT_PER_ADDRESS);
        expect((await other).envelope.code).toBe(200);
      });

      it("with a valid captcha on each, 100 parallel wrong passwords check at most five; the right one inside is locked out", async () => {
        await createUser("captcha_burst", "captcha-burst@example.test");
        const captchas = await Promise.all(Array.from({ length: 100 }, () => app.services.captchas.issue()));
        const answers = (
          await Promise.all(
            captchas.map((captcha, i) =>
              login("captcha_burst", i === 50 ? PASSWORD : WRONG, at(), { code: captcha.answer, uuid: captcha.uuid }),
            ),
          )
        ).map(({ envelope }) => envelope);
        expect(tally(answers)["账号或密码错误"]).toBeLessThanOrEqual(THROTTLE.maxFailuresPerAccountAndIp);
        expect(answers.some((envelope) => envelope.code === 200)).toBe(false);
        expect(answers.filter((envelope) => envelope.code === 429).length).toBeGreaterThanOrEqual(
          100 - THROTTLE.maxFailuresPerAccountAndIp,
        );
      });

      it("a stranger locks an account only from their own address: a colleague behind it and the owner elsewhere still sign in", async () => {
        await createUser("office_a", "office-a@example.test");
        await createUser("office_b", "office-b@example.test");
        const office = ip;
        for (let i = 0; i < THROTTLE.maxFailuresPerAccountAndIp; i += 1) {
          const captcha = await app.services.captchas.issue();
          await login("office_a", WRONG, { ip: office }, { code: captcha.answer, uuid: captcha.uuid });
        }
        expect((await login("office_a", PASSWORD, { ip: office })).envelope.code).toBe(429);
        // The address needs a captcha now, but is not locked: the colleague signs in with one.
        expect((await apiGet(app, "/api/auth/code", { ip: office })).envelope.data).toMatchObject({ captchaEnabled: true });
        const captcha = await app.services.captchas.issue();
        expect((await login("office_b", PASSWORD, { ip: office }, { code: captcha.answer, uuid: captcha.uuid })).envelope.code).toBe(200);
        expect((await login("office_a", PASSWORD, { ip: "192.0.2.200" })).envelope.code).toBe(200);
      });

      it("guesses under the username, the e-mail in capitals and the phone written two ways count as one account: five from one address, then locked (issue 25 item 4)", async () => {
        const id = await createUser("many_names", "many-names@example.test");
        await database.handle.db.updateTable("web_user").set({ phone: "0101234567" }).where("id", "=", id).execute();
        const names = ["many_names", "MANY-NAMES@example.test", "010-1234567", "0101234567", " many-names@EXAMPLE.test "];
        const answers: Envelope[] = [];
        for (let i = 0; i < 15; i += 1) {
          const captcha = await app.services.captchas.issue();
          answers.push((await login(names[i % names.length]!, WRONG, at(), { code: captcha.answer, uuid: captcha.uuid })).envelope);
        }
        expect(tally(answers)).toEqual({ 账号或密码错误: 5, "登录失败次数过多，请 15 分钟后再试": 10 });
        // Under any of its names, the right password is now refused from this address.
        const captcha = await app.services.captchas.issue();
        expect((await login("010-1234567", PASSWORD, at(), { code: captcha.answer, uuid: captcha.uuid })).envelope.code).toBe(429);
        // And the count the console shows is the account's one count.
        expect(await app.services.throttle.failures(`account:${id}`)).toBe(16);
      });

      it("counts an unknown name in its normalised form: an e-mail address in any case, a phone number with or without its dash (issue 25 item 4)", async () => {
        const names = ["Ghost@Example.test", "ghost@example.TEST", "021-7654321", "0217654321"];
        const answers: Envelope[] = [];
        for (let i = 0; i < 12; i += 1) {
          const captcha = await app.services.captchas.issue();
          answers.push((await login(names[i % 2]!, WRONG, at(), { code: captcha.answer, uuid: captcha.uuid })).envelope);
        }
        expect(tally(answers)).toEqual({ 账号或密码错误: 5, "登录失败次数过多，请 15 分钟后再试": 7 });
        const phoneAnswers: Envelope[] = [];
        for (let i = 0; i < 12; i += 1) {
          const captcha = await app.services.captchas.issue();
          phoneAnswers.push((await login(names[2 + (i % 2)]!, WRONG, at(), { code: captcha.answer, uuid: captcha.uuid })).envelope);
        }
        expect(tally(phoneAnswers)).toEqual({ 账号或密码错误: 5, "登录失败次数过多，请 15 分钟后再试": 7 });
      });

      it("password spraying from many addresses asks the account's owner for a captcha, but never locks them out", async () => {
        await createUser("sprayed", "sprayed@example.test");
        for (let i = 0; i <= THROTTLE.captchaAfterFailuresPerAccount; i += 1) {
          await login("sprayed", WRONG, { ip: `10.3.0.${i + 1}` });
        }
        const owner = { ip: "192.0.2.201" };
        expect((await login("sprayed", PASSWORD, owner)).envelope).toMatchObject({ code: 500, msg: "请输入图形验证码" });
        expect((await apiGet(app, "/api/auth/code", owner)).envelope.data).toMatchObject({ captchaEnabled: true });
        const captcha = await app.services.captchas.issue();
        expect((await login("sprayed", PASSWORD, owner, { code: captcha.answer, uuid: captcha.uuid })).envelope.code).toBe(200);
      });

      it("a success takes its attempt back: an office signing in all day is not asked for a captcha", async () => {
        await createUser("daily", "daily@example.test");
        for (let i = 0; i < 10; i += 1) expect((await login("daily", PASSWORD)).envelope.code).toBe(200);
        expect((await apiGet(app, "/api/auth/code", at())).envelope.data).toEqual({ captchaEnabled: false });
      });
    });

    it("20 parallel code sends to one address send one", async () => {
      await createUser("sender", "sender@example.test");
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          encryptedPost(
            app,
            "/api/v1/web/user/login/get-verify-code",
            { channel: "email", target: "sender@example.test", purpose: "login" },
            { ip: `10.4.0.${i + 1}` },
          ),
        ),
      );
      expect(answers.filter(({ envelope }) => envelope.code === 200)).toHaveLength(1);
      expect(answers.filter(({ envelope }) => envelope.code === 429)).toHaveLength(19);
      const mails = await database.handle.db.selectFrom("outbox").select("id").where("recipient", "=", "sender@example.test").execute();
      expect(mails).toHaveLength(1);
    });

    it("a sender refused by its own hourly limit starts nobody's cooldown: 20 parallel sends for a target change nothing (issue 25 item 3)", async () => {
      await createUser("cooldown_victim", "cooldown-victim@example.test");
      // The attacker's address uses up its sends of the hour on addresses of its own.
      for (let i = 0; i < SENDS_PER_IP_PER_HOUR; i += 1) expect((await sendLoginCode(`filler${i}@attacker.test`, ip)).code).toBe(200);
      const refused = await Promise.all(Array.from({ length: 20 }, () => sendLoginCode("cooldown-victim@example.test", ip)));
      expect(tally(refused)).toEqual({ "访问过于频繁，请稍候再试": 20 });
      // The victim asks at once from its own address and gets its code: no cooldown was started.
      const own = await sendLoginCode("cooldown-victim@example.test", "203.0.113.99");
      expect([own.code, own.msg]).toEqual([200, "验证码已发送，请注意查收"]);
      const mails = await database.handle.db
        .selectFrom("outbox")
        .select("id")
        .where("recipient", "=", "cooldown-victim@example.test")
        .execute();
      expect(mails).toHaveLength(1);
      // Only the victim's own request stored a code.
      const stored = await database.handle.db
        .selectFrom("verification_code")
        .select("id")
        .where("target", "=", "cooldown-victim@example.test")
        .execute();
      expect(stored).toHaveLength(1);
    });

    it("10 parallel partner applications from one address store five", async () => {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          plainPost(
            "/api/v1/web/partner/apply",
            {
              name: `Partner ${i}`,
              phone: "13800138000",
              email: `partner${i}@example.test`,
              company: `Partner Co ${i}`,
              agreed: true,
              agreementVersion: PARTNER_AGREEMENT_VERSION,
            },
            at(),
          ),
        ),
      );
      expect(answers.filter(({ envelope }) => envelope.code === 200)).toHaveLength(5);
      expect(answers.filter(({ envelope }) => envelope.code === 429)).toHaveLength(5);
    });

    it("limits bookings per account and per address, with a message in both languages", async () => {
      await createUser("booker", "booker@example.test");
      const { envelope } = await login("booker", PASSWORD);
      const token = envelope.data.access_token ?? "";
      const book = (i: number, options: CallOptions) =>
        plainPost(
          "/api/v1/web/user/booking",
          { username: "王小明", phone: "13800138000", company: `公司 ${i}`, demandType: 1 },
          { token, ...options },
        );
      const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => book(i, { ip: `10.5.0.${i + 1}` })));
      expect(burst.filter(({ envelope: answer }) => answer.code === 200)).toHaveLength(BOOKINGS_PER_ACCOUNT);
      const refused = burst.find(({ envelope: answer }) => answer.code === 429)?.envelope;
      expect(refused?.msg).toMatch(/^预约提交过于频繁，请 \d+ 分钟后再试/);
      const english = await book(99, { ip: "10.5.1.1", headers: { "content-language": "en_US" } });
      expect(english.envelope.msg).toMatch(/^You have booked several demos recently; try again in \d+ minutes/);
      const rows = await database.handle.db.selectFrom("booking").select("id").execute();
      expect(rows).toHaveLength(BOOKINGS_PER_ACCOUNT);
    });

    describe("input PostgreSQL would reject", () => {
      it("refuses NUL bytes anywhere in a body, query or path with a 400 or 404 envelope", async () => {
        const nulLogin = await login("ab\u0000c", WRONG);
        expect(nulLogin.envelope).toMatchObject({ code: 400, msg: "请求格式错误" });
        const nulPartner = await plainPost("/api/v1/web/partner/apply", {
          name: "Nul",
          phone: "13800138000",
          email: "nul@example.test",
          company: "A\u0000B",
          agreed: true,
          agreementVersion: PARTNER_AGREEMENT_VERSION,
        });
        expect(nulPartner.envelope.code).toBe(400);
        const nulDict = await apiGet(app, "/api/v1/web/dict/data/type/web%00demand", at());
        expect(nulDict.envelope.code).toBe(404);
        const nulQuery = await apiGet(app, "/api/v1/web/news/list?pageNum=1%00", at());
        expect(nulQuery.envelope.code).toBe(400);
      });

      it("answers text that grows when lower-cased (254 x İ) as a handled outcome, never a crash", async () => {
        const long = "İ".repeat(254);
        const answer = await login(long, WRONG);
        expect(answer.status).toBe(200);
        expect(answer.envelope).toMatchObject({ code: 500, msg: "账号或密码错误" });
        const codeSend = await encryptedPost(
          app,
          "/api/v1/web/user/login/get-verify-code",
          { channel: "email", target: `${"İ".repeat(125)}@example.test`, purpose: "login" },
          at(),
        );
        expect(codeSend.status).toBe(200);
        expect(codeSend.envelope.code).not.toBe(200);
        const register = await encryptedPost(
          app,
          "/api/auth/register",
          { username: long, password: PASSWORD, confirmPassword: PASSWORD, email: "long@example.test", emailCode: "123456" },
          at(),
        );
        expect(register.status).toBe(200);
        expect(register.envelope.code).toBe(500);
        expect(register.envelope.msg).not.toBe("系统内部错误，请稍后重试");
      });

      it("answers ids beyond the database's integer range with 404 and page numbers beyond it as invalid", async () => {
        for (const route of ["/api/v1/web/news/2147483648", "/api/resource/oss/download/99999999999", "/api/v1/web/news/1e300"]) {
          const response = await app.request(route);
          expect({ route, status: response.status, code: ((await response.json()) as Envelope).code }).toEqual({
            route,
            status: 200,
            code: 404,
          });
        }
        const page = await apiGet(app, "/api/v1/web/news/list?pageNum=2147483648", at());
        expect(page.envelope.code).toBe(500);
        expect(page.envelope.msg).not.toBe("系统内部错误，请稍后重试");
      });
    });

    it("stops reading a chunked body at the limit: 413 envelope, the rest never pulled", async () => {
      const chunk = new Uint8Array(16 * 1024).fill(0x20);
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled >= 10 * 1024 * 1024) return controller.close();
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      const response = await app.request("/api/v1/web/partner/apply", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body,
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 413, msg: "请求内容过大" });
      expect(pulled).toBeLessThan(MAX_BODY_BYTES + 4 * chunk.byteLength);
    });

    describe("encrypted calls", () => {
      it("refuses a call made more than five minutes from the server's time, and tells that time", async () => {
        const stale = await send(await sealedLogin(clock.now() - ENVELOPE_MAX_AGE_MS - 1_000));
        expect(stale).toMatchObject({ code: 500, msg: "请求已过期，请检查设备时间后重试", data: { serverTime: clock.now() } });
        const ahead = await send(await sealedLogin(clock.now() + ENVELOPE_MAX_AGE_MS + 1_000));
        expect(ahead.msg).toBe("请求已过期，请检查设备时间后重试");
        expect((await send(await sealedLogin(clock.now() - 60_000))).msg).toBe("账号或密码错误");
      });

      it("refuses a captured call replayed as it was, even in parallel and from other addresses", async () => {
        const captured = await sealedLogin(clock.now());
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            send({ ...captured, headers: { ...captured.headers, "x-forwarded-for": `10.6.0.${i + 1}` } }),
          ),
        );
        expect(answers.filter((answer) => answer.msg === "账号或密码错误")).toHaveLength(1);
        expect(answers.filter((answer) => answer.msg === "该请求已处理，请勿重复提交")).toHaveLength(9);
      });

      it("instances started without ENCRYPT_* keys all use the one pair the first stored", async () => {
        await database.handle.db.deleteFrom("site_meta").where("key", "=", "envelope-keys").execute();
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-keys-"));
        const pairs = await Promise.all(Array.from({ length: 4 }, () => loadEnvelopeKeys({ db: database.handle.db, dataDir })));
        expect(new Set(pairs.map((pair) => pair.publicKeySpki)).size).toBe(1);
        const again = await loadEnvelopeKeys({ db: database.handle.db, dataDir });
        expect(again.publicKeySpki).toBe(pairs[0]?.publicKeySpki);
      });
    });
  });
}
