import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { generate, generateSecret } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import { ENCRYPT_KEY_HEADER, openBody, randomKeyString, sealBody, wrapKey } from "../../common/envelope-crypto.ts";
import { PARTNER_AGREEMENT_VERSION } from "../../content/pages/partner.ts";
import { hashPassword } from "../../server/security/passwords.ts";
import { THROTTLE } from "../../server/services/login-throttle.ts";
import { systemClock } from "../../server/services/clock.ts";
import { createRecoveryCodes } from "../../server/services/recovery-codes.ts";
import { MAX_GUESSES_PER_CODE, SENDS_PER_IP_PER_HOUR } from "../../server/services/verification-codes.ts";
import { holdRowLock } from "../support/held-row-lock.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { signInStaffAt, STAFF_IP, staffHeaders } from "../support/staff-session.ts";
import { remoteApi, type Envelope } from "../support/api-client.ts";
import { PROOF_OF_WORK_PATHS, proofOfWorkHeader } from "../support/proof-of-work.ts";
import { createTestDatabase, POSTGRES_ADMIN_URL, type TestDatabase } from "../support/test-database.ts";

/**
 * Issue 10, across instances: two real server processes (`node server/main.ts`) on one fresh
 * PostgreSQL database, started without ENCRYPT_* keys, behind "a proxy" at 127.0.0.1 so that the
 * test can speak for many client addresses. Bursts stay small and on loopback.
 */
const PASSWORD = "Sunrise2026";
const WRONG = "Wrong-pass1";

/** The limits are under test, not the proof-of-work: each call carries a solved challenge (decision 017). */
function solvedWork(server: RunningServer): Promise<Record<string, string>> {
  return proofOfWorkHeader(remoteApi(server.origin, ""));
}

async function partnerApply(server: RunningServer, i: number, ip: string): Promise<Envelope> {
  const response = await fetch(`${server.origin}/api/v1/web/partner/apply`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip, ...(await solvedWork(server)) },
    body: JSON.stringify({
      name: `Partner ${i}`,
      phone: "13800138000",
      email: `partner${i}@example.test`,
      company: `Partner Co ${i} ${ip}`,
      agreed: true,
      agreementVersion: PARTNER_AGREEMENT_VERSION,
    }),
  });
  return (await response.json()) as Envelope;
}

/** A console call removing an account's admin role (it becomes an editor). */
async function demote(server: RunningServer, token: string, id: number): Promise<Envelope> {
  const response = await fetch(`${server.origin}/api/admin/users/${id}`, {
    method: "PATCH",
    headers: { ...staffHeaders(token), "content-type": "application/json" },
    body: JSON.stringify({ staffRoles: ["editor"], previousRoles: ["admin"] }),
  });
  return (await response.json()) as Envelope;
}

/** A recovery code given for the second step of a session. */
async function recover(server: RunningServer, token: string, recoveryCode: string, ip = STAFF_IP) {
  const response = await fetch(`${server.origin}/api/admin/two-step/recover`, {
    method: "POST",
    headers: { ...staffHeaders(token), "x-forwarded-for": ip, "content-type": "application/json" },
    body: JSON.stringify({ recoveryCode }),
  });
  return (await response.json()) as Envelope;
}

describe.runIf(POSTGRES_ADMIN_URL)("abuse limits across two instances on one PostgreSQL database", () => {
  let database: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;
  let publicKeySpki = "";
  const servers = () => [a, b];
  const either = (i: number) => servers()[i % 2] as RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    const env = { DATABASE_URL: database.url ?? "", TRUST_PROXY: "127.0.0.1", LOG_LEVEL: "error" };
    // One after the other: the first seeds the database, the second finds it seeded.
    a = await startServer(env);
    b = await startServer(env);
    const row = await database.handle.db
      .selectFrom("site_meta")
      .select("value")
      .where("key", "=", "envelope-keys")
      .executeTakeFirstOrThrow();
    publicKeySpki = (JSON.parse(row.value) as { publicKeySpki: string }).publicKeySpki;
  }, 150_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  async function sealed(body: unknown) {
    const key = randomKeyString();
    return { key, header: await wrapKey(key, publicKeySpki), body: await sealBody(JSON.stringify(body), key) };
  }

  async function encryptedPost(server: RunningServer, route: string, body: unknown, ip: string, headers: Record<string, string> = {}) {
    const request = await sealed(body);
    return send(server, route, request, ip, headers);
  }

  async function send(
    server: RunningServer,
    route: string,
    request: Awaited<ReturnType<typeof sealed>>,
    ip: string,
    headers: Record<string, string> = {},
  ): Promise<Envelope> {
    const work = PROOF_OF_WORK_PATHS.includes(`/api${route}`) ? await solvedWork(server) : {};
    const response = await fetch(`${server.origin}/api${route}`, {
      method: "POST",
      headers: { clientid: WEB_CLIENT_ID, "x-forwarded-for": ip, [ENCRYPT_KEY_HEADER]: request.header, ...work, ...headers },
      body: request.body,
    });
    const text = await response.text();
    return JSON.parse(response.headers.get(ENCRYPT_KEY_HEADER) === "1" ? await openBody(text, request.key) : text) as Envelope;
  }

  /** A log-in code for `target` asked of `server` from the address `ip`. */
  function sendLoginCode(server: RunningServer, target: string, ip: string) {
    return encryptedPost(server, "/v1/web/user/login/get-verify-code", { channel: "email", target, purpose: "login" }, ip);
  }

  async function createUser(username: string, email: string): Promise<void> {
    await database.handle.db
      .insertInto("web_user")
      .values({ username, nickname: username, email, password_hash: await hashPassword(PASSWORD), created_at: Date.now() })
      .execute();
  }

  it("both instances use the one key pair the first stored, and a call seen by one is a replay to the other", async () => {
    const captured = await sealed({ username: "nobody_here", password: WRONG });
    const first = await send(a, "/v1/web/user/login", captured, "198.51.100.1", { granttype: "password" });
    expect(first.msg).toBe("账号或密码错误");
    const replay = await send(b, "/v1/web/user/login", captured, "198.51.100.1", { granttype: "password" });
    expect(replay.msg).toBe("该请求已处理，请勿重复提交");
  });

  it("respects one partner limit: 10 parallel applications over both instances store five", async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => partnerApply(either(i), i, "198.51.100.2")));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.code === 429)).toHaveLength(5);
  });

  it("one solved proof-of-work sent to both instances 10 times at once is accepted once; the rest get the usual refusal, no error (issue 25 item 5)", async () => {
    const work = await solvedWork(a);
    const errorsBefore = [a.output(), b.output()].join("").split('"level":50').length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const response = await fetch(`${either(i).origin}/api/v1/web/partner/apply`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `198.51.103.${i + 1}`, ...work },
          body: JSON.stringify({
            name: "Replay",
            phone: "13800138000",
            email: `replay${i}@example.test`,
            company: `Replay Co ${i}`,
            agreed: true,
            agreementVersion: PARTNER_AGREEMENT_VERSION,
          }),
        });
        return (await response.json()) as Envelope;
      }),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.msg === "安全校验未通过，请刷新页面后重试")).toHaveLength(9);
    expect([a.output(), b.output()].join("").split('"level":50').length).toBe(errorsBefore);
  });

  it("200 parallel wrong passwords over both instances check at most three; the right one inside does not sign in", async () => {
    await createUser("two_instance_owner", "two-instance@example.test");
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        encryptedPost(
          either(i),
          "/v1/web/user/login",
          { username: "two_instance_owner", password: i === 100 ? PASSWORD : WRONG },
          "198.51.100.3",
          { granttype: "password" },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.msg === "账号或密码错误").length).toBeLessThanOrEqual(THROTTLE.captchaAfterFailuresPerIp);
    expect(answers.some((answer) => answer.code === 200)).toBe(false);
  });

  it("20 parallel code sends to one address over both instances send one", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        encryptedPost(
          either(i),
          "/v1/web/user/login/get-verify-code",
          { channel: "email", target: "one-send@example.test", purpose: "login" },
          `198.51.101.${i + 1}`,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    const stored = await database.handle.db
      .selectFrom("verification_code")
      .select("id")
      .where("target", "=", "one-send@example.test")
      .execute();
    expect(stored).toHaveLength(1);
  });

  it("a sender at its hourly limit sends 20 parallel codes for a target over both instances: none starts the target's cooldown (issue 25 item 3)", async () => {
    const attacker = "198.51.100.30";
    for (let i = 0; i < SENDS_PER_IP_PER_HOUR; i += 1)
      expect((await sendLoginCode(either(i), `filler${i}@attacker.test`, attacker)).code).toBe(200);
    const refused = await Promise.all(Array.from({ length: 20 }, (_, i) => sendLoginCode(either(i), "held-victim@example.test", attacker)));
    expect(refused.map((answer) => answer.msg)).toEqual(Array.from({ length: 20 }, () => "访问过于频繁，请稍候再试"));
    expect((await sendLoginCode(b, "held-victim@example.test", "198.51.100.31")).code).toBe(200);
  });

  it("200 parallel wrong guesses at a code over both instances compare it at most five times", async () => {
    await createUser("guessed", "guessed@example.test");
    const sent = await encryptedPost(
      a,
      "/v1/web/user/login/get-verify-code",
      { channel: "email", target: "guessed@example.test", purpose: "reset" },
      "198.51.100.4",
    );
    expect(sent.code).toBe(200);
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        encryptedPost(
          either(i),
          "/v1/web/user/login/verify-code",
          { channel: "email", target: "guessed@example.test", purpose: "reset", verifyCode: "000000" },
          `198.51.102.${i + 1}`,
        ),
      ),
    );
    const row = await database.handle.db
      .selectFrom("verification_code")
      .select("attempts")
      .where("target", "=", "guessed@example.test")
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBeLessThanOrEqual(MAX_GUESSES_PER_CODE);
  });

  it("the only two admins, each on its own instance, demote each other at once: one wins, one admin stays (issue 25 item 6)", async () => {
    const first = await signInStaffAt(a.origin, database.handle.db, "admin", "instance_admin_a");
    const second = await signInStaffAt(b.origin, database.handle.db, "admin", "instance_admin_b");
    const idOf = async (username: string) =>
      (await database.handle.db.selectFrom("web_user").select("id").where("username", "=", username).executeTakeFirstOrThrow()).id;
    const [firstId, secondId] = [await idOf("instance_admin_a"), await idOf("instance_admin_b")];
    // Both requests queue behind a lock the test holds on the first admin's row, then go together.
    const lock = await holdRowLock(database.url ?? "", "web_user", firstId);
    let answered = 0;
    const requests = [demote(a, first, secondId), demote(b, second, firstId)].map((request) => request.finally(() => (answered += 1)));
    try {
      await lock.untilEachAnsweredOrWaiting(2, () => answered);
    } finally {
      await lock.release();
    }
    const answers = await Promise.all(requests);
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    const admins = await database.handle.db
      .selectFrom("web_user")
      .select("username")
      .where("status", "=", "active")
      .where("roles", "like", "%admin%")
      .execute();
    expect(admins).toHaveLength(1);
  });

  it("one authenticator code sent to both instances at once passes the second step once (issue 25 item 9)", async () => {
    const first = await signInStaffAt(a.origin, database.handle.db, "sales", "instance_totp");
    const second = await signInStaffAt(b.origin, database.handle.db, "sales", "instance_totp");
    const secret = generateSecret();
    await database.handle.db.updateTable("web_user").set({ totp_secret: secret }).where("username", "=", "instance_totp").execute();
    const code = await generate({ secret });
    const verify = async (server: RunningServer, token: string) => {
      const response = await fetch(`${server.origin}/api/admin/two-step/verify`, {
        method: "POST",
        headers: { ...staffHeaders(token), "content-type": "application/json" },
        body: JSON.stringify({ code }),
      });
      return (await response.json()) as Envelope;
    };
    const answers = await Promise.all([verify(a, first), verify(b, second)]);
    expect(answers.map((answer) => answer.code).toSorted()).toEqual([200, 500]);
    expect(answers.find((answer) => answer.code === 500)?.msg).toBe("该动态验证码已使用过，请等待验证器显示新的验证码");
  });

  it("one recovery code sent to both instances at once signs in once; a burst of wrong ones over both checks three (issue 30)", async () => {
    const username = "instance_recovery";
    const sessions = [
      await signInStaffAt(a.origin, database.handle.db, "editor", username),
      await signInStaffAt(b.origin, database.handle.db, "editor", username),
    ];
    const { id } = await database.handle.db.selectFrom("web_user").select("id").where("username", "=", username).executeTakeFirstOrThrow();
    await database.handle.db.updateTable("web_user").set({ totp_secret: generateSecret() }).where("id", "=", id).execute();
    const [code] = await createRecoveryCodes(database.handle.db, systemClock).replace(id);
    const once = await Promise.all([recover(a, sessions[0]!, code!), recover(b, sessions[1]!, code!)]);
    expect(once.map((answer) => answer.code).toSorted()).toEqual([200, 500]);

    // Another address's guesses: 3 checked, 7 asked for a captcha, the rest locked out, whichever instance answers.
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        recover(either(i), sessions[i % 2]!, `zzzz-zzzz-zzzz-${String(i).padStart(4, "0")}`, "198.51.100.30"),
      ),
    );
    expect(burst.filter((answer) => answer.msg === "恢复码错误或已使用过")).toHaveLength(3);
    expect(burst.filter((answer) => answer.code === 429)).toHaveLength(20);
  });

  it("answers a chunked 10 MB body with a 413 envelope, and the server's memory stays flat", async () => {
    const rssKb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${a.process.pid}/status`, "utf8"))?.[1] ?? Number.NaN);
    const before = rssKb();
    const upload = () =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(`${a.origin}/api/v1/web/partner/apply`, {
          method: "POST",
          headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
        });
        request.on("response", (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        });
        // The server may close the connection once it has answered; the rest of the upload is moot.
        request.on("error", (error) =>
          error.message.includes("EPIPE") || error.message.includes("ECONNRESET") ? undefined : reject(error),
        );
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        let sent = 0;
        const pump = () => {
          while (sent < 10 * 1024 * 1024) {
            sent += chunk.length;
            if (!request.write(chunk)) return void request.once("drain", pump);
          }
          request.end();
        };
        pump();
      });
    const answers = await Promise.all([upload(), upload(), upload(), upload()]);
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 413, msg: "请求内容过大" });
    }
    // Four 10 MB bodies: buffering them would add 40 MB or more; a generous bound against noise.
    expect(rssKb() - before).toBeLessThan(25 * 1024);
    expect((await fetch(`${a.origin}/api/health`)).status).toBe(200);
  });

  it("a report file missing from storage answers the zip download with an envelope, and the server keeps serving", async () => {
    // A report's Chinese PDF, which the zip asked for in Chinese holds (the files directory holds
    // announcements and uploads too).
    const filesDir = path.join(a.dataDir, "files", "samples", "reports");
    const missing = fs
      .readdirSync(filesDir, { recursive: true, withFileTypes: true })
      .find((entry) => entry.isFile() && entry.name.endsWith(".zh_CN.pdf"));
    expect(missing).toBeDefined();
    fs.rmSync(path.join(missing?.parentPath ?? "", missing?.name ?? ""));
    const response = await fetch(`${a.origin}/api/v1/web/investor/reports/zip`);
    expect(await response.json()).toMatchObject({ code: 404, msg: "文件不存在或已被删除" });
    expect((await fetch(`${a.origin}/api/health`)).status).toBe(200);
    expect(a.process.exitCode).toBeNull();
  });

  it("an instance that trusts a proxy it is not reached through ignores rotating X-Forwarded-For", async () => {
    const direct = await startServer({ DATABASE_URL: database.url ?? "", TRUST_PROXY: "10.9.9.9", LOG_LEVEL: "error" });
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => partnerApply(direct, 100 + i, `203.0.113.${i + 1}`)));
      // All eight came from 127.0.0.1, whatever the header said.
      expect(answers.filter((answer) => answer.code === 200)).toHaveLength(5);
    } finally {
      await direct.stop();
    }
  }, 90_000);
});
