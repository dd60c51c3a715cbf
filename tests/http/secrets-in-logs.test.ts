import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../server/security/passwords.ts";
import { WEB_CLIENT_ID } from "../../common/constants.ts";
import { encryptedPost, remoteApi, type ApiTarget, type Envelope } from "../support/api-client.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";

const PASSWORD = "Sunrise-Secret-2026";
const NEW_PASSWORD = "Moonlight-Secret-2027";
const PHONE = "13912345678";

/**
 * Issue 11 item 6: a production server with no mail transport (the case that used to print codes)
 * goes through a sign-up, a password reset and a booking; its whole log output must hold none of
 * the codes, passwords, tokens or the visitor's details, and every data file is for its owner only.
 */
describe("secrets stay out of the log, data files are private", () => {
  let server: RunningServer;
  let api: ApiTarget;
  let database: SQLite.Database;
  const secrets: Record<string, string> = { PASSWORD, NEW_PASSWORD, PHONE };

  /** The newest message the server kept for a recipient (no transport: it waits in the outbox). */
  function codeSentTo(recipient: string): string {
    const row = database.prepare("select body from outbox where recipient = ? order by id desc limit 1").get(recipient) as { body: string };
    return /\b(\d{6})\b/.exec(row.body)![1]!;
  }

  beforeAll(async () => {
    server = await startServer({ LOG_LEVEL: "info", NODE_ENV: "production", SMTP_URL: "", SMS_WEBHOOK_URL: "" });
    database = new SQLite(path.join(server.dataDir, "site.db"));
    database.pragma("busy_timeout = 5000");
    // The instances' shared key pair lives in the database (decision 012).
    const stored = database.prepare("SELECT value FROM site_meta WHERE key = 'envelope-keys'").get() as { value: string };
    api = remoteApi(server.origin, (JSON.parse(stored.value) as { publicKeySpki: string }).publicKeySpki);
  });
  afterAll(async () => {
    database?.close();
    await server?.stop();
  });

  it("signs up, resets a password and books a demo without writing any of it to the log", async () => {
    const email = "log.check@example.test";
    const sent = await encryptedPost(api, "/api/v1/web/user/login/get-verify-code", {
      channel: "email",
      target: email,
      purpose: "register",
    });
    expect(sent.envelope.code).toBe(200);
    secrets.registerCode = codeSentTo(email);
    const registered = await encryptedPost(api, "/api/auth/register", {
      username: "log_check",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      email,
      emailCode: secrets.registerCode,
    });
    expect(registered.envelope.code).toBe(200);

    const login = await encryptedPost<{ access_token: string }>(
      api,
      "/api/v1/web/user/login",
      { username: "log_check", password: PASSWORD },
      { headers: { granttype: "password" } },
    );
    expect(login.envelope.code).toBe(200);
    secrets.token = login.envelope.data.access_token;

    // A chat robot whose address holds its key, signed with a secret: it lives on loopback, which the
    // guard refuses, so its delivery fails and is logged (issue 27), without the key or the secret.
    secrets.robotKey = "ding-robot-token-4c1f";
    secrets.robotSecret = "SEC5b6d0e0a1c2f-robot-secret";
    database
      .prepare(
        "insert into notification_destination (name, kind, url, secret, language, lead_kinds, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        "DingTalk",
        "dingtalk",
        `http://127.0.0.1:9/robot/send?access_token=${secrets.robotKey}`,
        secrets.robotSecret,
        "zh_CN",
        "booking,partner",
        Date.now(),
        Date.now(),
      );

    const booking = await fetch(`${server.origin}/api/v1/web/user/booking`, {
      method: "POST",
      headers: { "content-type": "application/json", clientid: WEB_CLIENT_ID, authorization: `Bearer ${secrets.token}` },
      body: JSON.stringify({
        username: "日志测试",
        phone: PHONE,
        email,
        company: "日志检查公司",
        posts: "CTO",
        demandType: 1,
        otherDesc: "",
        remark: "请勿记录",
      }),
    });
    expect(((await booking.json()) as Envelope).code).toBe(200);
    const attempted = () =>
      database.prepare("select count(*) as n from outbox where channel = 'notification' and attempts > 0").get() as { n: number };
    await expect.poll(() => attempted().n, { timeout: 15_000 }).toBe(1);

    // The account to reset exists already: a second code to the same address would wait a minute.
    const resetEmail = "reset.check@example.test";
    database
      .prepare("insert into web_user (username, nickname, email, password_hash, created_at) values (?, ?, ?, ?, ?)")
      .run("reset_check", "Reset", resetEmail, await hashPassword(PASSWORD), Date.now());
    expect(
      (await encryptedPost(api, "/api/v1/web/user/login/get-verify-code", { channel: "email", target: resetEmail, purpose: "reset" }))
        .envelope.code,
    ).toBe(200);
    secrets.resetCode = codeSentTo(resetEmail);
    const verified = await encryptedPost<{ resetToken: string }>(api, "/api/v1/web/user/login/verify-code", {
      channel: "email",
      target: resetEmail,
      purpose: "reset",
      verifyCode: secrets.resetCode,
    });
    expect(verified.envelope.code).toBe(200);
    secrets.resetToken = verified.envelope.data.resetToken;
    const reset = await encryptedPost(api, "/api/v1/web/user/login/reset/password", {
      resetToken: secrets.resetToken,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.envelope.code).toBe(200);

    const log = server.output();
    // The log is not empty: every request above has its line, and the operator is told about mail.
    expect(log).toContain('"path":"/api/v1/web/user/booking"');
    expect(log).toContain("verification codes and lead e-mails cannot be delivered");
    expect(log).toContain("address not allowed: 127.0.0.1 (loopback)");
    const leaked = Object.entries(secrets).filter(([, value]) => log.includes(value));
    expect(leaked).toEqual([]);
    for (const personal of [email, resetEmail, "日志测试", "日志检查公司"]) expect(log).not.toContain(personal);
  });

  it("creates the database, its journal, the keys and stored files for the owner only", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else files.push(full);
      }
    };
    walk(server.dataDir);
    const names = files.map((file) => path.relative(server.dataDir, file));
    expect(names).toEqual(expect.arrayContaining(["site.db", "site.db-wal"]));
    expect(names.some((name) => name.startsWith("files/"))).toBe(true);
    const open = files.filter((file) => (fs.statSync(file).mode & 0o077) !== 0).map((file) => path.relative(server.dataDir, file));
    expect(open).toEqual([]);
  });
});
