import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../server/security/passwords.ts";
import { CAPTCHA_TTL_MS } from "../../server/services/captcha.ts";
import { SESSION_IDLE_MS } from "../../server/services/sessions.ts";
import { createTestApp, manualClock, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

for (const kind of databaseKinds) {
  describe(`maintenance job on ${kind}`, () => {
    let database: TestDatabase;
    let app: TestApp;
    let clock: ReturnType<typeof manualClock>;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      clock = manualClock();
      app = await createTestApp(database.handle, { SENT_MAIL_RETENTION_DAYS: "30" }, clock);
    });
    afterAll(async () => {
      await app.services.maintenance.stop();
      await database.drop();
    });

    const count = async (table: "web_session" | "captcha" | "verification_code" | "rate_counter" | "used_nonce" | "outbox") =>
      Number(
        (
          await database.handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it("prunes what has expired or been used and keeps what is still live", async () => {
      const { db } = database.handle;
      const { services } = app;
      const user = await db
        .insertInto("web_user")
        .values({
          username: "keeper",
          nickname: "keeper",
          email: "keeper@example.test",
          password_hash: await hashPassword("Sunrise2026"),
          created_at: clock.now(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const client = { userId: user.id, generation: 0, clientId: "web-portal", ip: "192.0.2.1", userAgent: "test" };
      await services.sessions.create(client);
      await services.captchas.issue();
      await services.rateLimits.hit("maintenance-test:old", 60_000);
      await services.codes.send({
        channel: "email",
        target: "old@example.test",
        purpose: "login",
        accountExists: false,
        language: "zh_CN",
        ip: "192.0.2.9",
      });
      await services.oneTimeKeys.issue("password-reset", { userId: user.id }, 60_000);
      await services.envelopeNonces.accept("A".repeat(32), clock.now());
      const sentId = await services.outbox.insert({ channel: "email", recipient: "old@example.test", subject: "s", body: "b" });
      await db.updateTable("outbox").set({ status: "sent", sent_at: clock.now() }).where("id", "=", sentId).execute();
      await services.editLocks.hold("news:1", "tab-closed-without-a-word", { userId: user.id, username: "keeper", ip: "192.0.2.1" });
      const keeper = { userId: user.id, username: "keeper", ip: "192.0.2.1" };
      await services.newsPreviewLinks.create(1, 30, keeper);
      const revoked = await services.newsPreviewLinks.create(1, 30, keeper);
      await services.newsPreviewLinks.revoke(1, revoked.link.id, keeper);
      // A lead notification that went out inside a digest: sent as well, with the same personal data.
      const mergedId = await services.outbox.insert({ channel: "email", recipient: "digest@example.test", subject: "s", body: "b" });
      await db
        .updateTable("outbox")
        .set({ status: "merged", merged_into: sentId, sent_at: clock.now() })
        .where("id", "=", mergedId)
        .execute();

      // Everything above is now past its life; what follows is fresh.
      clock.advance(31 * DAY_MS);
      const live = await services.sessions.create(client);
      const liveCaptcha = await services.captchas.issue();
      await services.rateLimits.hit("maintenance-test:new", 60_000);
      const freshId = await services.outbox.insert({ channel: "email", recipient: "new@example.test", subject: "s", body: "b" });
      await db.updateTable("outbox").set({ status: "sent", sent_at: clock.now() }).where("id", "=", freshId).execute();
      await services.outbox.insert({ channel: "email", recipient: "pending@example.test", subject: "s", body: "b" });
      const openLink = await services.newsPreviewLinks.create(1, 1, keeper);

      const counts = await services.maintenance.runOnce();
      expect(counts).toEqual({
        sessions: 1,
        captchas: 1,
        codes: 1,
        oneTimeKeys: 1,
        rateCounters: 3,
        nonces: 1,
        sentMail: 2,
        searchQueries: 0,
        editLocks: 1,
        previewLinks: 2,
      });
      expect((await services.newsPreviewLinks.active(1)).map((link) => link.id)).toEqual([openLink.link.id]);
      expect(await count("web_session")).toBe(1);
      expect(await count("captcha")).toBe(1);
      expect(await count("rate_counter")).toBe(1);
      expect(await count("used_nonce")).toBe(0);
      const kept = await db.selectFrom("outbox").select("recipient").orderBy("id").execute();
      expect(kept.map((row) => row.recipient)).toEqual(["new@example.test", "pending@example.test"]);
      // What was kept still works.
      await expect(services.sessions.authenticate(live?.token ?? "", "web-portal")).resolves.toMatchObject({ userId: user.id });
      await expect(services.captchas.verify(liveCaptcha.uuid, liveCaptcha.answer)).resolves.toBeUndefined();

      clock.advance(SESSION_IDLE_MS + CAPTCHA_TTL_MS);
      expect(await services.maintenance.runOnce()).toMatchObject({ sessions: 1 });
    });

    it.runIf(kind === "postgres")("runs on one instance at a time: another holding the lock makes it skip", async () => {
      const other = new Client({ connectionString: database.url });
      await other.connect();
      try {
        await other.query("begin");
        await other.query("select pg_advisory_xact_lock(12012012)");
        expect(await app.services.maintenance.runOnce()).toBe("skipped");
        await other.query("commit");
        expect(await app.services.maintenance.runOnce()).not.toBe("skipped");
      } finally {
        await other.end();
      }
    });
  });
}
