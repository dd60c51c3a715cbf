import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encryptedPost } from "../support/api-client.ts";
import { freePort } from "../support/server-process.ts";
import { createTestApp, manualClock, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

/** An SMS gateway stand-in: a real HTTP server that records what the webhook posts. */
async function startSmsGateway() {
  const received: Array<{ to: string; text: string }> = [];
  let failNext = 0;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (failNext > 0) {
        failNext -= 1;
        res.statusCode = 503;
        return res.end();
      }
      received.push(JSON.parse(body) as { to: string; text: string });
      res.end("{}");
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    failTimes: (n: number) => void (failNext = n),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseKinds)("SMS codes on %s", (kind) => {
  let database: TestDatabase;
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  let app: TestApp;
  const clock = manualClock();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    gateway = await startSmsGateway();
    app = await createTestApp(database.handle, { SMS_WEBHOOK_URL: gateway.url, TRUST_PROXY: "true" }, clock);
    await database.handle.db
      .insertInto("web_user")
      .values({
        username: "phone_user",
        nickname: "Phone",
        email: null,
        phone: "13912345678",
        password_hash: null,
        personal_auth_id: null,
        firm_auth_id: null,
        created_at: clock.now(),
        last_login_at: null,
      })
      .execute();
  });
  afterAll(async () => {
    await app.services.outbox.stop();
    await gateway.close();
    await database.drop();
  });

  it("sends the code through the webhook and logs in with it", async () => {
    const sent = await encryptedPost(app, "/api/v1/web/user/login/get-verify-code", {
      channel: "sms",
      target: "13912345678",
      purpose: "login",
    });
    expect(sent.envelope.code).toBe(200);
    await app.services.outbox.dispatch();
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0]?.to).toBe("13912345678");
    const code = /\b(\d{6})\b/.exec(gateway.received[0]?.text ?? "")?.[1];
    const login = await encryptedPost(
      app,
      "/api/v1/web/user/login",
      { phonenumber: "13912345678", smsCode: code },
      { headers: { granttype: "sms" } },
    );
    expect(login.envelope.code).toBe(200);
  });

  it("retries when the gateway fails", async () => {
    clock.advance(61_000);
    gateway.failTimes(1);
    await encryptedPost(
      app,
      "/api/v1/web/user/login/get-verify-code",
      { channel: "sms", target: "13912345678", purpose: "login" },
      { ip: "192.0.2.9" },
    );
    await app.services.outbox.dispatch();
    expect(gateway.received).toHaveLength(1);
    clock.advance(2 * 60 * 1000);
    await app.services.outbox.dispatch();
    expect(gateway.received).toHaveLength(2);
  });

  it("rejects a malformed phone number", async () => {
    const sent = await encryptedPost(app, "/api/v1/web/user/login/get-verify-code", { channel: "sms", target: "12", purpose: "login" });
    expect(sent.envelope).toMatchObject({ code: 500, msg: "请输入正确的邮箱地址或手机号码" });
  });
});
